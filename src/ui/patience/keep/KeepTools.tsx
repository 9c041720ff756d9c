// The library's tools in the patience's More menu: the player's record, a link to this deal or to this
// position (in the share box of Brigadier's share link: the clipboard where the browser allows it, and
// a field to copy by hand), and Brigade's rules in How to play.
import { useState } from 'react';
import { positionOf } from '../../../patience/index.ts';
import { encodeDealLink, encodePatiencePositionLink } from '../../../store/patience/keep/links.ts';
import { pageAddress } from '../../analysis/address.ts';
import { hasKeepKit, keepKit } from '../../library/brigadeInbox.ts';
import { usePatience, usePatienceStore } from '../PatienceContext.tsx';
import { PlayerRecordView } from './PlayerRecordView.tsx';
import { ShareBox } from '../../share/ShareBox.tsx';

/** This page's address with a Brigade link in its hash. */
const linkUrl = (link: string): string => pageAddress(`#${link}`);

/** The tools, on a page that keeps Brigade's games (a screen test without the page's parts shows none). */
export function KeepTools() {
  return hasKeepKit() ? <Tools /> : null;
}

function Tools() {
  const store = usePatienceStore();
  const player = usePatience((s) => s.player);
  const [record, setRecord] = useState(false);
  const dealUrl = () => {
    const { game } = store.getState();
    return linkUrl(game.dealNumber === null ? encodePatiencePositionLink(game.start) : encodeDealLink(game.dealNumber, game.start.grace));
  };
  const positionUrl = () => linkUrl(encodePatiencePositionLink(positionOf(store.getState().game)));
  return (
    <div className="pkeep-tools">
      <h2 className="pmore__heading">Keep and share</h2>
      <div className="pkeep-tools__buttons">
        <button type="button" className="small" aria-expanded={record} onClick={() => setRecord(!record)}>
          Your record
        </button>
        <ShareBox url={dealUrl} label="Share this deal" what="deal" opens="across" />
        <ShareBox url={positionUrl} label="Share this position" what="position" opens="across" />
        <button type="button" className="small" onClick={() => keepKit().openRules('brigade')}>
          How to play Brigade
        </button>
      </div>
      {record && <PlayerRecordView name={player} />}
    </div>
  );
}

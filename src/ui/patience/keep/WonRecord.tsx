// The player's record on the won screen: the game just won is in it once the library has written it.
// A game from a position is not counted (playerRecord.ts): the screen says so rather than seem to forget it.
import { hasKeepKit } from '../../library/brigadeInbox.ts';
import { usePatience } from '../PatienceContext.tsx';
import { PlayerRecordView } from './PlayerRecordView.tsx';

/** The record, on a page that keeps Brigade's games (a screen test without the page's parts shows none). */
export function WonRecord() {
  return hasKeepKit() ? <Record /> : null;
}

function Record() {
  const player = usePatience((s) => s.player);
  const fromPosition = usePatience((s) => s.game.dealNumber === null);
  return (
    <>
      <PlayerRecordView name={player} />
      {fromPosition && <p className="precord__note">A game from a position is not counted in the record.</p>}
    </>
  );
}

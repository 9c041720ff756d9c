// The game's own buttons: the log, the keys, its review so far (the turns that can no longer be knocked),
// settings, saving and loading record files, sharing the position (a link that opens it on the analysis
// board), a new game.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { selectComputerPace, selectComputerPaused, selectGame, selectHasComputer } from '../../store/selectors.ts';
import { COMPUTER_PACES, type ComputerPace } from '../../store/computerSeats.ts';
import { recordFileName, recordText } from '../../store/records.ts';
import { shareUrl } from '../analysis/address.ts';
import { ShareBox } from '../share/ShareBox.tsx';
import { downloadText } from '../download.ts';
import { useEvents, useGame, useGameStore } from '../StoreContext.tsx';
import { useEscape } from '../useEscape.ts';
import { SettingsFields } from './SettingsFields.tsx';
import { useDialogFocus } from '../useDialogFocus.ts';
import { GameLog, KeysList, usePreloadTableLater } from '../tableLater.tsx';
import { MovesButton } from './MovesPanel.tsx';
import { RecordFileInput } from './RecordFileInput.tsx';
import { askReview } from '../../store/review/request.ts';
import { useReviewDesk } from '../review/ReviewContext.tsx';
import './toolbar.css';

type Panel = 'log' | 'settings' | 'keys' | null;

/**
 * The computer seats' pause and speed, while a game with the computer is on the table. Beside the
 * cards they are compact (an icon and the speed's select, named in full for a screen reader and a
 * pointer's tooltip), so that the toolbar keeps the rows it has in a game of two people; in a phone's
 * Menu sheet they say their names in words.
 */
function ComputerControls() {
  const paused = useGame(selectComputerPaused);
  const pace = useGame(selectComputerPace);
  const events = useEvents();
  const pauseName = paused ? 'Resume computer' : 'Pause computer';
  return (
    <>
      <button
        type="button"
        className="small toolbar__pause"
        aria-pressed={paused}
        aria-label={pauseName}
        title={pauseName}
        onClick={events.computerPauseToggled}
      >
        <svg className="toolbar__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          {paused ? <path d="M4 2.5v11l9.5-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
        </svg>
        <span className="toolbar__words" aria-hidden="true">
          {pauseName}
        </span>
      </button>
      <label className="toolbar__pace" title="Computer speed">
        <span className="toolbar__words" aria-hidden="true">
          Computer speed
        </span>
        <select aria-label="Computer speed" value={pace} onChange={(e) => events.computerPaceChanged(e.target.value as ComputerPace)}>
          {COMPUTER_PACES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** A popover of the toolbar (settings, keys): it keeps the focus while open and gives it back to its button. */
function Popover({ label, onClose, children }: { readonly label: string; readonly onClose: () => void; readonly children: ReactNode }) {
  const popover = useRef<HTMLDivElement>(null);
  useDialogFocus(popover, { onClose });
  return (
    <div ref={popover} className="popover" role="dialog" aria-label={label}>
      {children}
      <button type="button" className="small" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** The review of the game in progress: its turns that can no longer be knocked (R7.1); the game is not touched. */
function ReviewSoFar() {
  const desk = useReviewDesk();
  if (!desk) return null;
  return (
    <button type="button" className="small" onClick={() => askReview(desk, { kind: 'table', marked: null })}>
      Review
    </button>
  );
}

export function Toolbar() {
  const game = useGame(selectGame)!;
  const store = useGameStore();
  const events = useEvents();
  const [panel, setPanel] = useState<Panel>(null);
  const hasComputer = useGame(selectHasComputer);
  // The toolbar is drawn with every game's table, so its first drawing starts the clock for the table's later parts.
  usePreloadTableLater();
  // On a phone the tools live behind one Menu button (CSS shows it only there); elsewhere they all show.
  const [menu, setMenu] = useState(false);
  const toggle = (which: Panel) => {
    setPanel(panel === which ? null : which);
    setMenu(false);
  };
  const closePanel = useCallback(() => setPanel(null), []);
  // An open panel hears Esc itself (useDialogFocus); the phone's Menu sheet closes on Esc when none is.
  useEscape(
    panel === null && menu,
    useCallback(() => setMenu(false), []),
  );
  return (
    <nav className={`toolbar toolbar--game ${hasComputer ? 'toolbar--computer' : ''} ${menu ? 'toolbar--open' : ''}`} aria-label="Game">
      <button type="button" className="small toolbar__menu" aria-expanded={menu} onClick={() => setMenu(!menu)}>
        Menu
      </button>
      <div className="toolbar__tools">
        <MovesButton />
        <button type="button" className="small" aria-expanded={panel === 'log'} onClick={() => toggle('log')}>
          Log
        </button>
        <button type="button" className="small" aria-expanded={panel === 'keys'} onClick={() => toggle('keys')}>
          Keys
        </button>
        <ReviewSoFar />
        <button type="button" className="small" aria-expanded={panel === 'settings'} onClick={() => toggle('settings')}>
          Settings
        </button>
        <button type="button" className="small" onClick={() => downloadText(recordFileName(game), recordText(game))}>
          Save file
        </button>
        <RecordFileInput label="Load file" />
        <ShareBox
          label="Share position"
          what="position"
          opens="up"
          url={() => shareUrl(store.getState().game?.position)}
          extra={
            <button type="button" className="small small--accent" onClick={() => events.teachingScreenOpened('analysis')}>
              Open on the analysis board
            </button>
          }
        />
        {hasComputer && <ComputerControls />}
        <button type="button" className="small toolbar__new" onClick={events.startScreenOpened}>
          New game
        </button>
      </div>
      {panel === 'log' && <GameLog onClose={closePanel} />}
      {panel === 'settings' && (
        <Popover label="Settings" onClose={closePanel}>
          <SettingsFields />
        </Popover>
      )}
      {panel === 'keys' && (
        <Popover label="Keys" onClose={closePanel}>
          <KeysList />
        </Popover>
      )}
    </nav>
  );
}

// The analysis board (a position pasted, typed or opened from a shared link): any position on the real
// table, held by a practice store saved only in memory. It says whether a foundation play is reachable
// for the player to move, steps through a shortest line with the knock lesson's arrow, judges every move
// tried on the table (a fault or not, and why), resets, and shares the position as a "#p1.…" link. A
// shared link opens here; the game on the table and its save are never touched.
import { useEffect, useMemo, useState } from 'react';
import { inProcessReferee } from '../../store/inProcessReferee.ts';
import { pageReferee, type RefereeService } from '../../store/refereeService.ts';
import { useKnownVerdict } from './useKnownVerdict.ts';
import { useStore } from 'zustand';
import {
  distanceWords,
  faultFreeWords,
  gameAt,
  makePosition,
  NAMES,
  startRefusal,
  TOO_HARD_WORDS,
  type GameState,
  type Position,
  type Seat,
} from '../../engine/index.ts';
import { analyzeBoard, judgeLast, type TriedVerdict } from '../../learn/index.ts';
import type { AnalysisStart, GameStore, Settings } from '../../store/gameStoreShape.ts';
import { createPracticeStore } from '../../store/practiceStore.ts';
import { selectAnalysisStart, selectGame, selectSettings, selectSetup } from '../../store/selectors.ts';
import { GameLog } from '../panels/GameLog.tsx';
import { RuleLink, RuleText } from '../rules/RuleText.tsx';
import { StoreProvider, useEvents, useGame } from '../StoreContext.tsx';
import { Table } from '../table/Table.tsx';
import { useShortcuts } from '../useShortcuts.ts';
import { spokenText } from '../words.ts';
import { clearLinkFromAddress } from './address.ts';
import { dealStart, tableGameSource } from './boardInput.ts';
import { tabStorage } from '../../store/library/pageStorage.ts';
import { rememberBoard } from './boardMemory.ts';
import { PlayDialog } from './PlayDialog.tsx';
import { SetupDialog, type BoardChoice } from './SetupDialog.tsx';
import { ShareBox } from '../share/ShareBox.tsx';
import { shareUrl } from './address.ts';
import './analysis.css';

/**
 * What the board shows first: a shared link's position (or the one this tab had set up, after a
 * reload: boardMemory.ts), else the game on the table, else the start of deal 1.
 */
function firstChoice(start: AnalysisStart | null, game: GameState | null): BoardChoice {
  if (start?.kind === 'position') return { position: start.position, names: start.names, source: start.source ?? 'a shared link' };
  if (game) return { position: game.position, names: game.names, source: tableGameSource(game) };
  return { position: dealStart(1), source: 'the start of deal 1' };
}

/** A practice table on `choice` with its own referee: nobody's real game, one screen, no table mode. */
interface Board {
  readonly store: GameStore;
  readonly referee: RefereeService;
}

/**
 * The board's referee: its searches run in a worker of its own, which leaving the board or changing the
 * table ends. Its tables are a stranger's: one past the node budget is refused as too hard, never
 * guessed (search/budget.ts). Without workers (a test's DOM), the board searches here, on the same terms.
 */
const boardReferee = (): RefereeService =>
  typeof Worker === 'undefined' ? inProcessReferee(undefined, 'stranger') : pageReferee('stranger');

/** A fresh board on `choice`, judged by a referee from `makeReferee`. */
function boardOn(choice: BoardChoice, settings: Settings, makeReferee: () => RefereeService): Board {
  const referee = makeReferee();
  return {
    referee,
    store: createPracticeStore(gameAt(choice.position, { names: choice.names ?? NAMES }), referee, { ...settings, tableMode: false }),
  };
}

/**
 * Whether the board shows the table of a game still being played: then its answer (the foundation
 * distance, the shortest line, which moves are faults) would coach the player to move in a real game
 * (R6.5: foundation plays are never made for a player), so the board keeps it until the game is over.
 */
const liveTable = (position: Position, game: GameState | null): boolean =>
  game !== null && game.result === null && JSON.stringify(makePosition(position)) === JSON.stringify(makePosition(game.position));

/** The practice table's own tools: the log of the moves tried. */
function AnalysisTools() {
  const [log, setLog] = useState(false);
  return (
    <nav className="toolbar" aria-label="Analysis tools">
      <button type="button" className="small" aria-expanded={log} onClick={() => setLog(!log)}>
        Log
      </button>
      {log && <GameLog onClose={() => setLog(false)} />}
    </nav>
  );
}

/** "Foundation distance 2: two moves first, then 5♥ can go up." — for the player to move on the table now. */
function Reach({ board, live }: { readonly board: Board; readonly live: boolean }) {
  const game = useStore(board.store, (s) => s.game!);
  const { verdict, refused, waitedMs } = useKnownVerdict(board.referee, game.position);
  const analysis = useMemo(
    () => (verdict && !live ? analyzeBoard(game.position, game.names, board.referee) : null),
    [verdict, live, game.position, game.names, board.referee],
  );
  const mover = game.names[game.position.toMove];
  if (!live && refused) {
    return (
      <p className="analysis__reach analysis__reach--too-hard" role="status">
        <strong>{mover} to move.</strong> {TOO_HARD_WORDS} Moves can still be tried on the table, and a simpler table set up.
      </p>
    );
  }
  if (!live && !analysis) return <Analysing mover={mover} waitedMs={waitedMs} />;
  return (
    <p className="analysis__reach">
      <strong>{mover} to move.</strong>{' '}
      {analysis === null ? (
        <>
          This is the table of the game still being played, so the board does not say where a foundation play is, nor judge moves: that
          would play the game for {mover} (<RuleLink rule="R6.5" />
          ). It tells all once the game is over.
        </>
      ) : analysis.distance === null ? (
        <>Foundation distance: none. No foundation play can be reached, so no move is a fault.</>
      ) : (
        <>
          Foundation distance {analysis.distance}: {distanceWords(analysis.line)}.{' '}
          <span className="analysis__count">{faultFreeWords(analysis.faultFree.length, analysis.legalMoves.length)}</span>
        </>
      )}
    </p>
  );
}

/** The first word of a tried move's verdict. */
const VERDICT_LEAD: Record<TriedVerdict['kind'], string> = { fault: 'Fault.', illegal: 'Not allowed.', fine: 'Fine.' };

/** While the board's referee searches: the page stays live, and says so after a moment. */
function Analysing({ mover, waitedMs }: { readonly mover: string; readonly waitedMs: number }) {
  return (
    <p className="analysis__reach" role="status">
      <strong>{mover} to move.</strong>{' '}
      {waitedMs > 0 ? `The referee is analysing this table… ${(waitedMs / 1000).toFixed(1)} s` : 'The referee is analysing this table…'}
    </p>
  );
}

/** `referee` makes the board's referee (a test's, with a tiny budget); by default the page's, for a stranger's tables. */
// eslint-disable-next-line max-lines-per-function -- the board, its referee, the tried move's verdict and the setup and play dialogs' state in one component; the verdict panel could be a component of its own
export function AnalysisScreen({ referee: makeReferee = boardReferee }: { readonly referee?: () => RefereeService } = {}) {
  const start = useGame(selectAnalysisStart);
  const game = useGame(selectGame);
  const settings = useGame(selectSettings);
  const setup = useGame(selectSetup);
  const events = useEvents();
  const [board, setBoard] = useState(() => firstChoice(start, game));
  const [current, setCurrent] = useState(() => boardOn(board, settings, makeReferee));
  const practice = current.store;
  const [verdict, setVerdict] = useState<TriedVerdict | null>(null);
  /** The move tried last was made on a table too hard to decide here: it is not judged. */
  const [notJudged, setNotJudged] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  /** The position "Play from here…" asks about, while its dialog is open. */
  const [playing, setPlaying] = useState<Position | null>(null);
  /** Why "Play from here" did not start a game, until the board changes. */
  const [notPlayed, setNotPlayed] = useState<string | null>(null);
  const [seenStart, setSeenStart] = useState(start);
  const live = liveTable(board.position, game);
  const lineOpen = useStore(practice, (s) => s.line !== null);
  const shown = useStore(practice, (s) => s.game!.position);
  const tooHard = useKnownVerdict(current.referee, shown).refused !== undefined;
  // Only the player to move has buttons: nobody resigns, offers a draw or knocks before a move here.
  const toMove = useStore(practice, (s) => s.game!.position.toMove);
  const seats = useMemo(() => [toMove], [toMove]);
  useShortcuts(practice);

  const show = (choice: BoardChoice) => {
    setBoard(choice);
    setCurrent(boardOn(choice, settings, makeReferee));
    setVerdict(null);
    setNotJudged(false);
    setNotPlayed(null);
  };
  // A board left or replaced stops its search: its worker ends with it.
  useEffect(() => () => current.referee.dispose(), [current]);
  // Another link opened while the board is up (the address changed): show it.
  if (seenStart !== start) {
    setSeenStart(start);
    if (start?.kind === 'position') show(firstChoice(start, game));
  }

  // Every action tried on the table is judged on the table as it was before it, once the referee knows it.
  useEffect(
    () =>
      current.store.subscribe((now, before) => {
        if (now.game === before.game) return;
        setVerdict(null);
        setNotJudged(false);
        setNotPlayed(null);
        const { referee } = current;
        const judged = (position: Position) =>
          (referee.settled?.([position]) ?? referee.ensure([position])).then(() => {
            if (current.store.getState().game !== now.game) return;
            if (referee.known(position)) setVerdict(judgeLast(before.game, now.game, referee));
            else setNotJudged(referee.refused?.(position) !== undefined);
          });
        if (before.game) void judged(before.game.position);
      }),
    [current],
  );

  /** The board is left: a reload no longer reopens it. */
  const forget = () => {
    clearLinkFromAddress();
    rememberBoard(tabStorage(), null);
  };
  const leave = () => {
    forget();
    if (game) events.startScreenClosed();
    else events.startScreenOpened();
  };
  // The review it was opened from is kept as it was, at its marked moment.
  const backToReview = () => {
    forget();
    events.teachingScreenOpened('review');
  };
  // The table as the board shows it (moves tried included) becomes a real game, for two people or against
  // the computer, kept in "Your games" like any other (a record brigadier-game/2); the game that was on the
  // table stays there too.
  const names = board.names ?? setup.names;
  const playFromHere = () => {
    const shown = practice.getState().game;
    if (!shown) return;
    const refusal = startRefusal(shown.position, shown.names);
    if (refusal !== null) return setNotPlayed(refusal.message);
    setPlaying(shown.position);
  };
  const startPlaying = (start: Position, seats?: readonly [Seat, Seat]) => {
    forget();
    events.gameStarted({ names, dealNumber: null, rules: setup.rules, start, ...(seats && { seats }) });
  };

  return (
    <div className="panel-screen analysis">
      <section className="analysis__panel" aria-labelledby="analysis-title">
        {/* Focusable: on a short screen (a phone held sideways) these words scroll, and a keyboard must reach them too. */}
        <div className="analysis__words" tabIndex={0} role="group" aria-label="What the board says">
          <h2 id="analysis-title" className="analysis__title" tabIndex={-1} data-screen-heading="">
            Analysis board <span className="analysis__source">· {board.source}</span>
          </h2>
          {start?.kind === 'refused' && (
            <p className="analysis__refused" role="alert">
              That link was not opened: {start.reason.replace(/\.$/, '')}. Your saved game is kept as it was.
            </p>
          )}
          {notPlayed && (
            <p className="analysis__refused" role="alert">
              <RuleText text={notPlayed} />
            </p>
          )}
          <Reach board={current} live={live} />
          {/* The verdict is written for the eye ("2♠ onto 3♦"); its spoken copy says the cards in words. */}
          {verdict && !live && !notJudged && (
            <p className="visually-hidden" role="status">
              {spokenText(`${VERDICT_LEAD[verdict.kind]} ${verdict.text}`)}
            </p>
          )}
          <p
            className={`analysis__verdict ${verdict && !live ? `analysis__verdict--${verdict.kind}` : ''}`}
            role={verdict && !live && !notJudged ? undefined : 'status'}
          >
            {live ? (
              'Try moves on the table: a move that breaks the rules is refused, but none is called a fault while the game is live.'
            ) : notJudged ? (
              <>
                <strong>Not judged.</strong> The table before that move is too hard to decide here, so no move on it is called a fault or
                fine.
              </>
            ) : verdict ? (
              <>
                <strong>{VERDICT_LEAD[verdict.kind]}</strong> <RuleText text={verdict.text} />
              </>
            ) : lineOpen ? (
              'The table waits while the line is shown: close the line to try moves.'
            ) : (
              'Try a move on the table: each one is judged, a fault or not, and why.'
            )}
          </p>
        </div>
        <div className="analysis__buttons">
          {!live && (
            <button
              type="button"
              className="small small--accent"
              disabled={lineOpen || tooHard}
              onClick={() => practice.getState().lineOpened()}
            >
              Show the shortest line
            </button>
          )}
          <button type="button" className="small" onClick={() => show(board)}>
            Reset the board
          </button>
          <button type="button" className="small" onClick={() => setSetupOpen(true)}>
            Set up a position…
          </button>
          <ShareBox label="Copy share link" what="position" url={() => shareUrl(practice.getState().game?.position)} />
          {!live && (
            <button type="button" className="small" disabled={lineOpen} onClick={playFromHere}>
              Play from here…
            </button>
          )}
          {start?.kind === 'position' && start.fromReview && (
            <button type="button" className="small" onClick={backToReview}>
              Back to the review
            </button>
          )}
          <button type="button" className="small" onClick={leave}>
            {game ? 'Back to the game' : 'Back to the start'}
          </button>
        </div>
      </section>
      <StoreProvider store={practice}>
        <Table title={<p className="title">Analysis: try moves on the table</p>} tools={<AnalysisTools />} seats={seats} />
      </StoreProvider>
      {playing && <PlayDialog names={names} onStart={(seats) => startPlaying(playing, seats)} onClose={() => setPlaying(null)} />}
      {setupOpen && (
        <SetupDialog
          game={game}
          onChosen={(choice) => {
            setSetupOpen(false);
            // The board no longer shows a link's position: a reload reopens the one set up, not the link.
            clearLinkFromAddress();
            rememberBoard(tabStorage(), choice);
            show(choice);
          }}
          onClose={() => setSetupOpen(false)}
        />
      )}
    </div>
  );
}

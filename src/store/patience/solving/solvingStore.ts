// The solver's tools on the patience store: the hint, "Still winnable?" and its way back, the solution
// stepped through, and "winnable deals only". Every question goes to the solver service (a worker in the
// page); the game changes only through the patience store's events, and this store holds only what
// the solver said. Questions about the table now share one lane, so a player moving fast is answered
// about the table they see, not the ones they left.
import { createStore, type StoreApi } from 'zustand/vanilla';
import { checkMove, positionOf, type PatienceGame, type PatiencePosition } from '../../../patience/index.ts';
import type { PatienceStore, PatienceTone } from '../patienceStore.ts';
import { findLastWinnable, type Winnability } from './lastWinnable.ts';
import { lostMessage } from './lostWords.ts';
import { moveWords } from './moveWords.ts';
import type { SolverOutcome, SolverService } from './solverService.ts';
import type { SolvingActions, SolvingState, SolvingStoreState } from './solvingShape.ts';
import { nextSolutionMove, openSolution, solutionCaption, solutionTable, stepSolution, type SteppedSolution } from './steppedSolution.ts';
import { winnableDeals, type WinnableDealOptions } from './winnableDeals.ts';

export interface SolvingOptions extends WinnableDealOptions {
  /** The time between two steps of "Play all" (ms). */
  readonly playEvery?: number;
}

/** The lane of every question about the game's table now (solverService.ts). */
export const GAME_LANE = 'game';
const PLAY_EVERY_MS = 600;

/** Thrown when a newer question took a question's place: whoever asked stops quietly. */
class Superseded extends Error {}

export type SolvingStore = StoreApi<SolvingStoreState>;

/** Words for an answer that decides nothing. */
function undecidedWords(outcome: SolverOutcome): string {
  return outcome.kind === 'failed'
    ? `The solver could not answer: ${outcome.message}`
    : 'The solver could not decide this table: its search would be too big to make here.';
}

export function createSolving(patience: PatienceStore, service: SolverService, options: SolvingOptions = {}): SolvingStore {
  const stops: (() => void)[] = [];
  const solving = createStore<SolvingStoreState>()((set, get) => {
    const idle: SolvingState = { sign: null, lost: null, solution: null, playing: false, busy: null };
    return { ...idle, ...solvingActions({ patience, service, options, set, get, stops }) };
  });
  stops.push(listen(patience, solving, service, options));
  return solving;
}

type Set = (change: Partial<SolvingState>) => void;
type Get = () => SolvingStoreState;

interface Context {
  readonly patience: PatienceStore;
  readonly service: SolverService;
  readonly options: SolvingOptions;
  readonly set: Set;
  readonly get: Get;
  /** What dispose stops: the listeners, set up once the store exists. */
  readonly stops: (() => void)[];
}

function solvingActions({ patience, service, options, set, get, stops }: Context): SolvingActions {
  const events = () => patience.getState();
  const notice = (text: string, tone: PatienceTone) => events().noticeShown({ text, tone });
  const stale = (game: PatienceGame) => events().game !== game;
  const { ask, quietly, findWayBack, judge } = questions({ patience, service, options, set, get, stops });
  const solution = solutionActions(patience, set, get, options.playEvery ?? PLAY_EVERY_MS);

  /** Asks for a solution of the table now and hands it to `use`; a lost table shows the way back instead. */
  const withSolution = (waiting: string, use: (game: PatienceGame, line: SolverOutcome & { kind: 'winnable' }) => void) =>
    quietly(async () => {
      const state = events();
      if (state.shownTable) return;
      const game = state.game;
      if (!service.known(positionOf(game))) set({ busy: waiting });
      const outcome = await ask(positionOf(game)).finally(() => set({ busy: null }));
      if (stale(game)) return;
      if (outcome.kind === 'winnable') return use(game, outcome);
      if (outcome.kind === 'not-winnable') return findWayBack(game, true);
      notice(undecidedWords(outcome), 'info');
    });

  return {
    hint: () => {
      if (events().finished === 'won') return notice('Nothing to hint: the game is won.', 'info');
      withSolution('Looking for a hint…', (game, { solution: line }) => {
        const move = line[0];
        if (!move) return;
        events().highlightShown({ move, why: 'hint' });
        notice(`Hint: ${moveWords(positionOf(game), move)}`, 'info');
        events().hintUsed();
        if (get().sign !== null) set({ sign: 'winnable' });
      });
    },
    checkWinnable: () => judge(true),
    refreshSign: () => judge(false),
    undoTo: (moves) => {
      for (let left = events().game.moves.length; left > moves;) {
        events().undone();
        const now = events().game.moves.length;
        if (now >= left) break;
        left = now;
      }
    },
    showSolution: () =>
      withSolution('Finding a solution…', (game, { solution: line }) => solution.show(openSolution(positionOf(game), line))),
    ...solution.actions,
    dispose: () => {
      solution.actions.closeSolution();
      stops.forEach((stop) => stop());
      service.dispose();
    },
  };
}

/** The solution on the table: shown a step at a time, played by itself, closed, or made the player's. */
function solutionActions(patience: PatienceStore, set: Set, get: Get, playEvery: number) {
  const events = () => patience.getState();
  let timer: ReturnType<typeof setInterval> | null = null;
  const stopPlaying = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    set({ playing: false });
  };
  const show = (shown: SteppedSolution) => {
    set({ solution: shown });
    events().tableShown({ position: solutionTable(shown), caption: solutionCaption(shown) });
    const next = nextSolutionMove(shown);
    events().highlightShown(next ? { move: next, why: 'solve' } : null);
  };
  const step = (delta: number) => {
    const shown = get().solution;
    if (shown) show(stepSolution(shown, delta));
    return shown !== null && nextSolutionMove(get().solution!) !== null;
  };
  const closeSolution = () => {
    stopPlaying();
    if (!get().solution) return;
    set({ solution: null });
    events().tableShown(null);
    events().highlightShown(null);
  };
  const actions = {
    stepSolution: (delta: number) => {
      stopPlaying();
      step(delta);
    },
    playSolution: () => {
      if (!get().solution || timer !== null) return;
      set({ playing: true });
      timer = setInterval(() => {
        if (!step(1)) stopPlaying();
      }, playEvery);
    },
    closeSolution,
    playFromHere: () => {
      const shown = get().solution;
      if (!shown) return;
      closeSolution();
      events().hintUsed();
      let played = 0;
      for (const move of shown.line.slice(0, shown.step)) {
        const rejection = checkMove(positionOf(events().game), move);
        // Auto-play may have sent a card home before the solution does: that move is made already.
        if (rejection?.code === 'on-foundation') continue;
        if (rejection) break;
        events().moved(move);
        played++;
      }
      events().noticeShown({
        text: `${played} move${played === 1 ? '' : 's'} of the solution made for you; the game counts as helped.`,
        tone: 'info',
      });
    },
  };
  return { show, actions };
}

/**
 * What the tools hear from the patience store: a new table clears the way back and, with "Still
 * winnable?" on, asks about the table once its moves have settled (one player's move may bring
 * auto-play's moves with it); a new deal may be replaced by a winnable one.
 */
function listen(patience: PatienceStore, solving: SolvingStore, service: SolverService, options: SolvingOptions): () => void {
  const deals = winnableDeals(patience, service, options, (busy) => solving.setState({ busy }));
  const showing = () => patience.getState().settings.showWinnable;
  let scheduled = false;
  const judgeSoon = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      if (showing()) solving.getState().refreshSign();
    });
  };
  const off = patience.onPatienceEvent((event) => {
    if (event.type === 'won') return;
    if (event.type !== 'acted') solving.getState().closeSolution();
    if (event.type === 'dealt') deals.dealt(event.game);
    if (event.type === 'restored') deals.stop();
    solving.setState({ lost: null, ...(!showing() && { sign: null }) });
    if (!showing()) service.cancel(GAME_LANE);
    judgeSoon();
  });
  const unsubscribe = patience.subscribe((state, before) => {
    if (state.settings.showWinnable === before.settings.showWinnable) return;
    if (state.settings.showWinnable) judgeSoon();
    else solving.setState({ sign: null });
  });
  judgeSoon();
  return () => {
    off();
    unsubscribe();
    deals.stop();
  };
}

/** The questions about the table now, in the game's lane: a newer one, or a move, makes an older one stop quietly. */
function questions({ patience, service, set, get }: Context) {
  const events = () => patience.getState();
  const notice = (text: string, tone: PatienceTone) => events().noticeShown({ text, tone });
  const stale = (game: PatienceGame) => events().game !== game;

  const ask = async (position: PatiencePosition): Promise<SolverOutcome> => {
    const outcome = await service.solve(position, { lane: GAME_LANE });
    if (outcome.kind === 'superseded') throw new Superseded();
    return outcome;
  };
  const winnability = async (position: PatiencePosition): Promise<Winnability> => {
    const outcome = await ask(position);
    return outcome.kind === 'winnable' || outcome.kind === 'not-winnable' ? outcome.kind : 'undecided';
  };
  /** Runs a question about the table now; a newer one or a move makes it stop quietly. */
  const quietly = (work: () => Promise<void>) => {
    void work().catch((e: unknown) => {
      if (!(e instanceof Superseded)) throw e;
    });
  };

  /** The game is lost: where it could last be won, said once as it happens (`announce`) and kept beside the table. */
  const findWayBack = async (game: PatienceGame, announce: boolean) => {
    set({ sign: 'lost', busy: 'Looking for where the deal could still be won…' });
    const found = await findLastWinnable(game.positions.length, (i) => winnability(game.positions[i]!)).finally(() => set({ busy: null }));
    if (stale(game)) return;
    const lost = lostMessage(found);
    set({ lost });
    if (announce) notice(lost.text, 'bad');
  };

  /** The sign for the table now; `asked`: the player pressed "Still winnable?" (then the answer is said). */
  const judge = (asked: boolean) =>
    quietly(async () => {
      const game = events().game;
      const before = get().sign;
      if (!service.known(positionOf(game))) set({ sign: 'checking' });
      const outcome = await ask(positionOf(game));
      if (stale(game)) return;
      if (outcome.kind === 'not-winnable') return findWayBack(game, asked || before !== 'lost');
      set({ sign: outcome.kind === 'winnable' ? 'winnable' : 'undecided', lost: null });
      // 'info', not 'good': the screen keeps 'good' for the win, which its won screen shows.
      if (asked) notice(outcome.kind === 'winnable' ? 'This deal can still be won.' : undecidedWords(outcome), 'info');
    });

  return { ask, quietly, findWayBack, judge };
}

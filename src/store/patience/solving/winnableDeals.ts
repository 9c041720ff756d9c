// "Winnable deals only": a new deal stays on the table only once the solver has won it; otherwise deal
// numbers are drawn at random and tried in the worker until one is won, and that one is dealt. The page
// stays live throughout (every search is the worker's), and the tries are capped.
import { dealBrigade, type PatienceGame } from '../../../patience/index.ts';
import { RANDOM_PATIENCE_DEALS, type PatienceStore } from '../patienceStore.ts';
import type { SolverService } from './solverService.ts';

export interface WinnableDealOptions {
  /** A random deal number to try. */
  readonly randomDeal?: () => number;
  /** Deals tried before giving up (the deal on the table counts as the first). */
  readonly winnableTries?: number;
  /** The tables one deal's search may store: a deal harder than that is skipped rather than waited for. */
  readonly dealStates?: number;
}

const DEAL_LANE = 'deal';
/** Nearly every deal is won (docs/measurements.md), so a few tries are plenty; the cap keeps a bad run short. */
export const WINNABLE_TRIES = 12;
/** About a second's search in the worker: most deals are won within a few thousand tables. */
export const DEAL_STATES = 60_000;
export const FINDING_WORDS = 'Finding a winnable deal…';

/** Whether the table still shows that deal untouched by the player (auto-play's moves aside). */
function untouched(patience: PatienceStore, game: PatienceGame): boolean {
  const state = patience.getState();
  return (
    state.game.dealNumber === game.dealNumber &&
    state.game.start === game.start &&
    state.autoPlayed.every(Boolean) &&
    state.game.undone.length === 0
  );
}

export function winnableDeals(
  patience: PatienceStore,
  service: SolverService,
  options: WinnableDealOptions,
  say: (busy: string | null) => void,
) {
  const randomDeal = options.randomDeal ?? (() => Math.floor(Math.random() * RANDOM_PATIENCE_DEALS));
  const tries = options.winnableTries ?? WINNABLE_TRIES;
  const maxStates = options.dealStates ?? DEAL_STATES;
  /** The deal this tool dealt itself, known to be won: its own 'dealt' asks nothing. */
  let dealtHere: { dealNumber: number; grace: string } | null = null;

  const find = async (game: PatienceGame) => {
    say(FINDING_WORDS);
    for (let tried = 0; tried < tries; tried++) {
      const dealNumber = tried === 0 ? game.dealNumber! : randomDeal();
      const start = tried === 0 ? game.start : dealBrigade(dealNumber, game.start.grace);
      const outcome = await service.solve(start, { lane: DEAL_LANE, maxStates });
      if (outcome.kind === 'superseded') return;
      if (outcome.kind !== 'winnable') continue;
      say(null);
      if (tried === 0) return;
      if (!untouched(patience, game)) {
        return patience
          .getState()
          .noticeShown({ text: `Deal ${game.dealNumber} may not be winnable: the solver could not win it.`, tone: 'info' });
      }
      dealtHere = { dealNumber, grace: start.grace };
      patience.getState().dealt({ dealNumber, grace: game.start.grace });
      return patience.getState().noticeShown({ text: `Deal ${dealNumber}: a deal the solver has won.`, tone: 'info' });
    }
    say(null);
    patience.getState().noticeShown({ text: `No winnable deal found in ${tries} tries; this deal may not be winnable.`, tone: 'info' });
  };

  return {
    /** A deal came to the table: with the setting on, it is checked and replaced if the solver cannot win it. */
    dealt(game: PatienceGame) {
      const mine = dealtHere?.dealNumber === game.dealNumber && dealtHere?.grace === game.start.grace;
      dealtHere = null;
      if (mine || game.dealNumber === null || !patience.getState().settings.winnableOnly) return service.cancel(DEAL_LANE);
      void find(game);
    },
    /** A game was put back on the table (resumed): no deal is being looked for any more. */
    stop() {
      dealtHere = null;
      service.cancel(DEAL_LANE);
      say(null);
    },
  };
}

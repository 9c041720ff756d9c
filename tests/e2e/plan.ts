// Plans the end-to-end game with the engine itself, so the browser test never guesses: it searches the
// deals from 1 up for the first one where a short, sensible game shows everything game.spec.ts plays —
// a reveal, a keyboard tableau move, a click-then-click move, a foundation play, a card loaded onto
// the opponent's pile, a refused drop, a false knock, a deliberate fault with a valid knock and its
// lesson — and finds a finished self-play game to load near its end and finish through the page.
// makePlan() gives the plan; game.spec.ts calls it before its first check.
import {
  availableActions,
  cardCode,
  cardLabel,
  checkMove,
  chooseAction,
  currentFault,
  distanceNow,
  isFoundationPlay,
  legalMoves,
  makeRecord,
  newGame,
  other,
  pileIndex,
  replay,
  type Action,
  type CardMove,
  type GameState,
  type PlayerIndex,
} from '../../src/engine/index.ts';
import { analyze, LocalReferee } from '../../src/engine/search/index.ts';
import { mustApply } from './must-apply.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';

export const NAMES: readonly [string, string] = ['Ada', 'Ben'];

/** One referee for the whole plan: a position judged once is not searched again. */
const referee = new LocalReferee();

type How = 'pointer' | 'keyboard' | 'click' | 'key' | 'button';
export interface Expect {
  /** How many actions the saved record holds after the step. */
  readonly actions: number;
  /** The last of them, as the record writes it. */
  readonly last: unknown;
}
export type Step =
  | { do: 'move'; how: How; card: string; from: string; to: string; expect: Expect; what: string }
  | { do: 'illegal'; card: string; from: string; to: string; message: string; what: string }
  | { do: 'reveal'; how: How; player: PlayerIndex; expect: Expect; what: string }
  | { do: 'discard'; how: How; from: string; to: string; expect: Expect; what: string }
  | { do: 'pass'; expect: Expect; what: string }
  | { do: 'knock'; how: How; by: PlayerIndex; valid: boolean; expect: Expect; what: string; headline?: string; lineLength?: number }
  | { do: 'reload'; what: string };

export interface Plan {
  readonly names: readonly [string, string];
  readonly dealNumber: number;
  readonly steps: Step[];
  /** A finished self-play game cut a few actions before its end, and those actions. */
  readonly finish: { readonly record: unknown; readonly steps: Step[]; readonly winner: string; readonly dealNumber: number };
  /** A new game whose first player can put an Ace up at once: the card and where it lies (its pile is drawn where the Ace lands). */
  readonly ace: { readonly record: unknown; readonly card: string; readonly from: string; readonly dealNumber: number };
}

const expectOf = (state: GameState): Expect => {
  const actions = makeRecord(state).actions;
  return { actions: actions.length, last: actions[actions.length - 1] };
};

const must = mustApply('plan', referee);

const isTableauMove = (move: CardMove) => pileIndex(move.from, 'tableau') !== null && pileIndex(move.to, 'tableau') !== null;

/** A card move as a step: where its card lies and where it goes, on the board as drawn. */
function moveStep(state: GameState, move: CardMove, how: How, what: string, after: GameState): Step {
  const mover = state.position.toMove;
  return {
    do: 'move',
    how,
    card: cardCode(move.card),
    from: placeOfFrom(move.from, mover),
    to: placeOfTo(move.to, mover),
    expect: expectOf(after),
    what,
  };
}

/** A step for an action of the ordinary game; `firsts` says which ways of doing things are still untried. */
function stepFor(state: GameState, action: Action, after: GameState, firsts: Set<string>): Step {
  const mover = state.position.toMove;
  const first = (what: string) => (firsts.has(what) ? (firsts.delete(what), true) : false);
  switch (action.type) {
    case 'move': {
      const move = action.move;
      if (isFoundationPlay(move)) return moveStep(state, move, 'pointer', 'a foundation play', after);
      if (isTableauMove(move) && first('keyboard')) return moveStep(state, move, 'keyboard', 'a tableau move by keyboard', after);
      if (first('click')) return moveStep(state, move, 'click', 'a move by click-then-click', after);
      return moveStep(state, move, 'pointer', 'a card move', after);
    }
    case 'reveal':
      return { do: 'reveal', how: first('reveal-click') ? 'click' : 'key', player: mover, expect: expectOf(after), what: 'reveal' };
    case 'discard':
      // Most discards are drops on the discard pile; one is the button and one the D key.
      return {
        do: 'discard',
        how: first('discard-button') ? 'button' : first('discard-key') ? 'key' : 'pointer',
        from: `inPlay:${mover}`,
        to: `discard:${mover}`,
        expect: expectOf(after),
        what: 'discard and end the turn',
      };
    case 'pass':
      return { do: 'pass', expect: expectOf(after), what: 'pass' };
    default:
      throw new Error(`plan: unexpected ${action.type}`);
  }
}

/** A drop the engine refuses: a tableau top onto a tableau pile that does not take it. */
function refusedDrop(state: GameState): Step | null {
  const p = state.position;
  for (let from = 0; from < 8; from++) {
    const pile = p.tableau[from]!;
    if (pile.length === 0) continue;
    for (let to = 0; to < 8; to++) {
      if (to === from || p.tableau[to]!.length === 0) continue;
      const move: CardMove = { card: pile[pile.length - 1]!, from: `tableau:${from}`, to: `tableau:${to}` };
      const rejection = checkMove(p, move);
      if (rejection)
        return {
          do: 'illegal',
          card: cardCode(move.card),
          from: move.from,
          to: move.to,
          message: rejection.message,
          what: 'a refused drop',
        };
    }
  }
  return null;
}

/** Actions played on after the reload. */
const PLAY_ON = 50;

const GOALS = ['reveal', 'keyboard', 'click', 'foundation', 'opponent', 'illegal', 'falseKnock', 'fault'];

/** The scenario on one deal, or null when it does not show everything within `maxSteps`; `deepFault` waits for a fault with a line of two moves or more. */
function scenario(dealNumber: number, maxSteps: number, deepFault: boolean): Plan['steps'] | null {
  let state = newGame({ dealNumber, names: NAMES });
  const steps: Step[] = [];
  const firsts = new Set(['keyboard', 'click', 'reveal-click', 'discard-button', 'discard-key']);
  const done = new Set<string>();
  while (steps.length < maxSteps) {
    if (state.result) return null;
    const mover = state.position.toMove;
    if (!done.has('illegal') && steps.length >= 1) {
      const refused = refusedDrop(state);
      if (refused) {
        steps.push(refused);
        done.add('illegal');
        continue;
      }
    }
    if (
      done.has('foundation') &&
      !done.has('falseKnock') &&
      state.actionsThisTurn > 0 &&
      currentFault(state, referee) === null &&
      availableActions(state).knockBy === other(mover)
    ) {
      state = must(state, { type: 'knock', by: other(mover) });
      steps.push({ do: 'knock', how: 'key', by: other(mover), valid: false, expect: expectOf(state), what: 'a false knock' });
      done.add('falseKnock');
      continue;
    }
    const ready = GOALS.filter((g) => g !== 'fault').every((g) => done.has(g));
    const me = state.position.players[mover];
    const distance = ready && !done.has('fault') ? distanceNow(state, referee) : null;
    if (distance !== null && (distance >= 1 || !deepFault) && (me.inPlay !== null || availableActions(state).reveal)) {
      const fault: Action = me.inPlay !== null ? { type: 'discard' } : { type: 'reveal' };
      const after = must(state, fault);
      steps.push({ ...stepFor(state, fault, after, firsts), what: `a deliberate fault (${fault.type}) at distance ${distance}` });
      state = after;
      const knocker = availableActions(state).knockBy!;
      const knocked = must(state, { type: 'knock', by: knocker });
      const outcome = knocked.lastKnock;
      if (!outcome || !outcome.valid) throw new Error('plan: the knock after a fault was not valid');
      const line = outcome.fault.missedLine;
      const headline = `${NAMES[outcome.offender]} missed ${cardLabel(line[line.length - 1]!.card)} to the foundation`;
      steps.push({
        do: 'knock',
        how: 'button',
        by: knocker,
        valid: true,
        expect: expectOf(knocked),
        what: 'a valid knock',
        headline,
        lineLength: line.length,
      });
      state = knocked;
      done.add('fault');
      steps.push({ do: 'reload', what: 'a reload that resumes' });
      // The game goes on after the reload, long enough that the drop timings are a fair sample.
      for (let i = 0; i < PLAY_ON && state.result === null; i++) {
        const action = chooseAction(state, referee, undefined, { knockRate: 0 });
        if (action.type === 'knock') break;
        const next = must(state, action);
        steps.push(stepFor(state, action, next, firsts));
        state = next;
      }
      return steps;
    }
    if (!done.has('opponent') && done.has('foundation')) {
      const load = analyze(state.position).faultFree.find((m) => m.to === 'opponentClaw' || m.to === 'opponentDiscard');
      if (load) {
        const after = must(state, { type: 'move', move: load });
        steps.push(moveStep(state, load, 'pointer', "loading the opponent's pile", after));
        state = after;
        done.add('opponent');
        continue;
      }
    }
    const action = chooseAction(state, referee, undefined, { knockRate: 0 });
    if (action.type === 'knock') return null;
    const after = must(state, action);
    const step = stepFor(state, action, after, firsts);
    steps.push(step);
    if (action.type === 'reveal') done.add('reveal');
    if (action.type === 'move' && isFoundationPlay(action.move)) done.add('foundation');
    if (action.type === 'move' && (action.move.to === 'opponentClaw' || action.move.to === 'opponentDiscard')) done.add('opponent');
    if (step.do === 'move' && step.how === 'keyboard') done.add('keyboard');
    if (step.do === 'move' && step.how === 'click') done.add('click');
    state = after;
  }
  return null;
}

/** A won self-play game, loaded a few card moves and reveals before its end and finished by pointer. */
function finish(): Plan['finish'] {
  for (let deal = 1; deal < 400; deal++) {
    const game = playGame(deal, { names: NAMES, knockRate: 0, seed: 1, referee });
    if (game.result?.kind !== 'win') continue;
    const actions = game.actions;
    const tailLength = 3;
    const tail = actions.slice(actions.length - tailLength);
    if (!tail.every((a) => a.type === 'move' || a.type === 'reveal')) continue;
    const cut = replay(
      { dealNumber: deal, start: null, names: NAMES, rules: game.rules, actions: actions.slice(0, actions.length - tailLength) },
      referee,
    );
    if (!cut.ok) throw new Error(`plan: the cut game does not replay: ${cut.error}`);
    let state = cut.value;
    const steps: Step[] = [];
    const firsts = new Set<string>();
    for (const action of tail) {
      const after = must(state, action);
      steps.push(stepFor(state, action, after, firsts));
      state = after;
    }
    return { record: makeRecord(cut.value), steps, winner: NAMES[game.result.winner], dealNumber: deal };
  }
  throw new Error('plan: no won self-play game found');
}

/** The first deal whose first player may start a foundation with an Ace at once. */
function aceDeal(): Plan['ace'] {
  for (let deal = 1; deal < 400; deal++) {
    const game = newGame({ dealNumber: deal, names: NAMES });
    const move = legalMoves(game.position).find((m) => m.to === 'foundation:0');
    if (move)
      return { record: makeRecord(game), card: cardCode(move.card), from: placeOfFrom(move.from, game.position.toMove), dealNumber: deal };
  }
  throw new Error('plan: no deal offers an Ace at once');
}

export function makePlan(): Plan {
  for (const deepFault of [true, false]) {
    for (let deal = 1; deal < 200; deal++) {
      const steps = scenario(deal, 60, deepFault);
      if (steps) return { names: NAMES, dealNumber: deal, steps, finish: finish(), ace: aceDeal() };
    }
  }
  throw new Error('plan: no deal shows every part of the scenario within 60 steps');
}

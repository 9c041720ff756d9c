// The game: a new game from a deal number, and the pure reducer that referees every action (RULES R4,
// R6–R8). `applyAction` never throws on bad input and never mutates the state it is given. A card
// move, reveal, discard or pass needs no search; a knock and a take-back ask the referee handed in.
import { CARD_COUNT } from './cards.ts';
import { dealGame } from './deal.ts';
import { describeDiscard, describeDraw, describeMove, describePass, describeResign, describeReveal, describeTakeBack } from './describe.ts';
import { isObject } from './json.ts';
import { knock } from './knock.ts';
import { applyMove, checkMove, sourceCard, type CardMove } from './moves.ts';
import { other, type PlayerIndex } from './position.ts';
import { isFaultIn, type Referee } from './verdicts.ts';
import { err, ok, type Result } from './result.ts';
import type { Seat } from './seats.ts';
import { DEFAULT_HOUSE_RULES, type Action, type GameRejection, type GameState, type HouseRules } from './state.ts';
import { canPass, canReveal, discardInPlay, reveal } from './zones.ts';
import { afterPlay, recorded } from './turn.ts';

/** The players' names when none are given; in lessons and drills the learner sits South (player 0) unless a drill says otherwise. */
export const NAMES: readonly [string, string] = ['South', 'North'];

/** A game at the start of a deal (R3): the starting player is to move, nothing has happened yet. */
export function newGame(opts: {
  dealNumber: number;
  names?: readonly [string, string];
  rules?: Partial<HouseRules>;
  seats?: readonly [Seat, Seat];
  seed?: number;
}): GameState {
  const { position } = dealGame(opts.dealNumber);
  const rules: HouseRules = { ...DEFAULT_HOUSE_RULES, ...opts.rules };
  return {
    position,
    dealNumber: opts.dealNumber,
    start: null,
    names: opts.names ?? NAMES,
    rules,
    turn: 1,
    actionsThisTurn: 0,
    steps: [],
    previousTurn: null,
    knocked: [0, 0],
    falseKnocks: [0, 0],
    result: null,
    lastKnock: null,
    actions: [],
    log: [],
    takeBacks: [],
    // Noted only when given, so that a game of two people is what it always was.
    ...(opts.seats !== undefined && { seats: opts.seats }),
    ...(opts.seed !== undefined && { seed: opts.seed }),
  };
}

const reject = (code: GameRejection['code'], message: string): Result<never, GameRejection> => err({ code, message });
const isPlayer = (x: unknown): x is PlayerIndex => x === 0 || x === 1;

/** The action as the record keeps it (only its own fields), or null when it is not a well-formed action. */
function wellFormed(action: unknown): Action | null {
  if (!isObject(action)) return null;
  switch (action.type) {
    case 'move': {
      const move = action.move;
      if (!isObject(move) || typeof move.from !== 'string' || typeof move.to !== 'string') return null;
      if (!Number.isInteger(move.card) || (move.card as number) < 0 || (move.card as number) >= CARD_COUNT) return null;
      return { type: 'move', move: { card: move.card as number, from: move.from, to: move.to } as CardMove };
    }
    case 'reveal':
    case 'discard':
    case 'pass':
    case 'takeBack':
      return { type: action.type };
    case 'knock':
    case 'resign':
      return isPlayer(action.by) ? { type: action.type, by: action.by } : null;
    case 'draw':
      if (action.reason === undefined) return { type: 'draw' };
      return action.reason === 'agreed' || action.reason === 'turn-limit' ? { type: 'draw', reason: action.reason } : null;
    default:
      return null;
  }
}

/** R4.1–R4.3, R4.5: a card move, judged (R6) and carried out even when it is a fault. */
function playMove(state: GameState, requested: CardMove): Result<GameState, GameRejection> {
  const position = state.position;
  const rejection = checkMove(position, requested);
  if (rejection) return err(rejection);
  // The record names the physical card at the source (two decks: a face alone is ambiguous).
  const move: CardMove = { card: sourceCard(position, requested.from)!, from: requested.from, to: requested.to };
  const action: Action = { type: 'move', move };
  const next = applyMove(position, move);
  const takeBacks = state.rules.takeBack ? [...state.takeBacks, { move, before: position }] : state.takeBacks;
  return ok(afterPlay(state, { action, position: next, text: describeMove(position, move, state.names), takeBacks }));
}

function playReveal(state: GameState): Result<GameState, GameRejection> {
  const me = state.position.players[state.position.toMove];
  if (me.inPlay !== null) return reject('card-in-play-already', 'You already have a card in play: play it or discard it first.');
  if (!canReveal(me)) return reject('nothing-to-reveal', 'Your deck and discard pile are both empty: there is nothing to reveal.');
  const action: Action = { type: 'reveal' };
  const revealed = reveal(state.position);
  const text = describeReveal(state.names[state.position.toMove], revealed.card, revealed.turnedOver);
  // A take-back never reaches back past a reveal: the deck has changed under the earlier moves.
  return ok(afterPlay(state, { action, position: revealed.position, text, takeBacks: [] }));
}

function playDiscard(state: GameState): Result<GameState, GameRejection> {
  const mover = state.position.toMove;
  const card = state.position.players[mover].inPlay;
  if (card === null) return reject('no-card-in-play', 'You have no card in play to discard: turn up the top card of your deck first.');
  const action: Action = { type: 'discard' };
  const position = discardInPlay(state.position, mover);
  return ok(afterPlay(state, { action, position, text: describeDiscard(state.names[mover], card), takeBacks: [], endsTurn: true }));
}

function playPass(state: GameState): Result<GameState, GameRejection> {
  const mover = state.position.toMove;
  if (!canPass(state.position.players[mover])) {
    return reject('pass-not-allowed', 'You can pass only when no card is in play and your deck and discard pile are both empty.');
  }
  const action: Action = { type: 'pass' };
  return ok(afterPlay(state, { action, position: state.position, text: describePass(state.names[mover]), takeBacks: [], endsTurn: true }));
}

/**
 * House rule: the mover's own last card move of this turn goes back, if it was not a fault (the
 * referee judges it). The move leaves the turn's judged actions: it is as if it was never made.
 */
function playTakeBack(state: GameState, referee: Referee): Result<GameState, GameRejection> {
  if (!state.rules.takeBack) return reject('take-back-off', 'Take-backs are not allowed in this game.');
  const last = state.takeBacks[state.takeBacks.length - 1];
  if (!last) return reject('take-back-nothing', 'You have made no card move this turn that can be taken back.');
  const action: Action = { type: 'move', move: last.move };
  if (isFaultIn(referee.verdict(last.before), action, state.rules)) {
    return reject('take-back-fault', 'That move cannot be taken back: it was a fault, it did not head for the foundation play (R6.3).');
  }
  const text = describeTakeBack(last.before, last.move, state.names);
  // Take-back entries are cleared by every judged action but a card move, so the last step is this move.
  const steps = state.steps.slice(0, -1);
  return ok(
    afterPlay(state, { action: { type: 'takeBack' }, position: last.before, text, takeBacks: state.takeBacks.slice(0, -1), steps }),
  );
}

/** R8.2: a resignation or an agreed draw ends the game at once. */
function endByAgreement(state: GameState, action: Extract<Action, { type: 'resign' | 'draw' }>): GameState {
  if (action.type === 'resign') {
    return {
      ...state,
      ...recorded(state, action, action.by, describeResign(state.names, action.by)),
      result: { kind: 'resign', winner: other(action.by) },
    };
  }
  const reason = action.reason ?? 'agreed';
  return { ...state, ...recorded(state, action, state.position.toMove, describeDraw(reason)), result: { kind: 'draw', reason } };
}

/**
 * The state after an action, or why it is refused (the state given is left as it was). A knock or a
 * take-back asks `referee` for the verdicts of `positionsToJudge(state, action)`; nothing else does.
 */
export function applyAction(state: GameState, action: Action, referee: Referee): Result<GameState, GameRejection> {
  const checked = wellFormed(action);
  if (checked === null) return reject('bad-action', 'The game does not know that action.');
  if (state.result !== null) return reject('game-over', 'The game is over.');
  switch (checked.type) {
    case 'move':
      return playMove(state, checked.move);
    case 'reveal':
      return playReveal(state);
    case 'discard':
      return playDiscard(state);
    case 'pass':
      return playPass(state);
    case 'takeBack':
      return playTakeBack(state, referee);
    case 'knock':
      return knock(state, checked.by, referee);
    case 'resign':
    case 'draw':
      return ok(endByAgreement(state, checked));
  }
}

/** Which of the actions that are not card moves can be made now, for buttons. */
export function availableActions(state: GameState): {
  reveal: boolean;
  discard: boolean;
  pass: boolean;
  knockBy: PlayerIndex | null;
  takeBack: boolean;
} {
  if (state.result !== null) return { reveal: false, discard: false, pass: false, knockBy: null, takeBack: false };
  const mover = state.position.toMove;
  const me = state.position.players[mover];
  const last = state.takeBacks[state.takeBacks.length - 1];
  // R7.1: at the start of a turn the mover may knock the turn just ended; a knock by the other player
  // then could only be false (nothing has been done yet), so the mover's knock is the one offered.
  const moverMayKnock = state.actionsThisTurn === 0 && state.previousTurn?.knockable === true;
  return {
    reveal: canReveal(me),
    discard: me.inPlay !== null,
    pass: canPass(me),
    knockBy: moverMayKnock ? mover : other(mover),
    // Whether the move was a fault is not shown here (that would tell the watcher): a take-back of a fault is refused with the reason.
    takeBack: state.rules.takeBack && last !== undefined,
  };
}

/** R8.3: each player's moral score, lower is better: knocked count plus counted false knocks. */
export function moralScores(state: GameState): readonly [number, number] {
  const falseKnocks = state.rules.countFalseKnocks ? state.falseKnocks : ([0, 0] as const);
  return [state.knocked[0] + falseKnocks[0], state.knocked[1] + falseKnocks[1]];
}

/** R8.3: the moral victory goes to the lower score, whoever won the game; equal scores share it. */
export function moralWinner(state: GameState): PlayerIndex | 'shared' {
  const [a, b] = moralScores(state);
  return a === b ? 'shared' : a < b ? 0 : 1;
}

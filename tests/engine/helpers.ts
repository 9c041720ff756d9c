// Shared fixtures for the engine tests: positions written the way docs/formats.md writes them, and games
// started from them.
import {
  applyAction,
  cardCode,
  gameAt as gameAtPosition,
  isFoundationPlay,
  legalMoves,
  parseMove,
  parsePosition,
  type Action,
  type GameState,
  type HouseRules,
  type Position,
  type PositionJson,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { Board } from '../../src/engine/search/board.ts';
import { foundationFits, markWanted } from '../../src/engine/search/targets.ts';
import { mulberry32, randomPosition, type GenerateOptions } from '../../src/tooling/generate.ts';

type Pile = readonly string[];
interface PilesSpec {
  readonly deck?: Pile;
  readonly inPlay?: string | null;
  readonly discard?: Pile;
  readonly claw?: Pile;
}
export interface TableSpec {
  readonly toMove?: 0 | 1;
  readonly players: readonly [PilesSpec, PilesSpec];
  readonly tableau: readonly Pile[];
  readonly foundations?: readonly Pile[];
}

/** A position from a short spec: missing piles are empty. Throws if the spec is not a valid position. */
export function table(spec: TableSpec): Position {
  const piles = (p: PilesSpec) => ({
    deck: [...(p.deck ?? [])],
    inPlay: p.inPlay ?? null,
    discard: [...(p.discard ?? [])],
    claw: [...(p.claw ?? [])],
  });
  const json: PositionJson = {
    format: 'brigadier-position/1',
    toMove: spec.toMove ?? 0,
    players: [piles(spec.players[0]), piles(spec.players[1])],
    tableau: spec.tableau.map((pile) => [...pile]),
    foundations: (spec.foundations ?? []).map((pile) => [...pile]),
  };
  const parsed = parsePosition(json);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/**
 * The referee the engine tests share: it searches in-process and remembers its verdicts by position
 * key, so a position judged by one test is not searched again by the next.
 */
export const referee = new LocalReferee();

/** A game at a given position, as if the deal had produced it (turn 1, nothing recorded). */
export const gameAt = (position: Position, rules: Partial<HouseRules> = {}): GameState => gameAtPosition(position, { rules });

/** The state after actions that must all be accepted (a knock or take-back is judged by the shared `referee`). */
export function play(state: GameState, ...actions: Action[]): GameState {
  for (const action of actions) {
    const result = applyAction(state, action, referee);
    if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.error.code}: ${result.error.message}`);
    state = result.value;
  }
  return state;
}

/** Freezes an object and everything reachable from it, so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export const REVEAL: Action = { type: 'reveal' };
export const DISCARD: Action = { type: 'discard' };
export const PASS: Action = { type: 'pass' };
export const TAKE_BACK: Action = { type: 'takeBack' };
export const knockBy = (by: 0 | 1): Action => ({ type: 'knock', by });

/** A card move written as in docs/formats.md; the card is named by its face, the referee finds the physical card. */
export function mv(card: string, from: string, to: string): Action {
  const parsed = parseMove({ card, from, to });
  if (!parsed.ok) throw new Error(parsed.error);
  return { type: 'move', move: parsed.value };
}

/** Card codes of a pile, bottom to top. */
export const codesOf = (pile: readonly number[]): string[] => pile.map(cardCode);

/** A proof of none run before the search (search/bottoms.ts, search/packing.ts). */
interface NoneProof {
  allUnreachable(board: Board, wanted: Uint8Array): boolean;
}

/** What a proof of none says of a position, on a search board of its own: true when it proves that no target can be reached. */
export function provesNone(proof: NoneProof, position: Position): boolean {
  const wanted = markWanted(foundationFits(position), new Uint8Array(53));
  const board = new Board();
  board.load(position);
  return proof.allUnreachable(board, wanted);
}

/** Generated positions of every kind the bench uses, without most trivial distance-0 ones. */
export function generated(seed: number, count: number): Position[] {
  const random = mulberry32(seed);
  const kinds: GenerateOptions[] = [
    { maxPile: 4 },
    { runs: true, maxPile: 6 },
    { emptyPiles: 3, buryWanted: 4, maxPile: 4 },
    { runs: true, emptyPiles: 2, buryWanted: 3, maxPile: 4 },
    { emptyPiles: 4, buryWanted: 5, maxPile: 3 },
  ];
  const positions: Position[] = [];
  while (positions.length < count) {
    const position = randomPosition(random, kinds[positions.length % kinds.length]);
    if (legalMoves(position).some(isFoundationPlay) && random() < 0.9) continue;
    positions.push(position);
  }
  return positions;
}

// Checks on the analyzer's output shared by the analysis tests.
import { checkMove, isFoundationPlay, makeMove, type CardMove, type Position } from '../../src/engine/index.ts';
import { searchChild } from '../../src/engine/search/index.ts';

/** Why a line is not a valid shortest line of `distance` moves then a foundation play, or null. */
export function lineProblem(position: Position, line: readonly CardMove[], distance: number): string | null {
  if (line.length !== distance + 1) return `line has ${line.length} moves, expected ${distance + 1}`;
  let at = position;
  for (const [i, move] of line.entries()) {
    const rejection = checkMove(at, move);
    if (rejection) return `move ${i} ${JSON.stringify(makeMove(move))} is illegal: ${rejection.message}`;
    const last = i === line.length - 1;
    if (last !== isFoundationPlay(move)) return `move ${i} ${last ? 'must' : 'must not'} be a foundation play`;
    at = searchChild(at, move);
  }
  return null;
}

/** A move set as sorted JSON strings, for order-free comparison. */
export const moveSet = (moves: readonly (CardMove | { card: string; from: string; to: string })[]): string[] =>
  moves
    .map((m) =>
      typeof m.card === 'string'
        ? `${m.card} ${m.from} ${m.to}`
        : (() => {
            const j = makeMove(m as CardMove);
            return `${j.card} ${j.from} ${j.to}`;
          })(),
    )
    .sort();

// The fast analyzer against the plain reference search (tests/engine/reference-search.ts) on sets of
// generated positions: the cross-check the search tests share.
import { expect } from 'vitest';
import { isFoundationPlay, legalMoves, type CardMove, type Position } from '../../src/engine/index.ts';
import { analyze, foundationDistance, searchChild } from '../../src/engine/search/index.ts';
import { lineProblem, moveSet } from './lines.ts';
import { searchDistance as referenceDistance } from './reference-search.ts';

/** The fault-free moves by the reference: one plain search per legal move; undefined when it gives up. */
function referenceFaultFree(position: Position, k: number, maxStates: number): CardMove[] | undefined {
  let settled = true;
  const moves = legalMoves(position).filter((move) => {
    if (isFoundationPlay(move)) return false;
    const after = referenceDistance(searchChild(position, move), k - 1, maxStates);
    if (after === undefined) settled = false;
    return after?.distance === k - 1;
  });
  return settled ? moves : undefined;
}

/**
 * The fast analysis against the reference on each position: distance, a valid line, and the fault-free
 * moves (all legal moves at none). Counts what the reference settled within `maxStates`.
 */
export function crossCheck(positions: readonly Position[], maxStates: number) {
  let settled = 0;
  let faultFreeChecked = 0;
  const distances = new Set<number | null>();
  for (const position of positions) {
    const reference = referenceDistance(position, Infinity, maxStates);
    const got = analyze(position);
    expect(foundationDistance(position).distance).toBe(got.distance);
    if (got.distance !== null) expect(lineProblem(position, got.line, got.distance)).toBeNull();
    if (!reference) continue;
    settled++;
    distances.add(reference.distance);
    if (got.distance !== reference.distance)
      throw new Error(`fast ${got.distance} ≠ reference ${reference.distance} on ${JSON.stringify(position)}`);
    if (reference.distance === null) {
      expect(moveSet(got.faultFree)).toEqual(moveSet(got.legalMoves));
      continue;
    }
    const expected = referenceFaultFree(position, reference.distance, maxStates);
    if (!expected) continue;
    expect(moveSet(got.faultFree)).toEqual(moveSet(expected));
    faultFreeChecked++;
  }
  return { settled, faultFreeChecked, distances: [...distances] };
}

// Small tables for the Brigade tests, written with card codes.
import { parseFace, type Face } from '../../src/engine/index.ts';
import type { GraceRule, PatienceMove, PatiencePosition, PatienceTo } from '../../src/patience/index.ts';

export const card = (code: string): Face => {
  const face = parseFace(code);
  if (face === null) throw new Error(`not a card: ${code}`);
  return face;
};

export interface TableSpec {
  /** Piles of codes, bottom to top; missing piles are empty (7 in all). */
  readonly tableau?: readonly string[][];
  /** Reserve places of codes; missing places are empty (13 in all). */
  readonly reserve?: readonly string[][];
  /** The rank on each foundation, ♠ ♥ ♦ ♣. */
  readonly foundations?: readonly number[];
  readonly grace?: GraceRule;
  readonly graceUsed?: boolean;
  readonly top?: number;
}

/** A table for a rules test: only the cards it names are in play (others count as nowhere). */
export function table(spec: TableSpec): PatiencePosition {
  const pad = (piles: readonly string[][] = [], n: number) => Array.from({ length: n }, (_, i) => (piles[i] ?? []).map(card));
  return {
    tableau: pad(spec.tableau, 7),
    reserve: pad(spec.reserve, 13),
    foundations: spec.foundations ?? [1, 1, 1, 1],
    top: spec.top ?? 13,
    grace: spec.grace ?? 'up',
    graceUsed: spec.graceUsed ?? false,
  };
}

export const move = (code: string, to: PatienceTo, count = 1): PatienceMove => ({ card: card(code), to, count });

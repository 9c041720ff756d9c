// Twin faces on the search board (astar.ts, "Why it is exact").
import { PILE_CAP, RANK, RED, X_OPP_CLAW, type Board } from './board.ts';
import { Sinks } from './bound.ts';
import { TABLEAU_PILES } from '../position.ts';

/**
 * Two faces of the same rank and colour (5♥ and 5♦) that are neither wanted nor can ever go onto an
 * opponent's pile play the same part in every move of the search: R5.2 asks only rank and colour,
 * the foundations never see them (the first foundation play ends the search), and what can be sunk
 * only shrinks as the search goes (bound.ts, Sinks). Swapping such cards between places therefore
 * gives a state with the same moves and the same goals at the same depths, so those states are
 * one state: the board writes both faces as the lower one. The bound is unchanged by it: it counts
 * host copies by host face, and the two host faces of a card are such a pair (or both kept); what
 * the opponent's piles can take depends only on faces that can be sunk, which are kept. The line
 * is replayed on the real position (searcher.ts), so it names the real cards.
 */
export class Twins {
  private readonly rootSinks = new Sinks();
  /** Per face code, the face that stands for it on the search board. */
  private readonly kind = new Uint8Array(53);

  /** Writes each twin face on the board as the one that stands for it (`count`: copies per face); whether any was rewritten. */
  merge(board: Board, count: Int8Array | Uint8Array, wanted: Uint8Array): boolean {
    const kind = this.kind;
    const { cards, len, extra } = board;
    this.rootSinks.update(extra, count, wanted);
    const plain = (face: number) => !wanted[face] && !this.rootSinks.sinkable(face);
    let merged = false;
    for (let face = 1; face <= 52; face++) {
      kind[face] = face;
      if (!plain(face)) continue;
      for (let twin = 1; twin < face; twin++) {
        if (RANK[twin] === RANK[face] && RED[twin] === RED[face] && plain(twin)) kind[face] = twin;
      }
      if (kind[face] !== face && count[face]! > 0) merged = true;
    }
    if (!merged) return false;
    for (let p = 0; p < TABLEAU_PILES; p++) for (let i = 0; i < len[p]!; i++) cards[p * PILE_CAP + i] = kind[cards[p * PILE_CAP + i]!]!;
    for (let s = 0; s < X_OPP_CLAW; s++) extra[s] = kind[extra[s]!]!;
    return true;
  }
}

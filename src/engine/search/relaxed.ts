// A quick proof that no foundation play can be reached (R6.2 distance "none").
//
// It plays a relaxed game that ignores time: a card may move once it can ever be a top and it has
// some destination that can ever exist (an empty pile, a card that can be a top and takes it, or a
// top the opponent's pile can come to show). Everything the real game can do, the relaxed game can
// do too, so when no wanted card can ever become a top here, none can in the real game either.
import { Board, PILE_CAP, X_OPP_CLAW, fitsOpponent, RANK, RED, SUIT } from './board.ts';
import { TABLEAU_PILES } from '../position.ts';

const CELLS = TABLEAU_PILES * PILE_CAP;

export class RelaxedReach {
  private readonly canMove = new Uint8Array(CELLS);
  private readonly sourceMoved = new Uint8Array(3);
  /** Faces each opponent pile can come to show on top. */
  private readonly oppTops = [new Uint8Array(53), new Uint8Array(53)];
  /** Where each face lies in the tableau: up to two cells (two decks), -1 when absent. */
  private readonly cellsOf = new Int32Array(53 * 2);

  /** Whether some wanted card might be uncovered: false proves that none can be. */
  // eslint-disable-next-line max-lines-per-function -- the search's hottest loop, one pass over flat typed arrays; split only with a benchmark beside it (npm run bench)
  mightReach(board: Board, wanted: Uint8Array): boolean {
    const { cards, len, extra } = board;
    this.canMove.fill(0);
    this.sourceMoved.fill(0);
    this.cellsOf.fill(-1);
    let anyWanted = false;
    let empty = false;
    for (let p = 0; p < TABLEAU_PILES; p++) {
      if (len[p] === 0) empty = true;
      for (let i = 0; i < len[p]!; i++) {
        const cell = p * PILE_CAP + i;
        const face = cards[cell]!;
        this.cellsOf[face * 2 + (this.cellsOf[face * 2]! < 0 ? 0 : 1)] = cell;
        if (wanted[face]) anyWanted = true;
      }
    }
    if (!anyWanted) return false;
    for (let k = 0; k < 2; k++) {
      this.oppTops[k]!.fill(0);
      const top = extra[X_OPP_CLAW + k]!;
      if (top) this.oppTops[k]![top] = 1;
    }

    const canBeTop = (cell: number): boolean => {
      const p = Math.floor(cell / PILE_CAP);
      const i = cell - p * PILE_CAP;
      return i === len[p]! - 1 || this.canMove[cell + 1] === 1;
    };
    const oppTakes = (card: number): boolean => {
      for (let k = 0; k < 2; k++) {
        const tops = this.oppTops[k]!;
        const suit = SUIT[card]!;
        const rank = RANK[card]!;
        const below = rank > 1 ? suit * 13 + rank - 1 : 0; // face code of rank − 1
        const above = rank < 13 ? suit * 13 + rank + 1 : 0; // face code of rank + 1
        if ((below && tops[below]) || (above && tops[above])) return true;
      }
      return false;
    };
    const hasDestination = (card: number, cell: number): boolean => {
      if (empty || oppTakes(card)) return true;
      const rank = RANK[card]!;
      if (rank === 13) return false;
      // Hosts: one rank higher, other colour: two faces, two copies each.
      for (let suit = 0; suit < 4; suit++) {
        const host = suit * 13 + rank + 1;
        if (RED[host] === RED[card]) continue;
        for (let copy = 0; copy < 2; copy++) {
          const at = this.cellsOf[host * 2 + copy]!;
          if (at < 0) continue;
          // A card lying under this one in its own pile cannot receive it before it has moved.
          if (cell >= 0 && Math.floor(at / PILE_CAP) === Math.floor(cell / PILE_CAP) && at < cell) continue;
          if (canBeTop(at)) return true;
        }
        for (let s = 0; s < 3; s++) if (this.sourceMoved[s] && extra[s] === host) return true;
      }
      return false;
    };
    // Whether a card that can move might become the top of an opponent's pile; true when newly so.
    // Asked again for every card that can move on every round: a top learned later (the 8♣ on the
    // 9♣) can let a card that could already move (a 7♣ that had a host) go there too.
    const learnOppTop = (card: number): boolean => {
      let learned = false;
      for (let k = 0; k < 2; k++) {
        const tops = this.oppTops[k]!;
        if (tops[card]) continue;
        for (let top = 1; top <= 52; top++) {
          if (tops[top] && fitsOpponent(card, top)) {
            tops[card] = 1;
            learned = true;
            break;
          }
        }
      }
      return learned;
    };

    let changed = true;
    while (changed) {
      changed = false;
      for (let p = 0; p < TABLEAU_PILES; p++) {
        for (let i = len[p]! - 1; i >= 0; i--) {
          const cell = p * PILE_CAP + i;
          if (this.canMove[cell]) {
            if (learnOppTop(cards[cell]!)) changed = true;
            continue;
          }
          if (!canBeTop(cell)) break;
          const card = cards[cell]!;
          if (wanted[card]) return true;
          if (!hasDestination(card, cell)) break;
          this.canMove[cell] = 1;
          changed = true;
          learnOppTop(card);
          if (i === 0) empty = true;
        }
      }
      for (let s = 0; s < 3; s++) {
        const card = extra[s]!;
        if (card === 0) continue;
        if (this.sourceMoved[s]) {
          if (learnOppTop(card)) changed = true;
          continue;
        }
        if (!hasDestination(card, -1)) continue;
        this.sourceMoved[s] = 1;
        changed = true;
        learnOppTop(card);
      }
    }
    return false;
  }
}

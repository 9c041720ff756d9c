// The reference foundation-distance search (R6.2): a plain breadth-first search over whole positions,
// written for obviously-right rather than fast. The fast search must agree with it everywhere.
import {
  applyMove,
  cardCode,
  faceOf,
  isFoundationPlay,
  legalMoves,
  other,
  topOf,
  type CardMove,
  type Position,
} from '../../src/engine/index.ts';

export interface SearchResult {
  readonly distance: number | null;
  readonly line: readonly CardMove[];
}

function masked(position: Position, move: CardMove): Position {
  const next = applyMove(position, move);
  if (move.from !== 'claw' && move.from !== 'discard') return next;
  const mover = next.toMove;
  const me = { ...next.players[mover], [move.from]: [] };
  return { ...next, players: mover === 0 ? [me, next.players[1]] : [next.players[0], me] };
}

function key(position: Position): string {
  const me = position.players[position.toMove];
  const them = position.players[other(position.toMove)];
  const top = (pile: readonly number[]) => {
    const t = topOf(pile);
    return t === undefined ? '-' : cardCode(t);
  };
  const piles = position.tableau.map((p) => p.map((c) => cardCode(faceOf(c))).join('')).sort();
  return [top(me.claw), top(me.discard), me.inPlay === null ? '-' : cardCode(me.inPlay), top(them.claw), top(them.discard), ...piles].join(
    '|',
  );
}

/**
 * Fewest moves to a foundation play, searching no deeper than `limit` moves. With `maxStates`, gives
 * up (returns undefined) once it has seen more states than that: it is plain, not fast.
 */
export function searchDistance(position: Position, limit: number, maxStates = Infinity): SearchResult | undefined {
  interface Node {
    position: Position;
    parent: Node | null;
    move: CardMove | null;
  }
  const lineTo = (node: Node, last: CardMove): CardMove[] => {
    const line = [last];
    for (let n: Node | null = node; n && n.move; n = n.parent) line.unshift(n.move);
    return line;
  };
  let frontier: Node[] = [{ position, parent: null, move: null }];
  const seen = new Set([key(position)]);
  for (let depth = 0; frontier.length > 0 && depth <= limit; depth++) {
    const next: Node[] = [];
    for (const node of frontier) {
      const moves = legalMoves(node.position);
      const play = moves.find(isFoundationPlay);
      if (play) return { distance: depth, line: lineTo(node, play) };
      if (depth === limit) continue;
      for (const move of moves) {
        const child = masked(node.position, move);
        const k = key(child);
        if (seen.has(k)) continue;
        seen.add(k);
        if (seen.size > maxStates) return undefined;
        next.push({ position: child, parent: node, move });
      }
    }
    frontier = next;
  }
  return { distance: null, line: [] };
}

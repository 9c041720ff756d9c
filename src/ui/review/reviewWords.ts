// The review in words: what a turn did, what became of its fault, and what each knock was. Every mark
// of the timeline has its word, so that nothing is told by colour alone.
import type { GameReview, ReviewedKnock, ReviewedTurn } from '../../engine/index.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 card moves, 1 card turned up, then a discard". */
export function turnWords(turn: ReviewedTurn): string {
  const count = (type: string) => turn.steps.filter((step) => step.action.type === type).length;
  const parts = [];
  const moves = count('move');
  const reveals = count('reveal');
  if (moves > 0) parts.push(plural(moves, 'card move'));
  if (reveals > 0) parts.push(`${plural(reveals, 'card')} turned up`);
  const last = turn.steps[turn.steps.length - 1]?.action.type;
  const end = last === 'discard' ? 'a discard' : last === 'pass' ? 'a pass' : null;
  if (parts.length === 0) return end ? `${end[0]!.toUpperCase()}${end.slice(1)}` : 'Nothing played';
  const said = parts.join(', ');
  return `${said[0]!.toUpperCase()}${said.slice(1)}${end ? `, then ${end}` : ''}`;
}

/** The mark of a turn's fault, short and in words: it stands beside its symbol. */
export function faultMark(turn: ReviewedTurn): string | null {
  switch (turn.fate) {
    case 'knocked':
      return 'Fault, knocked';
    case 'missed':
      return 'Fault, missed';
    case 'open':
      return 'Fault, can still be knocked';
    default:
      return null;
  }
}

/** "Ben knocked: valid", "Ada knocked: a false knock". */
export const knockWords = (knock: ReviewedKnock, names: readonly [string, string]): string =>
  `${names[knock.by]} knocked: ${knock.valid ? 'valid' : 'a false knock'}`;

/** The knocks a review holds against each turn they targeted. */
export function knocksByTurn(review: Pick<GameReview, 'knocks'>): Map<number, ReviewedKnock[]> {
  const byTurn = new Map<number, ReviewedKnock[]>();
  for (const knock of review.knocks) byTurn.set(knock.turn, [...(byTurn.get(knock.turn) ?? []), knock]);
  return byTurn;
}

/** How many take-backs each turn holds. */
export function takeBacksByTurn(review: Pick<GameReview, 'takeBacks'>): Map<number, number> {
  const byTurn = new Map<number, number>();
  for (const takeBack of review.takeBacks) byTurn.set(takeBack.turn, (byTurn.get(takeBack.turn) ?? 0) + 1);
  return byTurn;
}

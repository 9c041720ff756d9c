// House rule "Find it yourself" (docs/rules.md H1): after a valid knock the offender gets one try at the
// missed line's first move, from the position of the fault, before the line is shown (R7.2). A try is
// right when it is the line's first move or any other move the referee counts as fault-free there
// (R6.3: at distance 0 a foundation play, at distance k a move that keeps a shortest way): the same
// judgement that made the fault, so that a move the game would have let pass is never called wrong.
import { moveWords } from './line-words.ts';
import { checkMove, type CardMove } from './moves.ts';
import { err, ok, type Result } from './result.ts';
import type { FaultRecord, HouseRules } from './state.ts';
import { isFaultIn, type Verdict } from './verdicts.ts';

/** What the try turned out to be, and the words that say so. */
export interface TryVerdict {
  readonly right: boolean;
  /** The try is the shown line's own first move (a right try may start another line just as short). */
  readonly onLine: boolean;
  readonly words: string;
}

const sameMove = (a: CardMove, b: CardMove): boolean => a.card === b.card && a.from === b.from && a.to === b.to;

/**
 * Judges `move` as the try at `fault`'s missed line, with the referee's `verdict` on the fault's position.
 * An illegal move is no try: its refusal comes back as an error, in the engine's words.
 */
export function judgeTry(
  fault: FaultRecord,
  move: CardMove,
  verdict: Verdict,
  rules: HouseRules,
  names: readonly [string, string],
): Result<TryVerdict, string> {
  const refusal = checkMove(fault.position, move);
  if (refusal) return err(refusal.message);
  const first = fault.missedLine[0];
  const onLine = first !== undefined && sameMove(first, move);
  const who = names[fault.player];
  if (!isFaultIn(verdict, { type: 'move', move }, rules)) {
    const another = onLine ? '' : ' The line shown starts another way, just as short.';
    return ok({ right: true, onLine, words: `Yes: that is the play ${who} missed.${another}` });
  }
  const tried = moveWords(fault.position, move, names);
  const missed = first === undefined ? '' : ` The better line starts with ${moveWords(fault.position, first, names)}.`;
  return ok({ right: false, onLine, words: `Not that one: ${tried} leaves the shortest way (R6.3).${missed}` });
}

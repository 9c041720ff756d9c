// The lesson after a valid knock (R7.2): the missed line from the position of the fault, step by step.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyMove,
  availableActions,
  cardLabel,
  checkMove,
  type FaultRecord,
  type GameState,
} from '../../src/engine/index.ts';
import { faultWords, missedLineHeadline, lineStepWords, nextLineMove, openSteppedLine, stepLine } from '../../src/store/steppedLine.ts';
import { lessonMovePlaces } from '../../src/ui/table/lessonMarks.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';
import { NAMES, playUntil, distanceOf, currentFaultOf, referee } from '../store/helpers.ts';

// A game where the player to move must first move cards to reach a foundation play (a line of 2+
// moves) and turns a card up instead: a fault.
const faultOf = (g: GameState): FaultRecord | null => {
  const revealed = applyAction(g, { type: 'reveal' }, referee);
  return revealed.ok ? currentFaultOf(revealed.value) : null;
};
const game = playUntil((g) => {
  const d = distanceOf(g);
  if (d === null || d < 1 || g.position.players[g.position.toMove].inPlay !== null || !availableActions(g).reveal) return false;
  const f = faultOf(g);
  return f !== null && playsOut(f);
});

/** Whether the missed line can be played move by move (see the last test). */
function playsOut(f: FaultRecord): boolean {
  let position = f.position;
  for (const move of f.missedLine) {
    if (checkMove(position, move)) return false;
    position = applyMove(position, move);
  }
  return true;
}
const fault = faultOf(game)!;
const line = fault.missedLine;

describe('a lesson', () => {
  it('starts at the position of the fault, with one position per move of the line', () => {
    const lesson = openSteppedLine(1, fault);
    expect(lesson.positions).toHaveLength(line.length + 1);
    expect(lesson.positions[0]).toBe(fault.position);
    expect(lesson.positions[1]).toEqual(applyMove(fault.position, line[0]!));
    expect(lesson.step).toBe(0);
  });

  it('steps within the line and no further', () => {
    let lesson = openSteppedLine(1, fault);
    lesson = stepLine(lesson, 1);
    expect(lesson.step).toBe(1);
    expect(nextLineMove(lesson)).toEqual(line[1]);
    expect(stepLine(lesson, 50).step).toBe(line.length);
    expect(nextLineMove(stepLine(lesson, 50))).toBeNull();
    expect(stepLine(lesson, -50).step).toBe(0);
    const start = openSteppedLine(1, fault);
    expect(stepLine(start, -1)).toBe(start);
  });

  it('says who missed what, what they did instead, and each move in words', () => {
    const lesson = openSteppedLine(1, fault);
    const mover = NAMES[game.position.toMove];
    expect(missedLineHeadline(lesson, NAMES)).toBe(`${mover} missed ${cardLabel(line[line.length - 1]!.card)} to the foundation`);
    expect(faultWords(lesson, NAMES)).toBe(`Instead, ${mover} turned up a card from the deck.`);
    expect(lineStepWords(lesson, NAMES)).toMatch(new RegExp(`^Move 1 of ${line.length}: ${cardLabel(line[0]!.card)} from `));
    expect(lineStepWords(stepLine(lesson, 99), NAMES)).toBe(`The foundation play: ${line.length} moves in all.`);
  });

  it('marks on the board where the next move starts and ends', () => {
    const lesson = openSteppedLine(1, fault);
    const mover = game.position.toMove;
    expect(lessonMovePlaces(lesson)).toEqual({ from: placeOfFrom(line[0]!.from, mover), to: placeOfTo(line[0]!.to, mover) });
    expect(lessonMovePlaces(stepLine(lesson, 99))).toBeNull();
    expect(lessonMovePlaces(null)).toBeNull();
  });

  it('stops before a move the engine refuses, rather than failing', () => {
    const broken: FaultRecord = { ...fault, missedLine: [line[0]!, { ...line[0]!, from: 'tableau:99' }, line[1]!] };
    const lesson = openSteppedLine(1, broken);
    expect(lesson.fault.missedLine).toEqual([line[0]]);
    expect(lesson.positions).toHaveLength(2);
  });
});

// The course ("Learn to play"): every lesson's position parses, every lesson can be finished by its
// scripted path, and a wrong action gets a message and changes nothing.
import { describe, expect, it } from 'vitest';
import { applyAction, cardCode, currentFault, moralWinner, parsePosition, previousFault } from '../../src/engine/index.ts';
import { COURSE, LESSON_PATHS, takeStep, walkPath } from '../../src/learn/lesson-paths.ts';
import { knockIsRight, lessonStep, nextScripted, playScripted, startLesson } from '../../src/learn/lesson-play.ts';
import { LESSONS, lessonById, move } from '../../src/learn/lessons.ts';
import { deepFreeze, referee } from '../engine/helpers.ts';

const lesson = (id: string) => lessonById(id)!;

describe('the course', () => {
  it("has the course's ten lessons, in order, each with a path", () => {
    expect(LESSONS.map((l) => l.id)).toEqual([
      'foundations',
      'tableau',
      'empty-piles',
      'your-cards',
      'loading',
      'foundations-first',
      'fewest-moves',
      'knock',
      'false-knock',
      'moral-victory',
    ]);
    expect(Object.keys(LESSON_PATHS).sort()).toEqual(LESSONS.map((l) => l.id).sort());
    expect(new Set(LESSONS.map((l) => l.id)).size).toBe(LESSONS.length);
  });

  it.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s: the position is brigadier-position/1, the hint cites a rule, the goal is not met at the start',
    (_, l) => {
      expect(parsePosition(l.position).ok).toBe(true);
      expect(l.hint).toMatch(/R\d\.\d/);
      expect(l.rules.length).toBeGreaterThan(0);
      expect(l.goal(startLesson(l))).toBe(false);
    },
  );

  it.each(COURSE.map(({ lesson: l, path }) => [l.id, l, path] as const))('%s: finished by its scripted path', (_, l, path) => {
    const results = walkPath(l, path.steps);
    expect(results.map((r) => r.outcome)).toEqual([...Array<string>(path.steps.length - 1).fill('continue'), 'done']);
    for (const r of results) expect(r.message).not.toBe('');
    expect(results.at(-1)!.message).toContain(l.learned);
    expect(l.goal(results.at(-1)!.state)).toBe(true);
  });

  it.each(COURSE.map(({ lesson: l, path }) => [l.id, l, path] as const))(
    '%s: a wrong action gets the hint and changes nothing',
    (_, l, path) => {
      const before = path.wrong.after === 0 ? startLesson(l) : walkPath(l, path.steps.slice(0, path.wrong.after)).at(-1)!.state;
      deepFreeze(before);
      const result = lessonStep(l, before, path.wrong.action);
      expect(result.outcome).toBe('wrong');
      expect(result.state).toBe(before);
      expect(result.message).toContain(l.hint);
      expect(result.message.length).toBeGreaterThan(l.hint.length + 10);
    },
  );
});

describe('wrong actions say why', () => {
  it('R5.1: the engine’s sentence comes first', () => {
    const l = lesson('foundations');
    expect(lessonStep(l, startLesson(l), move('2H', 'tableau:1', 'foundation:0')).message).toMatch(
      /^Only an Ace starts a foundation; 2♥ must go on the A♥\. R5\.1/,
    );
  });

  it('R6.4: a fault the engine would accept is refused, naming what could go up', () => {
    const l = lesson('foundations-first');
    const result = lessonStep(l, startLesson(l), move('7H', 'claw', 'tableau:0'));
    expect(result.message).toMatch(/^That would be a fault \(R6\.4\): 5♠ can go up now\./);
  });

  it('R6.3: leaving the shortest way to a buried card is refused', () => {
    const l = lesson('fewest-moves');
    expect(lessonStep(l, startLesson(l), { type: 'reveal' }).outcome).toBe('wrong');
    expect(lessonStep(l, startLesson(l), move('QC', 'tableau:5', 'tableau:3')).outcome).toBe('continue');
  });

  it('R4.6: ending the turn before the goal is refused', () => {
    const l = lesson('tableau');
    const revealed = lessonStep(l, startLesson(l), { type: 'reveal' });
    expect(revealed.outcome).toBe('continue');
    const discarded = lessonStep(l, revealed.state, { type: 'discard' });
    expect(discarded.outcome).toBe('wrong');
    expect(discarded.message).toMatch(/end your turn/);
    expect(discarded.state).toBe(revealed.state);
  });

  it('a knock, resignation or draw is not part of a playing lesson', () => {
    const l = lesson('tableau');
    for (const action of [{ type: 'knock', by: 1 }, { type: 'resign', by: 0 }, { type: 'draw' }] as const) {
      expect(lessonStep(l, startLesson(l), action).outcome).toBe('wrong');
    }
  });

  it('a finished lesson stays finished', () => {
    const l = lesson('foundations-first');
    const finished = walkPath(l, LESSON_PATHS[l.id]!.steps).at(-1)!.state;
    expect(lessonStep(l, finished, { type: 'reveal' })).toEqual({ state: finished, outcome: 'done', message: l.learned });
  });
});

describe('the knock lessons (R7)', () => {
  const l = lesson('knock');

  it('North’s script is refereed like any turn: the third action is the fault', () => {
    let state = startLesson(l);
    const faults: boolean[] = [];
    const right: boolean[] = [knockIsRight(state)];
    while (nextScripted(l, state) !== null) {
      state = playScripted(l, state).state;
      faults.push(currentFault(state, referee) !== null || previousFault(state, referee) !== null);
      right.push(knockIsRight(state));
    }
    expect(faults).toEqual([false, false, true, true]);
    expect(right).toEqual([false, false, false, true, true]);
  });

  it('R7.1: the knock is right during the turn after the fault, and after the turn before the learner acts', () => {
    const during = walkPath(l, [
      { by: 'script' },
      { by: 'script' },
      { by: 'script' },
      { by: 'learner', action: { type: 'knock', by: 0 } },
    ]).at(-1)!;
    expect(during.outcome).toBe('done');
    expect(during.message).toMatch(/^Right: North missed 5♥ to the foundation\./);
    const after = walkPath(l, [
      { by: 'script' },
      { by: 'script' },
      { by: 'script' },
      { by: 'script' },
      { by: 'learner', action: { type: 'knock', by: 0 } },
    ]).at(-1)!;
    expect(after.outcome).toBe('done');
    expect(after.state.knocked).toEqual([0, 1]);
  });

  it('R7.2: the valid knock ends North’s turn at once and puts the in-play 5♥ on the discard pile', () => {
    const state = walkPath(l, LESSON_PATHS.knock!.steps).at(-1)!.state;
    expect(state.position.toMove).toBe(0);
    expect(state.position.players[1].inPlay).toBeNull();
    expect(state.position.players[1].discard.map(cardCode)).toEqual(['5H']);
  });

  it('a played-out script without a knock says the knock is still open', () => {
    let state = startLesson(l);
    for (let i = 0; i < 4; i++) state = playScripted(l, state).state;
    const over = playScripted(l, state);
    expect(over.outcome).toBe('wrong');
    expect(over.message).toMatch(/still knock now/);
  });

  it('R7.3: a false knock changes nothing on the table and counts against the knocker', () => {
    const f = lesson('false-knock');
    const steps = LESSON_PATHS['false-knock']!.steps;
    const before = walkPath(f, steps.slice(0, -1)).at(-1)!.state;
    const after = takeStep(f, before, steps.at(-1)!);
    expect(after.outcome).toBe('done');
    expect(after.state.position).toBe(before.position);
    expect(after.state.falseKnocks).toEqual([1, 0]);
    expect(after.message).toMatch(/false knock/);
  });
});

describe('moral victory (R8.3)', () => {
  it('the learner wins the game and North wins the moral victory', () => {
    const l = lesson('moral-victory');
    const end = walkPath(l, LESSON_PATHS['moral-victory']!.steps).at(-1)!.state;
    expect(end.result).toEqual({ kind: 'win', winner: 0 });
    expect(moralWinner(end)).toBe(1);
  });
});

it('a lesson game is an ordinary game: the same actions give the same state through applyAction', () => {
  const l = lesson('fewest-moves');
  const path = LESSON_PATHS[l.id]!.steps;
  let state = startLesson(l);
  for (const step of path)
    if (step.by === 'learner') state = (applyAction(state, step.action, referee) as { ok: true; value: typeof state }).value;
  expect(walkPath(l, path).at(-1)!.state).toEqual(state);
});

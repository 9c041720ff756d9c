// The teaching store: a lesson run heard through its practice table's own events, without
// React. What the teacher puts on the table is not heard as the learner's; a restart is heard afresh.
import { describe, expect, it, vi } from 'vitest';
import { LESSONS, lessonById, startLesson } from '../../src/learn/index.ts';
import { DEFAULT_SETTINGS } from '../../src/store/persistence.ts';
import { createLessonRun } from '../../src/store/teachers/lessonRun.ts';

const drop = (store: ReturnType<typeof createLessonRun>, from: 'tableau:0' | 'tableau:1' | 'claw', to: 'foundation:0' | 'tableau:0') =>
  store.getState().table.getState().cardDropped(from, { kind: 'move', to });

describe('a lesson run in the teaching store', () => {
  it('hears the learner, says the hint after a refusal, and finishes once (R5.1)', () => {
    const onDone = vi.fn();
    const run = createLessonRun(lessonById('foundations')!, DEFAULT_SETTINGS, onDone);
    run.getState().opened();
    // The 2♥ cannot start a foundation: the engine's sentence, then the lesson's hint; the referee's corner is cleared.
    expect(drop(run, 'tableau:1', 'foundation:0')).toBe(false);
    expect(run.getState().feedback).toMatchObject({
      tone: 'wrong',
      text: expect.stringContaining('R5.1: only an Ace starts a foundation'),
    });
    expect(run.getState().table.getState().notice).toBeNull();
    expect(drop(run, 'tableau:0', 'foundation:0')).toBe(true);
    expect(run.getState().feedback?.tone).toBe('continue');
    expect(run.getState().game.position.foundations).toHaveLength(1);
    expect(drop(run, 'tableau:1', 'foundation:0')).toBe(true);
    expect(run.getState()).toMatchObject({ run: { done: true }, feedback: { tone: 'done' } });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes a wrong move back, and does not hear its own writes', () => {
    const lesson = lessonById('foundations-first')!;
    const run = createLessonRun(lesson, DEFAULT_SETTINGS, () => {});
    run.getState().opened();
    const start = run.getState().game;
    // R6.3: the 5♠ can go up now, so the 7♥ onto a pile is a fault the lesson takes back.
    expect(drop(run, 'claw', 'tableau:0')).toBe(true);
    expect(run.getState().feedback?.tone).toBe('wrong');
    expect(run.getState().game.position).toEqual(start.position);
    const said = run.getState().feedback!.id;
    run.getState().gamePut(startLesson(lesson));
    expect(run.getState().feedback!.id).toBe(said);
  });

  it("plays North's scripted action on the table without judging it as the learner's (R7)", () => {
    const lesson = LESSONS.find((l) => l.watch !== undefined)!;
    const run = createLessonRun(lesson, DEFAULT_SETTINGS, () => {});
    run.getState().opened();
    run.getState().scriptPlayed();
    expect(run.getState().game.actions).toHaveLength(1);
    expect(run.getState().feedback?.tone).toMatch(/^(script|prompt)$/);
    expect(run.getState().feedback!.id).toBe(1);
  });

  it('restarts on a fresh table that is heard, and stops hearing once closed', () => {
    const run = createLessonRun(lessonById('foundations')!, DEFAULT_SETTINGS, () => {});
    const close = run.getState().opened();
    drop(run, 'tableau:0', 'foundation:0');
    const first = run.getState().table;
    run.getState().restarted();
    expect(run.getState().table).not.toBe(first);
    expect(run.getState()).toMatchObject({ feedback: null, run: { done: false } });
    expect(run.getState().game.position.foundations).toHaveLength(0);
    drop(run, 'tableau:0', 'foundation:0');
    expect(run.getState().feedback?.tone).toBe('continue');
    close();
    drop(run, 'tableau:1', 'foundation:0');
    expect(run.getState().feedback?.tone).toBe('continue');
    expect(run.getState().run.done).toBe(false);
  });
});

// @vitest-environment jsdom
// The course ("Learn to play"): the list with progress, each lesson on the real table, wrong moves with
// the engine's sentence and the lesson's hint, the knock lessons' scripted North, finishing, progress kept.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkMove } from '../../src/engine/index.ts';
import { COURSE, LESSONS, LESSON_PATHS, lessonById, lessonPosition, move } from '../../src/learn/index.ts';
import { LEARN_KEY } from '../../src/store/learnProgress.ts';
import { AUTO_LEAD_IN_MS, AUTO_PACE_MS, AUTO_READ_MS } from '../../src/ui/learn/LessonView.tsx';
import { doAction, doStep, feedback, placeEl, showScreen } from './learn-helpers.tsx';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(localStorage.getItem(LEARN_KEY) ?? 'null');
const openLesson = async (user: ReturnType<typeof userEvent.setup>, title: string) =>
  user.click(screen.getByRole('button', { name: new RegExp(`^Lesson \\d+: ?${title} ?\\(`) }));

describe('the course list', () => {
  it('lists every lesson with its rules, none done, and starts at the first', () => {
    showScreen('learn');
    expect(screen.getByRole('heading', { level: 1, name: 'Learn to play' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Lessons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(LESSONS.length);
    expect(
      within(list).getByRole('button', { name: /^Lesson 1: ?Foundations ?\(not done yet\) ?Rules taught: ?R2\.6, ?R5\.1$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(`0 of ${LESSONS.length} lessons done`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the course: Foundations' })).toBeInTheDocument();
  });

  it('continues where the learner left off, with the done lessons ticked', () => {
    localStorage.setItem(LEARN_KEY, JSON.stringify({ version: 1, done: ['foundations', 'tableau'], current: 'empty-piles' }));
    showScreen('learn');
    expect(screen.getByText(`2 of ${LESSONS.length} lessons done`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Building down ?\(done\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue where you left off: Empty piles' })).toBeInTheDocument();
  });

  it('reports corrupt progress and starts afresh, without a crash', async () => {
    localStorage.setItem(LEARN_KEY, '{"version":1,"done":');
    showScreen('learn');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your course progress could not be read (it is not readable text (JSON)), so the course starts afresh.',
    );
    expect(stored()).toEqual({ version: 1, done: [], current: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reports corrupt progress under strict mode too (state made twice)', () => {
    localStorage.setItem(LEARN_KEY, 'not json');
    showScreen('learn', {}, true);
    expect(screen.getByRole('alert')).toHaveTextContent('Your course progress could not be read');
    expect(stored()).toEqual({ version: 1, done: [], current: null });
  });

  it('reports progress from an unknown version', () => {
    localStorage.setItem(LEARN_KEY, JSON.stringify({ version: 7, done: [] }));
    showScreen('learn');
    expect(screen.getByRole('alert')).toHaveTextContent('it has version 7, and this page reads version 1');
  });

  it('goes back to the start screen, or to the drills', async () => {
    const store = showScreen('learn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Drills' }));
    expect(store.getState().screen).toBe('drills');
    store.getState().teachingScreenOpened('learn');
    await user.click(await screen.findByRole('button', { name: 'Back to the start' }));
    expect(store.getState().screen).toBe('start');
  });
});

describe('a lesson on the real table', () => {
  it('shows its one instruction and the rules it teaches, and remembers it was opened', async () => {
    showScreen('learn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the course: Foundations' }));
    const panel = screen.getByRole('region', { name: 'Lesson 1: Foundations' });
    expect(within(panel).getByText(LESSONS[0]!.instruction)).toBeInTheDocument();
    expect(within(panel).getByText('R5.1')).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'The card table' })).toBeInTheDocument();
    expect(stored().current).toBe('foundations');
    // The practice table has no new game, save or load, and North's edge has no buttons.
    expect(screen.queryByRole('button', { name: 'New game' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Knock/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Resign/ })).toBeNull();
  });

  it('a refused move gets the engine’s sentence and the lesson’s hint; the position stays', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'Foundations');
    const lesson = lessonById('foundations')!;
    const wrong = LESSON_PATHS.foundations!.wrong.action;
    await doAction(user, wrong, 0);
    const sentence = checkMove(lessonPosition(lesson), wrong.type === 'move' ? wrong.move : (undefined as never))!.message;
    expect(feedback()).toHaveTextContent(`Not quite. ${sentence}`);
    expect(feedback().querySelector('.coach__hint')).toHaveTextContent(`Hint: ${lesson.hint}`);
    expect(feedback()).toHaveTextContent(`Hint: ${lesson.hint}`);
    expect(feedback()).toHaveClass('coach__feedback--wrong');
    expect(within(placeEl('tableau:1')).getByRole('button', { name: /^two of hearts/ })).toBeInTheDocument();
  });

  it('a legal move that is a fault is taken back, with why and the hint', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'Foundation plays come first');
    await doAction(user, move('7H', 'claw', 'tableau:0'), 0);
    expect(feedback()).toHaveTextContent(/Not quite\. That would be a fault \(R6\.4\): 5♠ can go up now\.\s*Hint: R6\.3/);
    expect(within(placeEl('claw:0')).getByRole('button', { name: /^seven of hearts/ })).toBeInTheDocument();
  });

  it('finishing says what was learned, ticks the lesson, and leads on', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'Foundations');
    const [first, second] = LESSON_PATHS.foundations!.steps;
    await doStep(user, first!);
    expect(feedback()).toHaveTextContent(/^Good\. South moved A♥/);
    await doStep(user, second!);
    expect(feedback()).toHaveTextContent(`Well done! ${LESSONS[0]!.learned}`);
    expect(stored().done).toEqual(['foundations']);
    await user.click(screen.getByRole('button', { name: 'Next lesson: Building down' }));
    expect(screen.getByRole('region', { name: 'Lesson 2: Building down' })).toBeInTheDocument();
    expect(stored().current).toBe('tableau');
    await user.click(screen.getByRole('button', { name: 'All lessons' }));
    expect(screen.getByText(`1 of ${LESSONS.length} lessons done`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue where you left off: Building down' })).toBeInTheDocument();
  });

  it('start over puts the lesson back at its position', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'Building down');
    await doStep(user, LESSON_PATHS.tableau!.steps[0]!);
    expect(within(placeEl('tableau:1')).queryByRole('button', { name: /six of hearts/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(within(placeEl('tableau:1')).getByRole('button', { name: /^six of hearts/ })).toBeInTheDocument();
    expect(feedback()).toHaveClass('coach__feedback--idle');
  });

  it('every lesson can be finished through the page, following its path (under strict mode, as the page runs)', async () => {
    const store = showScreen('learn', {}, true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start the course: Foundations' }));
    for (const { lesson, path } of COURSE) {
      expect(screen.getByRole('region', { name: new RegExp(`: ${lesson.title}$`) })).toBeInTheDocument();
      for (const step of path.steps) await doStep(user, step);
      expect(feedback(), lesson.id).toHaveClass('coach__feedback--done');
      const next = LESSONS[LESSONS.indexOf(lesson) + 1];
      if (next) await user.click(screen.getByRole('button', { name: `Next lesson: ${next.title}` }));
    }
    expect(stored().done).toEqual(LESSONS.map((l) => l.id));
    await user.click(screen.getByRole('button', { name: 'Play a first real game with the coach on' }));
    expect(store.getState().screen).toBe('table');
    expect(store.getState().game!.rules.coach).toBe(true);
  });
});

describe('the knock lessons: North’s scripted turn', () => {
  it('a knock before the fault is refused and changes nothing; after it, it is right and the learner may find the missed play first', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'The knock');
    expect(feedback()).toHaveTextContent('North waits until you are ready');
    await user.click(screen.getByRole('button', { name: 'North’s next action' }));
    expect(feedback()).toHaveTextContent('North moved 7♠');
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(feedback()).toHaveTextContent('North has made no fault yet: a knock now would be a false knock (R7.3). Keep watching.');
    expect(within(screen.getByRole('region', { name: "South's side" })).getByText(/False knocks: 0/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'North’s next action' }));
    await user.click(screen.getByRole('button', { name: 'North’s next action' }));
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(feedback()).toHaveTextContent(/^Well done! Right: North missed 5♥ to the foundation\./);
    // Find it yourself is on in lessons (docs/rules.md H1): the line waits for a try or "Show me".
    expect(screen.getByRole('region', { name: 'Find it yourself' })).toHaveTextContent('Find it yourself: North missed a play.');
    await user.click(screen.getByRole('button', { name: /^Show me/ }));
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
  });

  it('the learner may not play North’s cards', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'The knock');
    await user.click(placeEl('deck:1'));
    expect(feedback()).toHaveTextContent("Your part in this lesson is to watch North's turn and knock.");
    expect(document.querySelector('[data-place="inPlay:1"]')).toBeNull();
  });

  it('when the turn is played out without a knock, it says the knock is still open', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'A false knock');
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'North’s next action' }));
    expect(feedback()).toHaveTextContent("North's turn is over. Knock now, before your first action (R7.1)");
    expect(screen.getByRole('button', { name: 'North’s next action' })).toBeDisabled();
  });

  it('the false knock lesson shows what it cost', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await openLesson(user, 'A false knock');
    await user.click(screen.getByRole('button', { name: 'North’s next action' }));
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(feedback()).toHaveClass('coach__feedback--done');
    expect(screen.getByText(/What it cost: your false knocks went from 0 to 1/)).toBeInTheDocument();
  });

  it('North waits until the learner starts it, then plays on its own at a readable pace, and can be paused', () => {
    vi.useFakeTimers();
    showScreen('learn');
    act(() => screen.getByRole('button', { name: /^Lesson 8: ?The knock ?\(/ }).click());
    // North waits while the learner reads, however long that takes.
    expect(screen.getByRole('button', { name: 'Play on its own' })).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      vi.advanceTimersByTime(AUTO_READ_MS * 4);
    });
    expect(feedback()).toHaveTextContent('North waits until you are ready');
    act(() => screen.getByRole('button', { name: 'Play on its own' }).click());
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      vi.advanceTimersByTime(AUTO_LEAD_IN_MS);
    });
    expect(feedback()).toHaveTextContent('North moved 7♠');
    act(() => {
      vi.advanceTimersByTime(AUTO_PACE_MS);
    });
    expect(feedback()).toHaveTextContent('North turned up');
    // A knock too early gets its answer, and North waits while it is read.
    act(() => screen.getByRole('button', { name: /^Knock/ }).click());
    expect(feedback()).toHaveTextContent('North has made no fault yet');
    act(() => {
      vi.advanceTimersByTime(AUTO_PACE_MS);
    });
    expect(feedback()).toHaveTextContent('North has made no fault yet');
    act(() => {
      vi.advanceTimersByTime(AUTO_READ_MS - AUTO_PACE_MS);
    });
    expect(feedback()).toHaveTextContent('North moved 6♦');
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    act(() => {
      vi.advanceTimersByTime(AUTO_PACE_MS * 3);
    });
    expect(feedback()).toHaveTextContent('North moved 6♦');
  });
});

// @vitest-environment jsdom
// Touch screens are spoken to in touch: "tap" where a finger points (a coarse pointer), "click" with a
// mouse, and no keys on a touch screen's buttons (their key caps hide; the shortcuts stay named).
import { readFileSync } from 'node:fs';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDrill } from '../../src/ui/drills/drillBuild.ts';
import { LESSONS } from '../../src/learn/index.ts';
import { idleWords } from '../../src/ui/learn/LessonView.tsx';
import { moveCardWords, pointerWords } from '../../src/ui/pointer.ts';
import { showScreen } from './learn-helpers.tsx';

/** A page whose pointer is a finger (`coarse`) or a mouse, that can change while a screen is open. */
function pointer(coarse: boolean) {
  const listeners = new Set<() => void>();
  const state = { coarse };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return query === '(pointer: coarse)' && state.coarse;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    set(next: boolean) {
      state.coarse = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const lessonIdle = () => within(screen.getByRole('region', { name: /^Lesson 1/ })).getByRole('status');

describe('the words for pointing', () => {
  it('a finger taps, a mouse clicks; both drag', () => {
    expect(moveCardWords(pointerWords(true))).toBe('drag a card, or tap it and then tap where it goes');
    expect(moveCardWords(pointerWords(false))).toBe('drag a card, or click it and then click where it goes');
  });

  it('a watching lesson: tap or click Play on its own; the K key only where there are keys', () => {
    const watching = LESSONS.find((l) => l.watch)!;
    expect(idleWords(watching, 'North', pointerWords(true))).toBe(
      'North waits until you are ready: tap Play on its own (or North’s next action), watch each action, and knock with the red Knock button.',
    );
    expect(idleWords(watching, 'North', pointerWords(false))).toBe(
      'North waits until you are ready: click Play on its own (or North’s next action), watch each action, and knock with the red Knock button (or K).',
    );
  });
});

describe('a lesson says tap on a touch screen, click with a mouse', () => {
  it('on a touch screen', async () => {
    pointer(true);
    showScreen('learn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the course: Foundations' }));
    expect(lessonIdle()).toHaveTextContent('Your move: drag a card, or tap it and then tap where it goes.');
    expect(lessonIdle()).not.toHaveTextContent(/click/i);
  });

  it('with a mouse, and again when the pointer changes while the lesson is open', async () => {
    const page = pointer(false);
    showScreen('learn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the course: Foundations' }));
    expect(lessonIdle()).toHaveTextContent('Your move: drag a card, or click it and then click where it goes.');
    page.set(true);
    expect(lessonIdle()).toHaveTextContent('Your move: drag a card, or tap it and then tap where it goes.');
  });

  it('without matchMedia (an old browser), it says click', async () => {
    vi.stubGlobal('matchMedia', undefined);
    showScreen('learn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the course: Foundations' }));
    expect(lessonIdle()).toHaveTextContent('or click it and then click where it goes');
  });
});

describe('the drills speak touch too', () => {
  const drills = () => showScreen('drills', { maker: (r) => Promise.resolve(buildDrill(r)), seed: () => 5 });

  it('spot the play: tap on a touch screen', async () => {
    pointer(true);
    drills();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start spotting' }));
    const panel = await screen.findByRole('region', { name: 'Drill: spot the play' });
    expect(panel).toHaveTextContent('Drag a card, or tap it and then tap where it goes. The clock is running.');
  });

  it('be the watcher: "Knock (K)" with a mouse, "Knock" on a touch screen', async () => {
    const page = pointer(false);
    drills();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start watching' }));
    const panel = await screen.findByRole('region', { name: 'Drill: be the watcher' });
    expect(panel).toHaveTextContent(/Knock \(K\) as soon as/);
    page.set(true);
    expect(panel).toHaveTextContent(/Knock as soon as/);
  });
});

describe('key caps on a touch screen', () => {
  it('hide on every button where the pointer is coarse; the Keys list keeps its own', () => {
    const css = readFileSync('src/ui/app.css', 'utf8');
    const coarse = css.slice(css.indexOf('@media (pointer: coarse)'));
    expect(coarse).toMatch(/button kbd,\s*\.small kbd,\s*\.big kbd \{\s*display: none;/);
  });
});

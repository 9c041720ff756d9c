// @vitest-environment jsdom
// What a screen reader hears carries no glyphs: no accessible name and no live region's text on the
// table (with a knock's missed line open), in a lesson, in the watcher drill, on the analysis board or
// on the end screen says "7♦" or "▶". And a foundation's name does not change across a reload.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardName, legalMoves } from '../../src/engine/index.ts';
import { makeWatcherDrill } from '../../src/learn/index.ts';
import { buildDrill } from '../../src/ui/drills/drillBuild.ts';
import { App } from '../../src/ui/App.tsx';
import { showScreen } from './learn-helpers.tsx';
import { distanceOf, findDeal, makeStore, memoryStorage, storeWithGame, tableauMove } from '../store/helpers.ts';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const GLYPHS = /[♠♥♦♣◀▶]/;
/** The roles whose names a screen reader says on the way through these screens. */
const ROLES = [
  'button',
  'link',
  'group',
  'region',
  'img',
  'main',
  'navigation',
  'complementary',
  'dialog',
  'alertdialog',
  'status',
  'alert',
  'log',
  'heading',
  'list',
  'checkbox',
  'radio',
  'textbox',
  'switch',
  'tab',
  'form',
  'article',
] as const;
const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"]:not([aria-live="off"]), [role="alert"], [role="log"]';

/** The text a screen reader takes from a node: nothing under aria-hidden. */
function heardText(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return [...node.childNodes].map(heardText).join('');
}

/** Every accessible name and live region's text on the page that holds a glyph, with where it was found. */
function glyphsHeard(): string[] {
  const found: string[] = [];
  for (const role of ROLES) {
    // The name matcher sees every element's accessible name (hidden ones left out, as a screen reader does).
    screen.queryAllByRole(role, {
      name: (name, element) => {
        if (GLYPHS.test(name)) found.push(`${role} <${element?.tagName.toLowerCase()} class="${element?.className}">: ${name}`);
        return false;
      },
    });
  }
  for (const region of document.querySelectorAll(LIVE)) {
    const text = heardText(region);
    if (GLYPHS.test(text)) found.push(`live <${region.tagName.toLowerCase()} class="${region.className}">: ${text}`);
  }
  return found;
}

/** The page has a glyph to find (a card face's corner), so an empty answer means none was heard. */
const glyphsShown = (): boolean => GLYPHS.test(document.body.textContent ?? '');

describe('no glyphs in what a screen reader hears', () => {
  it('the table, with a valid knock’s verdict and its missed line open, and after it closes', async () => {
    const store = storeWithGame(findDeal((g) => distanceOf(g) !== null));
    render(<App store={store} />);
    const user = userEvent.setup();
    await user.keyboard('r'); // a fault: a foundation play was in reach
    await user.keyboard('k');
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show next move' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show next move' }));
    expect(document.querySelector('[data-announcer="urgent"]')!.textContent).toMatch(/^Valid knock by /);
    expect(glyphsShown()).toBe(true);
    expect(glyphsHeard()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'The missed foundation play' })).toBeNull();
    expect(glyphsHeard()).toEqual([]);
  });

  it('the end screen', async () => {
    const store = storeWithGame(1);
    render(<App store={store} />);
    act(() => store.getState().resigned(store.getState().game!.position.toMove));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(glyphsHeard()).toEqual([]);
  });

  it('lesson 1, with a card played and the teacher’s word said', async () => {
    showScreen('learn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Lesson 1: ?Foundations/ }));
    const ace = screen.getAllByRole('button', { name: /^ace of hearts,/ })[0]!;
    await user.click(ace);
    await user.click(document.querySelector<HTMLElement>('[data-place="foundation:0"]')!);
    expect(document.querySelector('.coach__feedback')!.textContent).toMatch(/♥/);
    expect(glyphsHeard()).toEqual([]);
  });

  it('the watcher drill, after the other player’s actions: their piles are theirs, not "yours"', async () => {
    let seed = 1;
    while (makeWatcherDrill(seed).fault === null) seed++;
    const drill = makeWatcherDrill(seed);
    showScreen('drills', { maker: (r) => Promise.resolve(buildDrill(r)), seed: () => seed, now: () => 0 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start watching' }));
    await screen.findByRole('region', { name: 'Drill: be the watcher' });
    for (let i = 0; i <= drill.fault!.index; i++) await user.click(screen.getByRole('button', { name: /^Next action/ }));
    const mover = drill.names[drill.mover];
    const cards = screen.queryAllByRole('button', { name: /^\w+ of \w+, / });
    const names = cards.map((card) => card.getAttribute('aria-label') ?? '');
    for (const name of names) expect(name).not.toMatch(/\byour\b/);
    expect(screen.queryAllByRole('group', { name: /\(yours/ })).toEqual([]);
    expect(names.some((name) => name.includes(`${mover}'s`)) || names.every((name) => name.includes('tableau pile'))).toBe(true);
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(glyphsHeard()).toEqual([]);
  });

  it('the analysis board, with a tried move judged', async () => {
    render(<App store={makeStore()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Analysis board' }));
    await screen.findByRole('heading', { name: /Analysis board/ });
    const game = storeWithGame(1).getState().game!;
    const move = tableauMove(game) ?? legalMoves(game.position)[0]!;
    const from = document.querySelector<HTMLElement>(`[data-place="${move.from}"]`)!;
    await user.click(within(from).getByRole('button', { name: new RegExp(`^${cardName(move.card)},`) }));
    await user.click(document.querySelector<HTMLElement>(`[data-place="${move.to}"]`)!);
    expect(document.querySelector('.analysis__verdict')!.textContent).toMatch(/^(Fault|Fine|Not allowed)\./);
    expect(glyphsHeard()).toEqual([]);
  });
});

describe('foundation names across a reload', () => {
  it('a started pile keeps its suit name and the empty places their numbers when the store is made again from the save', () => {
    const storage = memoryStorage();
    const deal = findDeal((g) => legalMoves(g.position).some((m) => m.to === 'foundation:0'));
    const store = storeWithGame(deal, {}, storage);
    const ace = legalMoves(store.getState().game!.position).find((m) => m.to === 'foundation:0')!;
    store.getState().cardDropped(ace.from, { kind: 'move', to: 'foundation:0', place: 4 });
    const names = () =>
      [...document.querySelectorAll('[data-place^="foundation:"]')].map(
        (place) => `${place.getAttribute('data-place')}=${place.getAttribute('aria-label')}`,
      );
    render(<App store={store} />);
    const before = names();
    expect(before).toContain(
      `foundation:4=${['spades', 'hearts', 'diamonds', 'clubs'].find((suit) => cardName(ace.card).endsWith(suit))} foundation, up to the ace`,
    );
    expect(before).toContain('foundation:0=empty foundation place 1');
    expect(before).toContain('foundation:5=empty foundation place 6');
    cleanup();
    render(<App store={makeStore(storage)} />);
    expect(names()).toEqual(before);
  });
});

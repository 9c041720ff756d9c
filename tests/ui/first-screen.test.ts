// @vitest-environment jsdom
// public/first-screen.js, run as index.html runs it, against saves the store itself wrote: the start
// screen drawn into index.html is hidden exactly when the page opens on another screen.
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVE_KEY } from '../../src/store/persistence.ts';
import { BOARD_KEY } from '../../src/ui/analysis/boardMemory.ts';
import { memoryStorage, storeWithGame } from '../store/helpers.ts';

const script = readFileSync('public/first-screen.js', 'utf8');

/** Runs the script on the page as it now is; whether it marked the page as opening elsewhere. */
function away(): boolean {
  runInThisContext(script);
  return document.documentElement.hasAttribute('data-away');
}

/** The save a game on the table leaves, or with `table: false` the same save with no game in it. */
function savedText(table: boolean): string {
  const storage = memoryStorage();
  storeWithGame(5, {}, storage);
  const save = JSON.parse(storage.getItem(SAVE_KEY)!) as { state: { save: unknown } };
  if (!table) save.state.save = null;
  return JSON.stringify(save);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-away');
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the first screen, before any script of the page', () => {
  it('is the start screen with nothing kept, with a kept setup and no game, or a save that cannot be read', () => {
    expect(away()).toBe(false);
    window.localStorage.setItem(SAVE_KEY, savedText(false));
    expect(away()).toBe(false);
    window.localStorage.setItem(SAVE_KEY, '{"state": {"save": ');
    expect(away()).toBe(false);
  });

  it('is elsewhere with a game saved on the table', () => {
    window.localStorage.setItem(SAVE_KEY, savedText(true));
    expect(away()).toBe(true);
  });

  it('is elsewhere with a link in the address, or the analysis board kept in this tab', () => {
    window.location.hash = '#p1.abc';
    expect(away()).toBe(true);
    document.documentElement.removeAttribute('data-away');
    window.history.replaceState(null, '', '/');
    window.sessionStorage.setItem(BOARD_KEY, '{}');
    expect(away()).toBe(true);
  });
});

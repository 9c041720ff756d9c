// @vitest-environment jsdom
// One intent, one action (a held key must not knock twice): a held key repeats, and only its first press
// acts.
import { handleShortcut } from '../../src/ui/useShortcuts.ts';
import { distanceOf, findDeal, storeWithGame } from '../store/helpers.ts';

const key = (k: string, repeat: boolean) =>
  ({ key: k, repeat, ctrlKey: false, metaKey: false, altKey: false, target: document.body }) as unknown as KeyboardEvent;

describe('a held key', () => {
  it('R held down turns up one card; a second press would be refused, a repeat is not even tried', () => {
    const store = storeWithGame(findDeal((g) => distanceOf(g) === null));
    expect(handleShortcut(store, key('r', false))).toBe(true);
    const after = store.getState().game!;
    expect(after.actions).toEqual([{ type: 'reveal' }]);
    expect(handleShortcut(store, key('r', true))).toBe(true); // swallowed: the page does not act on it
    expect(store.getState().game).toBe(after);
    expect(store.getState().notice?.tone).not.toBe('error');
  });

  it('a repeated key the table does not use is left to the page', () => {
    const store = storeWithGame(1);
    expect(handleShortcut(store, key('Tab', true))).toBe(false);
  });
});

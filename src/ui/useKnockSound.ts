// Plays the knock when a knock has just been made (not when a loaded game happens to end with one). The
// sounds' code comes after the first paint (deferred.ts): fetched, and both knocks rendered, a while
// after a table shows, since no knock is made that soon; a knock before then fetches it itself.
import { useEffect } from 'react';
import type { GameStore, GameStoreState } from '../store/gameStoreShape.ts';
import { AFTER_TABLE_MS, whenIdle } from './deferred.ts';

const sounds = () => import('./sound.ts');

/** Renders both knocks once a table has been on screen a while, with the sound on; returns the unsubscribe. */
function prepareWhenATableShows(store: GameStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = (state: GameStoreState) => {
    if (timer !== undefined || state.screen !== 'table' || !state.settings.sound) return;
    timer = setTimeout(() => whenIdle(() => void sounds().then((s) => s.prepareKnockSounds(), ignore)), AFTER_TABLE_MS);
  };
  watch(store.getState());
  const unsubscribe = store.subscribe(watch);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

// A page that cannot fetch the sounds' file (offline before the service worker took it) stays silent.
const ignore = (): void => undefined;

export function useKnockSound(store: GameStore): void {
  useEffect(() => prepareWhenATableShows(store), [store]);
  useEffect(
    () =>
      store.subscribe((state, before) => {
        const game = state.game;
        const knock = game?.lastKnock;
        const justKnocked =
          knock && before.game && knock !== before.game.lastKnock && game.actions.length === before.game.actions.length + 1;
        if (justKnocked && state.settings.sound) void sounds().then((s) => s.playKnock(knock.valid), ignore);
      }),
    [store],
  );
}

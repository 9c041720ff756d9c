// Plays the knock when a knock has just been made (not when a loaded game happens to end with one).
import { useEffect } from 'react';
import type { GameStore } from '../store/gameStoreShape.ts';
import { playKnock, prepareKnockSounds } from './sound.ts';

export function useKnockSound(store: GameStore): void {
  useEffect(() => {
    if (store.getState().settings.sound) prepareKnockSounds();
  }, [store]);
  useEffect(
    () =>
      store.subscribe((state, before) => {
        const game = state.game;
        const knock = game?.lastKnock;
        const justKnocked =
          knock && before.game && knock !== before.game.lastKnock && game.actions.length === before.game.actions.length + 1;
        if (justKnocked && state.settings.sound) playKnock(knock.valid);
      }),
    [store],
  );
}

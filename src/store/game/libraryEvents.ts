// What the games library tells the table (src/store/library/connect.ts): it changes the game store only
// through these events, never by setting its state.
import type { GameStoreEvents } from '../gameStoreShape.ts';
import type { EventContext } from './actionQueue.ts';

type LibraryEvents = Pick<GameStoreEvents, 'libraryAttached' | 'readOnlyChanged'>;

export function libraryEvents({ get, set }: EventContext): LibraryEvents {
  return {
    libraryAttached(gameId) {
      // Only a game without an id takes one: a game dealt or opened since has its own.
      if (get().gameId === null) set({ gameId });
    },
    readOnlyChanged(readOnly) {
      if (get().readOnly !== readOnly) set({ readOnly });
    },
  };
}

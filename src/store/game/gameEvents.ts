// What the game store tells those who listen (a teacher on a practice table, the Moves dialog): each
// action the table accepts, and each refusal, as it happens. They hear the store say it rather than
// guess it from the state (an action count that grew, a notice's tone).
import type { Action, GameState } from '../../engine/index.ts';

/** Something the table did with what it was asked. */
export type GameEvent =
  /** `action` was accepted: the game went from `before` to `after`. `byComputer`: a computer seat's. */
  | { readonly type: 'acted'; readonly action: Action; readonly before: GameState; readonly after: GameState; readonly byComputer: boolean }
  /** What was tried (`tried`, when it was an action) was refused, in words a player understands. */
  | { readonly type: 'refused'; readonly reason: string; readonly tried?: Action };

export type GameEventListener = (event: GameEvent) => void;

/** Where the store's events are heard: the returned function stops hearing them. */
export interface GameEventSource {
  onGameEvent(listener: GameEventListener): () => void;
}

/** A small emitter: listeners in the order they came, each told every event until it leaves. */
export function createGameEvents(): GameEventSource & { emit(event: GameEvent): void } {
  const listeners = new Set<GameEventListener>();
  return {
    onGameEvent(listener) {
      // Wrapped, so the same function added twice is heard twice and each leaves on its own.
      const heard: GameEventListener = (event) => listener(event);
      listeners.add(heard);
      return () => void listeners.delete(heard);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

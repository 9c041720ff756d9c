// The events that replace the game on the table with a recorded one: a record file imported (replayed in
// slices, with its progress shown), a file the browser could not read, and a game opened from the library.
import { gameOrigin, parseRecordText, type GameState } from '../../engine/index.ts';
import type { GameStoreEvents, OpenedGame } from '../gameStoreShape.ts';
import { newGameId } from '../library/ids.ts';
import { replayRecord } from '../records.ts';
import type { EventContext } from './actionQueue.ts';
import { refuse } from './context.ts';
import { initialState } from './initialState.ts';

type FileEvents = Pick<GameStoreEvents, 'recordImported' | 'recordUnreadable' | 'gameOpened'>;

/** A game replayed from a record file (a new game in the library) or from the library replaces the one on the table. */
function loaded({ get, set, notice, now }: EventContext, game: GameState, opened?: OpenedGame): boolean {
  set({
    ...initialState({ names: game.names, rules: game.rules }, get().settings),
    saveProblem: get().saveProblem,
    game,
    gameId: opened?.gameId ?? newGameId(),
    // A record keeps no clock: how long the game took before it was saved is not known.
    startedAt: opened ? opened.startedAt : null,
    finishedAt: game.result ? (opened?.finishedAt ?? now()) : null,
    screen: 'table',
    resultsOpen: game.result !== null,
    notice: notice(
      'info',
      `${opened ? 'Resumed' : 'Loaded'} ${gameOrigin(game)} at turn ${game.turn}: ${game.names[game.position.toMove]} to play.`,
    ),
  });
  return true;
}

export function fileEvents(ctx: EventContext): FileEvents {
  const { get, set, notice, referee } = ctx;
  return {
    recordImported(text) {
      const refused = (error: string) =>
        refuse(ctx, `That file was not loaded: ${error}. The game on the table goes on.`, undefined, { loading: null });
      const record = parseRecordText(text);
      if (!record.ok) return refused(record.error);
      if (get().loading) return refused('another file is still loading');
      const total = record.value.actions.length;
      let result = true;
      const onProgress = (done: number) => set({ loading: { done, total } });
      const finished = replayRecord(record.value, referee, (game) => (result = game.ok ? loaded(ctx, game.value) : refused(game.error)), {
        onProgress,
      });
      if (!finished) set({ loading: { done: 0, total }, notice: notice('info', `Loading the game: ${total} actions…`) });
      return result;
    },
    recordUnreadable: (reason) => void refuse(ctx, `That file could not be read: ${reason}. The game on the table goes on.`),
    gameOpened(record, opened) {
      let result = true;
      replayRecord(record, referee, (game) => {
        result = game.ok
          ? loaded(ctx, game.value, opened)
          : refuse(ctx, `That game could not be opened: ${game.error}. The game on the table goes on.`);
      });
      return result;
    },
  };
}

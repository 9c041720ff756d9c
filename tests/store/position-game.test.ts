// A game for two from a set position (the analysis board's "Play from here"): kept,
// saved and listed like a game from a deal, and said to be from a set position wherever a deal would be
// named (its deal number means nothing).
import { describe, expect, it } from 'vitest';
import { computerSeat, makePosition, parseRecord, PERSON, replay } from '../../src/engine/index.ts';
import { entryFileName, entryOf, entryTitle, listingOf } from '../../src/store/library/entry.ts';
import { libraryText, readLibraryFile } from '../../src/store/library/files.ts';
import { recordFileName, recordOf } from '../../src/store/records.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { TWO_AWAY } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { makeStore, memoryStorage, NAMES, referee, storeWithGame } from './helpers.ts';

const START = table(TWO_AWAY);
/** Starts a game for two at START, as "Play from here" does. */
const fromPosition = (store: GameStore) => {
  store.getState().gameStarted({ names: NAMES, dealNumber: null, rules: store.getState().setup.rules, start: START });
  return store.getState().game!;
};

describe('a game from a set position', () => {
  it('starts at turn 1 on that position, and says so', () => {
    const store = makeStore();
    const game = fromPosition(store);
    expect(makePosition(game.position)).toEqual(makePosition(START));
    expect(game.start).toBe(START);
    expect(game.turn).toBe(1);
    expect(store.getState().notice?.text).toBe(`A game from a set position: ${NAMES[START.toMove]} to play.`);
  });

  it('comes back after a reload from its quick save, as the same game', () => {
    const storage = memoryStorage();
    const store = makeStore(storage);
    fromPosition(store);
    store.getState().deckClicked(store.getState().game!.position.toMove);
    const played = store.getState().game!;
    const again = makeStore(storage).getState().game!;
    expect(recordOf(again)).toEqual(recordOf(played));
    expect(again.start).not.toBeNull();
    expect(makePosition(again.position)).toEqual(makePosition(played.position));
  });

  it('is listed, titled and saved to a file as from a set position; a deal’s game as its deal', () => {
    const game = fromPosition(makeStore());
    const entry = entryOf('g1', game, { startedAt: 1, finishedAt: null, now: 2 });
    expect(entry.fromPosition).toBe(true);
    expect(entryTitle(listingOf(entry))).toBe(`${NAMES[0]} v ${NAMES[1]}, a set position`);
    expect(entryFileName(listingOf(entry))).toBe('brigadier-position-turn-1.json');
    expect(recordFileName(game)).toBe('brigadier-position-turn-1.json');

    const deal = storeWithGame(7).getState().game!;
    const dealEntry = entryOf('g2', deal, { startedAt: 1, finishedAt: null, now: 2 });
    expect('fromPosition' in dealEntry).toBe(false);
    expect(entryTitle(listingOf(dealEntry))).toBe(`${NAMES[0]} v ${NAMES[1]}, deal 7`);
    expect(entryFileName(listingOf(dealEntry))).toBe('brigadier-deal-7-turn-1.json');
  });

  it('round-trips through the files Export writes: its record file (/2) and a library file both import', () => {
    const game = fromPosition(makeStore());
    const entry = entryOf('g1', game, { startedAt: 1, finishedAt: null, now: 2 });
    const record = parseRecord(entry.record);
    expect(record.ok && record.value.start).not.toBeNull();
    for (const text of [JSON.stringify(entry.record), libraryText([entry])]) {
      const read = readLibraryFile(text);
      expect(read.ok && read.value.games.map((g) => g.record)).toEqual([record.ok && record.value]);
    }
  });

  it('can seat the computer, and its record replays to the identical game', () => {
    const store = makeStore();
    store.getState().gameStarted({
      names: NAMES,
      dealNumber: null,
      rules: store.getState().setup.rules,
      start: START,
      seats: [PERSON, computerSeat('expert')],
    });
    const game = store.getState().game!;
    expect(game.seats).toEqual([PERSON, computerSeat('expert')]);
    const record = parseRecord(recordOf(game));
    expect(record.ok).toBe(true);
    const replayed = record.ok ? replay(record.value, referee) : null;
    expect(replayed?.ok && recordOf(replayed.value)).toEqual(recordOf(game));
  });
});

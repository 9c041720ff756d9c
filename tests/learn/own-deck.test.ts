// The personal deck "From your games" (src/learn/own-deck.ts): built from a finished game's record, it
// holds exactly ownMisses for each person who played, and each drill's link makes the same spot drill
// again anywhere. Its storage (src/store/ownDrills.ts) keeps what reads and refuses what does not.
import { describe, expect, it } from 'vitest';
import { makePosition, makeRecord, parseRecord, reviewGame } from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { ownDeckOf, ownMisses, spotDrillFromLink, spotLevelOf, SPOT_LEVELS } from '../../src/learn/index.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import { deckDrills, gameRead, NEW_OWN_DECK, OWN_DECK_FORMAT, OWN_DRILLS_KEY, readOwnDeck } from '../../src/store/ownDrills.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';

const referee = new LocalReferee();
/** A careless self-played game's record, as the library keeps it (JSON). */
const recordJson = (seed: number): Record<string, unknown> & { readonly players: readonly string[] } =>
  JSON.parse(JSON.stringify(makeRecord(carelessPlay('random', seed, { maxActions: 160 }))));

describe('the deck from your games', () => {
  it.each([3, 5, 13])('careless game %i: the deck is ownMisses of both people, in the game’s order', (seed) => {
    const json = recordJson(seed);
    const deck = ownDeckOf('g1', json, referee);
    if (!deck.ok) throw new Error(deck.error);
    const record = parseRecord(json);
    const review = record.ok ? reviewGame(record.value, referee) : null;
    if (!record.ok || !review?.ok) throw new Error('the record does not replay');
    const expected = ([0, 1] as const)
      .flatMap((p) =>
        ownMisses(review.value, p, referee).map((m) => ({
          gameId: 'g1',
          player: record.value.names[p],
          kind: m.kind,
          turn: m.turn,
          distance: m.distance,
          link: m.link,
        })),
      )
      .sort((a, b) => a.turn - b.turn);
    expect(deck.value).toEqual(expected);
  });

  it('a computer’s misses are not a person’s drills', () => {
    const json = { ...recordJson(5), seats: [{ kind: 'person' }, { kind: 'computer', level: 'casual' }] };
    const deck = ownDeckOf('g2', json, referee);
    if (!deck.ok) throw new Error(deck.error);
    const names = json.players;
    expect(deck.value.every((d) => d.player === names[0])).toBe(true);
    const both = ownDeckOf('g2', recordJson(5), referee);
    expect(both.ok && both.value.filter((d) => d.player === names[0])).toEqual(deck.value);
  });

  it('a record that does not read is an error, not a deck', () => {
    expect(ownDeckOf('g3', { format: 'nothing' }, referee).ok).toBe(false);
  });

  it('each drill’s link makes the spot drill again: the same position, its distance and a level that holds it', () => {
    const deck = [3, 5, 13].flatMap((seed) => {
      const d = ownDeckOf(`g${seed}`, recordJson(seed), referee);
      return d.ok ? d.value : [];
    });
    expect(deck.length).toBeGreaterThan(0);
    for (const drill of deck) {
      const made = spotDrillFromLink(drill.link, referee);
      if (!made.ok) throw new Error(made.error);
      expect(made.value.distance).toBe(drill.distance);
      const level = SPOT_LEVELS.find((l) => l.level === made.value.level)!;
      expect(drill.distance >= level.minDistance && (drill.distance <= level.maxDistance || level.level === 5)).toBe(true);
      expect(makePosition(made.value.position).tableau.length).toBe(8);
    }
    expect(spotLevelOf(9)).toBe(5);
    expect(spotDrillFromLink('p1.nonsense', referee).ok).toBe(false);
  });
});

describe('the deck in storage', () => {
  const drill = { gameId: 'a', player: 'Ada', kind: 'fault', turn: 4, distance: 1, link: 'p1.x.y' } as const;

  it('keeps each game read, an empty list too, and lists the drills in the library’s order', () => {
    const storage = memoryStorage();
    const deck = gameRead(gameRead(NEW_OWN_DECK, 'a', [drill]), 'b', []);
    expect(OWN_DECK_FORMAT.write(storage, deck)).toBe(true);
    const read = readOwnDeck(storage);
    expect(read).toEqual({ value: deck, problem: null });
    expect(deckDrills(read.value, ['b', 'a', 'c'])).toEqual([drill]);
  });

  it('leaves out a drill that does not read, and refuses a deck of another version with a message', () => {
    const storage = memoryStorage({ [OWN_DRILLS_KEY]: JSON.stringify({ version: 1, games: { a: [drill, { ...drill, kind: 'other' }] } }) });
    expect(readOwnDeck(storage).value.games.a).toEqual([drill]);
    const newer = memoryStorage({ [OWN_DRILLS_KEY]: JSON.stringify({ version: 2, games: {} }) });
    expect(readOwnDeck(newer)).toEqual({
      value: NEW_OWN_DECK,
      problem: expect.stringMatching(/could not be read \(version 2\)/) as unknown,
    });
  });
});

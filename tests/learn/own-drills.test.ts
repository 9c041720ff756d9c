// The own drills "From your games" (src/learn/own-drills.ts): built from a finished game's record, it
// holds exactly ownMisses for each person who played, and each drill's link makes the same spot drill
// again anywhere. Its storage (src/store/ownDrills.ts) keeps what reads and refuses what does not.
import { describe, expect, it } from 'vitest';
import { makePosition, makeRecord, parseRecord, reviewGame } from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { ownDrillsOf, ownMisses, spotDrillFromLink, spotLevelOf, SPOT_LEVELS } from '../../src/learn/index.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import { ownDrillsInOrder, gameRead, NO_OWN_DRILLS, OWN_DRILLS_FORMAT, OWN_DRILLS_KEY, readOwnDrills } from '../../src/store/ownDrills.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';

const referee = new LocalReferee();
/** A careless self-played game's record, as the library keeps it (JSON). */
const recordJson = (seed: number): Record<string, unknown> & { readonly players: readonly string[] } =>
  JSON.parse(JSON.stringify(makeRecord(carelessPlay('random', seed, { maxActions: 160 }))));

describe('the list from your games', () => {
  it.each([3, 5, 13])('careless game %i: the list is ownMisses of both people, in the game’s order', (seed) => {
    const json = recordJson(seed);
    const drills = ownDrillsOf('g1', json, referee);
    if (!drills.ok) throw new Error(drills.error);
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
    expect(drills.value).toEqual(expected);
  });

  it('a computer’s misses are not a person’s drills', () => {
    const json = { ...recordJson(5), seats: [{ kind: 'person' }, { kind: 'computer', level: 'casual' }] };
    const drills = ownDrillsOf('g2', json, referee);
    if (!drills.ok) throw new Error(drills.error);
    const names = json.players;
    expect(drills.value.every((d) => d.player === names[0])).toBe(true);
    const both = ownDrillsOf('g2', recordJson(5), referee);
    expect(both.ok && both.value.filter((d) => d.player === names[0])).toEqual(drills.value);
  });

  it('a record that does not read is an error, not a drills', () => {
    expect(ownDrillsOf('g3', { format: 'nothing' }, referee).ok).toBe(false);
  });

  it('each drill’s link makes the spot drill again: the same position, its distance and a level that holds it', () => {
    const drills = [3, 5, 13].flatMap((seed) => {
      const d = ownDrillsOf(`g${seed}`, recordJson(seed), referee);
      return d.ok ? d.value : [];
    });
    expect(drills.length).toBeGreaterThan(0);
    for (const drill of drills) {
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

describe('the list in storage', () => {
  const drill = { gameId: 'a', player: 'Ada', kind: 'fault', turn: 4, distance: 1, link: 'p1.x.y' } as const;

  it('keeps each game read, an empty list too, and lists the drills in the library’s order', () => {
    const storage = memoryStorage();
    const drills = gameRead(gameRead(NO_OWN_DRILLS, 'a', [drill]), 'b', []);
    expect(OWN_DRILLS_FORMAT.write(storage, drills)).toBe(true);
    const read = readOwnDrills(storage);
    expect(read).toEqual({ value: drills, problem: null });
    expect(ownDrillsInOrder(read.value, ['b', 'a', 'c'])).toEqual([drill]);
  });

  it('leaves out a drill that does not read, and refuses a drills of another version with a message', () => {
    const storage = memoryStorage({ [OWN_DRILLS_KEY]: JSON.stringify({ version: 1, games: { a: [drill, { ...drill, kind: 'other' }] } }) });
    expect(readOwnDrills(storage).value.games.a).toEqual([drill]);
    const newer = memoryStorage({ [OWN_DRILLS_KEY]: JSON.stringify({ version: 2, games: {} }) });
    expect(readOwnDrills(newer)).toEqual({
      value: NO_OWN_DRILLS,
      problem: expect.stringMatching(/could not be read \(version 2\)/) as unknown,
    });
  });
});

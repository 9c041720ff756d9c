// The careless players that find the bench's slowest tables (selfplay-careless.ts): seeded, legal
// (an action the game refuses would throw), and a pick of careless-set.ts names one table forever.
import { CARELESS_SET } from '../../src/tooling/careless-set.ts';
import { carelessGame, carelessTables } from '../../src/tooling/selfplay-careless.ts';

describe('careless self-play', () => {
  it('a seed gives the same game; the two policies and two seeds give different games', () => {
    const random = carelessGame('random', 7, 120);
    expect(random).toHaveLength(120);
    expect(carelessGame('random', 7, 120)).toEqual(random);
    expect(carelessGame('mixed', 7, 120)).not.toEqual(random);
    expect(carelessGame('random', 8, 120)).not.toEqual(random);
  });

  it('a pick is the table met before that action of its game', () => {
    const game = carelessGame('mixed', 11, 60);
    expect(
      carelessTables([
        { policy: 'mixed', seed: 11, index: 42 },
        { policy: 'mixed', seed: 11, index: 0 },
      ]),
    ).toEqual([game[42], game[0]]);
    expect(() => carelessTables([{ policy: 'mixed', seed: 11, index: 100_000 }])).toThrow(/ends before action 100000/);
  });

  it('the bench set names 120 distinct games of both policies', () => {
    expect(new Set(CARELESS_SET.map(([policy, seed]) => `${policy} ${seed}`)).size).toBe(120);
    expect(CARELESS_SET.filter(([policy]) => policy === 'random')).toHaveLength(60);
  });
});

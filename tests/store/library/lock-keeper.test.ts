// The lock protocol (lockKeeper.ts) between two "tabs" sharing in-memory locks: one writer per game, the
// other only shows it and waits its turn, catches up before it writes, and a take-over turns the tab it
// was taken from back to showing.
import { describe, expect, it } from 'vitest';
import { eventually } from '../../patience.ts';
import { lockKeeper } from '../../../src/store/library/lockKeeper.ts';
import { memoryLocks, type GameLocks } from '../../../src/store/library/locks.ts';

function tab(locks: GameLocks) {
  const heard: string[] = [];
  const keeper = lockKeeper({
    locks,
    catchUp: async (id) => void heard.push(`catch up ${id}`),
    changed: () => heard.push('changed'),
    refused: (id) => heard.push(`refused ${id}`),
  });
  return { keeper, heard };
}

/** Tab A plays game g; tab B, opened after it, only shows it. */
async function twoTabsOnOneGame() {
  const locks = memoryLocks();
  const a = tab(locks);
  const b = tab(locks);
  a.keeper.follow('g');
  await eventually(() => expect(a.keeper.writes('g')).toBe(true));
  b.keeper.follow('g');
  await eventually(() => expect(b.keeper.showsOnly('g')).toBe(true));
  return { a, b };
}

describe('the lock keeper', () => {
  it('lets the first tab write the game, and the second only show it', async () => {
    const { a, b } = await twoTabsOnOneGame();
    expect(b.keeper.writes('g')).toBe(false);
    expect(a.keeper.showsOnly('g')).toBe(false);
    expect(b.heard).toEqual(['refused g', 'changed']);
    // Another game is not this claim's: neither writes nor shows it.
    expect(a.keeper.writes('other')).toBe(false);
    expect(b.keeper.showsOnly('other')).toBe(false);
  });

  it('hands the game to the waiting tab once the first moves on, after it catches up', async () => {
    const { a, b } = await twoTabsOnOneGame();
    a.keeper.follow('h');
    await eventually(() => expect(b.keeper.writes('g')).toBe(true));
    expect(b.heard).toEqual(['refused g', 'changed', 'catch up g', 'changed']);
    expect(a.keeper.writes('h')).toBe(true);
  });

  it('turns the tab a game was taken from back to showing it, and lets it wait its turn again', async () => {
    const { a, b } = await twoTabsOnOneGame();
    await b.keeper.takeOver('g');
    expect(b.keeper.writes('g')).toBe(true);
    expect(b.heard.slice(-2)).toEqual(['catch up g', 'changed']);
    await eventually(() => expect(a.keeper.showsOnly('g')).toBe(true));
    // B moves on: A, waiting, gets the game back.
    b.keeper.follow(null);
    await eventually(() => expect(a.keeper.writes('g')).toBe(true));
  });

  it('gives the game up when the library holds more of it than this tab', async () => {
    const locks = memoryLocks();
    const a = tab(locks);
    a.keeper.follow('g');
    await eventually(() => expect(a.keeper.writes('g')).toBe(true));
    a.keeper.yieldGame();
    expect(a.keeper.showsOnly('g')).toBe(true);
    // The lock is free again: another tab may play the game.
    const b = tab(locks);
    b.keeper.follow('g');
    await eventually(() => expect(b.keeper.writes('g')).toBe(true));
  });

  it('lets go of a game the table left before its lock was answered', async () => {
    const locks = memoryLocks();
    const a = tab(locks);
    a.keeper.follow('g');
    a.keeper.follow('h');
    await eventually(() => expect(a.keeper.writes('h')).toBe(true));
    const b = tab(locks);
    b.keeper.follow('g');
    await eventually(() => expect(b.keeper.writes('g')).toBe(true));
    expect(a.keeper.writes('g')).toBe(false);
  });
});

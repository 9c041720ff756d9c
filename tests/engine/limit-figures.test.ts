// The sizes docs/limits.md gives as the reasons for its limits, measured: each limit must stay well
// above what real input takes, and the document's figures must stay true.
import { describe, expect, it } from 'vitest';
import {
  encodePositionLink,
  makePosition,
  makeRecord,
  MAX_LINK_CHARS,
  MAX_RECORD_ACTIONS,
  newGame,
  POSITION_TEXT,
  RECORD_TEXT,
} from '../../src/engine/index.ts';
import { playGame } from '../../src/tooling/play-game.ts';

describe('the figures behind the input limits (docs/limits.md)', () => {
  it('a position of all 104 cards, one per line with eight-space indents, takes under 5 KB', () => {
    const text = JSON.stringify(makePosition(newGame({ dealNumber: 7 }).position), null, 8);
    expect(text.split('\n').length).toBeGreaterThan(104);
    expect(text.length).toBeLessThan(5 * 1024);
    expect(text.length * 10).toBeLessThan(POSITION_TEXT.maxChars);
  });

  it('a link with all 104 cards is about 130 characters', () => {
    const length = encodePositionLink(newGame({ dealNumber: 7 }).position).length;
    expect(length).toBeGreaterThanOrEqual(120);
    expect(length).toBeLessThanOrEqual(140);
    expect(length * 10).toBeLessThan(MAX_LINK_CHARS);
  });

  it('a record at the action limit, written with two-space indents, takes about 8 MB (some 80 characters an action)', () => {
    const played = makeRecord(playGame(5, { maxTurns: 60 }));
    // The actions of a real game, repeated up to the limit: the size, not the replay, is measured here.
    const actions = Array.from({ length: MAX_RECORD_ACTIONS }, (_, i) => played.actions[i % played.actions.length]!);
    const text = JSON.stringify({ ...played, actions }, null, 2);
    expect(text.length / MAX_RECORD_ACTIONS).toBeGreaterThan(60);
    expect(text.length / MAX_RECORD_ACTIONS).toBeLessThan(100);
    expect(text.length).toBeLessThan(RECORD_TEXT.maxChars);
  });

  it("a whole game's record takes tens of kilobytes, so a library file of 64 MB holds thousands of games", () => {
    const sizes = [1, 2, 3, 4, 5, 6, 7, 8].map((deal) => JSON.stringify(makeRecord(playGame(deal))).length);
    for (const size of sizes) {
      expect(size).toBeGreaterThan(8 * 1024);
      expect(size).toBeLessThan(32 * 1024);
    }
    expect((4 * RECORD_TEXT.maxChars) / Math.max(...sizes)).toBeGreaterThan(2000);
  });
});

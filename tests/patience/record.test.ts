// The record brigade-game/1 and the game it replays (P6.3: undo and redo are recorded).
import { describe, expect, it } from 'vitest';
import {
  applyPatienceAction,
  dealBrigade,
  legalMoves,
  makePatiencePosition,
  makePatienceRecord,
  newPatienceGame,
  parsePatienceRecord,
  parsePatienceRecordText,
  positionOf,
  replayPatience,
  usedUndo,
  type PatienceGame,
} from '../../src/patience/index.ts';

function play(game: PatienceGame, ...actions: Parameters<typeof applyPatienceAction>[1][]): PatienceGame {
  for (const action of actions) {
    const next = applyPatienceAction(game, action);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  return game;
}

describe('a game and its record', () => {
  const start = newPatienceGame({ dealNumber: 9, grace: 'both' });
  const first = legalMoves(positionOf(start))[0]!;
  const game1 = play(start, { type: 'move', move: first });
  const second = legalMoves(positionOf(game1))[0]!;
  const game = play(game1, { type: 'move', move: second }, { type: 'undo' }, { type: 'undo' }, { type: 'redo' });

  it('P6.3: undo takes back, redo makes again, and the game knows they were used', () => {
    expect(game.moves).toEqual([first]);
    expect(game.undone).toEqual([second]);
    expect(positionOf(game)).toEqual(positionOf(game1));
    expect(usedUndo(game)).toBe(true);
    expect(usedUndo(game1)).toBe(false);
  });

  it('a new move clears what redo would make; nothing to undo or redo is refused in words', () => {
    const other = legalMoves(positionOf(game)).find((m) => m.card !== second.card)!;
    const moved = play(game, { type: 'move', move: other });
    expect(moved.undone).toEqual([]);
    expect(applyPatienceAction(moved, { type: 'redo' })).toMatchObject({ ok: false, error: { code: 'nothing-to-redo' } });
    expect(applyPatienceAction(start, { type: 'undo' })).toMatchObject({
      ok: false,
      error: { code: 'nothing-to-undo', message: expect.stringMatching(/P6\.3/) },
    });
  });

  it('an illegal move is refused and the game is unchanged', () => {
    const illegal = { type: 'move' as const, move: { card: 0, to: 'tableau:0' as const, count: 1 } };
    expect(applyPatienceAction(start, illegal)).toMatchObject({ ok: false, error: { code: 'on-foundation' } });
  });

  it('the record replays to the same game, undos and redos included, and survives JSON', () => {
    const record = makePatienceRecord(game);
    expect(record).toMatchObject({ format: 'brigade-game/1', deal: 9, grace: 'both' });
    expect(record.actions.map((a) => a.type)).toEqual(['move', 'move', 'undo', 'undo', 'redo']);
    const replayed = replayPatience(JSON.parse(JSON.stringify(record)));
    expect(replayed).toEqual({ ok: true, value: game });
  });

  it('a game from a position records the position', () => {
    const from = newPatienceGame({ start: dealBrigade(3, 'off') });
    const record = makePatienceRecord(play(from, { type: 'move', move: legalMoves(positionOf(from))[0]! }));
    expect(record.start).toEqual(makePatiencePosition(dealBrigade(3, 'off')));
    expect(record.deal).toBeUndefined();
    const replayed = replayPatience(record);
    expect(replayed.ok && replayed.value.moves).toHaveLength(1);
  });
});

describe('the record reader names every error', () => {
  const good = { format: 'brigade-game/1', deal: 4, grace: 'up', actions: [] as unknown[] };
  it.each<[string, unknown, string]>([
    ['not an object', [], 'record: must be a JSON object'],
    ['another format', { ...good, format: 'brigade-game/2' }, 'format: "brigade-game/2" is not a known format'],
    ['no grace', { ...good, grace: undefined }, 'grace: missing'],
    ['neither deal nor start', { ...good, deal: undefined }, 'either "deal"'],
    ['a deal that is not a number', { ...good, deal: -3 }, 'deal: must be a whole number, 0 or more, not -3'],
    ['a huge deal', { ...good, deal: 1e300 }, 'deal: out of range'],
    ['a bad start', { ...good, deal: undefined, start: { format: 'x' } }, 'start.format: "x" is not a known format'],
    [
      'a start with another grace',
      { ...good, deal: undefined, start: makePatiencePosition(dealBrigade(1, 'off')) },
      'grace: "up", but the start position is played with "off"',
    ],
    ['actions not an array', { ...good, actions: {} }, 'actions: must be an array'],
    ['an unknown action', { ...good, actions: [{ type: 'pass' }] }, 'actions[0].type: "pass" is not "move", "undo" or "redo"'],
    ['a move without a card', { ...good, actions: [{ type: 'move', to: 'foundation' }] }, 'actions[0].card: undefined is not a card'],
  ])('%s', (_, json, message) => {
    const read = parsePatienceRecord(json);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(message);
  });

  it('a record whose move the rules refuse fails its replay with the index and the rule', () => {
    const replayed = replayPatience({ ...good, format: 'brigade-game/1', grace: 'up', actions: [{ type: 'undo' }] });
    expect(replayed).toEqual({ ok: false, error: 'actions[0] (undo): There is no move to take back (P6.3).' });
    const bad = replayPatience({
      format: 'brigade-game/1',
      deal: 4,
      grace: 'up',
      actions: [{ type: 'move', card: 'AS', to: 'tableau:0' }],
    });
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/^actions\[0\] \(move\): A♠ is on its foundation.*\(P2\.2\)/) });
  });

  it('text: a syntax error is a message', () => {
    expect(parsePatienceRecordText('{"format":')).toMatchObject({ ok: false, error: expect.stringMatching(/^not valid JSON/) });
  });
});

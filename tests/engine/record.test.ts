// The game record brigadier-game/1: written, read back, and replayed to the identical game (docs/architecture.md §7).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_RULES,
  gameAt,
  legalMoves,
  makePosition,
  makeRecord,
  MAX_RECORD_ACTIONS,
  newGame,
  parseRecord,
  parseRecordText,
  RECORD_TEXT,
  replay,
  type GameRecordJson,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { table } from './helpers.ts';
import { TWO_AWAY } from './fixtures.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { knockBy, mv, play, REVEAL, TAKE_BACK } from './helpers.ts';

/** Deal 42: South starts with the A♠ on tableau pile 3 (a foundation play at once). */
const deal42 = () => newGame({ dealNumber: 42, names: ['Ann', 'Bob'], rules: { takeBack: true, knockHorizon: 3 } });

describe('brigadier-game/1 records', () => {
  it('are written with the deal, the players, the house rules and docs/formats.md moves', () => {
    const state = play(deal42(), mv('AS', 'tableau:2', 'foundation:0'), REVEAL, knockBy(1));
    expect(makeRecord(state)).toEqual({
      format: 'brigadier-game/1',
      dealNumber: 42,
      players: ['Ann', 'Bob'],
      houseRules: {
        countFalseKnocks: true,
        knockHorizon: 3,
        takeBack: true,
        coach: false,
        knockRadar: false,
        findYourself: false,
        stalemateNudge: 20,
      },
      actions: [{ type: 'move', card: 'AS', from: 'tableau:2', to: 'foundation:0' }, { type: 'reveal' }, { type: 'knock', by: 1 }],
    });
  });

  it.each([
    {
      name: 'a few hand-made actions with a take-back',
      state: () => play(deal42(), mv('AS', 'tableau:2', 'foundation:0'), mv('3S', 'tableau:3', 'tableau:5'), TAKE_BACK, REVEAL),
    },
    { name: 'a self-played game with faults and knocks', state: () => playGame(7, { faultRate: 0.2, falseKnockRate: 0.05 }) },
    {
      name: 'a self-played game with the house rules changed',
      state: () => playGame(3, { faultRate: 0.2, rules: { countFalseKnocks: false, knockHorizon: 1 }, falseKnockRate: 0.05 }),
    },
  ])('replay to the identical game: $name', ({ state }) => {
    const original = state();
    const text = JSON.stringify(makeRecord(original));
    const read = parseRecordText(text);
    expect(read.ok).toBe(true);
    const replayed = read.ok ? replay(read.value, new LocalReferee()) : null;
    expect(replayed).toEqual({ ok: true, value: original });
    expect(replay(makeRecord(original), new LocalReferee())).toEqual({ ok: true, value: original });
  });

  it('ignore fields they do not know', () => {
    const json = { ...makeRecord(play(deal42(), REVEAL)), comment: 'a fine game', actions: [{ type: 'reveal', at: '12:00' }] };
    const read = parseRecord(json);
    expect(read.ok && read.value.actions).toEqual([{ type: 'reveal' }]);
  });

  it('take the default house rules when they are left out', () => {
    const { houseRules: _omitted, ...json } = makeRecord(newGame({ dealNumber: 5 }));
    const read = parseRecord(json);
    // The defaults themselves are pinned in house-rules.test.ts.
    expect(read.ok && read.value.rules).toEqual(DEFAULT_HOUSE_RULES);
  });

  const valid = (): GameRecordJson => makeRecord(play(deal42(), mv('AS', 'tableau:2', 'foundation:0')));
  it.each([
    { name: 'not an object', json: () => [], error: 'record: must be a JSON object' },
    {
      name: 'an unknown format',
      json: () => ({ ...valid(), format: 'brigadier-game/3' }),
      error: 'format: "brigadier-game/3" is not a known format (expected "brigadier-game/1" or "brigadier-game/2")',
    },
    {
      name: 'a /2 record whose start is not a position',
      json: () => ({ ...valid(), format: 'brigadier-game/2', start: { format: 'brigadier-position/1', toMove: 3 } }),
      error: /^start\.toMove: /,
    },
    { name: 'no format', json: () => ({ ...valid(), format: undefined }), error: 'format: missing (expected "brigadier-game/1")' },
    {
      name: 'a negative deal number',
      json: () => ({ ...valid(), dealNumber: -3 }),
      error: /^dealNumber: must be a whole number, 0 or more, not -3$/,
    },
    {
      name: 'a deal number past the safe integers',
      json: () => ({ ...valid(), dealNumber: 2 ** 60 }),
      error: 'dealNumber: out of range (must be a whole number from 0 to 9007199254740991)',
    },
    { name: 'one player', json: () => ({ ...valid(), players: ['Ann'] }), error: 'players: must be an array of two names' },
    { name: 'a player without a name', json: () => ({ ...valid(), players: ['Ann', 7] }), error: 'players[1]: must be a name (a string)' },
    // The start screen's rule for names (imported records once accepted names the start screen refuses).
    {
      name: 'a name of 100,000 characters',
      json: () => ({ ...valid(), players: ['x'.repeat(100_000), 'Bob'] }),
      error: 'players[0]: is longer than 24 characters',
    },
    { name: 'an empty name', json: () => ({ ...valid(), players: ['Ann', ' '] }), error: 'players[1]: is empty' },
    { name: 'two equal names', json: () => ({ ...valid(), players: ['Ann', 'Ann'] }), error: 'players: must be two different names' },
    {
      name: 'two names alike to the eye',
      json: () => ({ ...valid(), players: ['Ann', 'Ann\u200B'] }),
      error: 'players: must be two different names',
    },
    {
      name: 'two names alike but for a Cyrillic А',
      json: () => ({ ...valid(), players: ['Ann', '\u0410nn'] }),
      error: 'players: look alike: choose two names that read differently',
    },
    {
      name: 'a name with a newline',
      json: () => ({ ...valid(), players: ['Ann\nBob', 'Bob'] }),
      error: 'players[0]: holds a line break or another control character',
    },
    {
      name: 'a name with NUL',
      json: () => ({ ...valid(), players: ['Ann', 'Bob\u0000'] }),
      error: 'players[1]: holds a line break or another control character',
    },
    {
      name: 'too many actions',
      json: () => ({ ...valid(), actions: new Array(MAX_RECORD_ACTIONS + 1).fill({ type: 'pass' }) }),
      error: `actions: too many (${MAX_RECORD_ACTIONS + 1}; a record holds at most ${MAX_RECORD_ACTIONS})`,
    },
    {
      name: 'a long unknown format, quoted short',
      json: () => ({ ...valid(), format: 'f'.repeat(10_000) }),
      error: `format: "${'f'.repeat(60)}…" is not a known format (expected "brigadier-game/1" or "brigadier-game/2")`,
    },
    {
      name: 'a knock by a number out of range',
      json: () => ({ ...valid(), actions: [{ type: 'knock', by: Infinity }] }),
      error: 'actions[0].by: out of range (must be 0 or 1)',
    },
    { name: 'house rules not an object', json: () => ({ ...valid(), houseRules: 'strict' }), error: 'houseRules: must be an object' },
    { name: 'a bad knock horizon', json: () => ({ ...valid(), houseRules: { knockHorizon: -1 } }), error: /^houseRules\.knockHorizon: / },
    {
      name: 'a bad take-back rule',
      json: () => ({ ...valid(), houseRules: { takeBack: 'yes' } }),
      error: 'houseRules.takeBack: must be true or false',
    },
    { name: 'a bad coach rule', json: () => ({ ...valid(), houseRules: { coach: 1 } }), error: 'houseRules.coach: must be true or false' },
    {
      name: 'a bad knock-radar rule',
      json: () => ({ ...valid(), houseRules: { knockRadar: null } }),
      error: 'houseRules.knockRadar: must be true or false',
    },
    {
      name: 'a bad false-knock rule',
      json: () => ({ ...valid(), houseRules: { countFalseKnocks: 1 } }),
      error: 'houseRules.countFalseKnocks: must be true or false',
    },
    { name: 'no actions', json: () => ({ ...valid(), actions: undefined }), error: 'actions: must be an array of actions' },
    {
      name: 'an action that is not an object',
      json: () => ({ ...valid(), actions: [{ type: 'reveal' }, 'discard'] }),
      error: 'actions[1]: must be an object with a type',
    },
    {
      name: 'an unknown action',
      json: () => ({ ...valid(), actions: [{ type: 'undo' }] }),
      error: 'actions[0].type: "undo" is not an action',
    },
    {
      name: 'a move with a bad card',
      json: () => ({ ...valid(), actions: [{ type: 'move', card: '1OH', from: 'claw', to: 'tableau:0' }] }),
      error: 'actions[0].card: "1OH" is not a card',
    },
    {
      name: 'a move from a bad place',
      json: () => ({ ...valid(), actions: [{ type: 'move', card: 'TH', from: 'deck', to: 'tableau:0' }] }),
      error: 'actions[0].from: "deck" is not a source',
    },
    {
      name: 'a move to a bad place',
      json: () => ({ ...valid(), actions: [{ type: 'move', card: 'TH', from: 'claw', to: 'claw' }] }),
      error: 'actions[0].to: "claw" is not a destination',
    },
    {
      name: 'a knock by nobody',
      json: () => ({ ...valid(), actions: [{ type: 'knock' }] }),
      error: 'actions[0].by: must be 0 or 1, not undefined',
    },
    {
      name: 'a draw for a strange reason',
      json: () => ({ ...valid(), actions: [{ type: 'draw', reason: 'rain' }] }),
      error: 'actions[0].reason: "rain" is not a reason for a draw',
    },
  ])('reading one with $name fails, naming the field', ({ json, error }) => {
    const read = parseRecord(json());
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(error);
  });

  it('reading text that is not JSON fails without throwing', () => {
    expect(parseRecordText('{"format":')).toMatchObject({ ok: false, error: expect.stringMatching(/^not valid JSON/) });
  });

  it('reading text with a deal number of 1e400 calls it out of range', () => {
    const text = JSON.stringify(valid()).replace('"dealNumber":42', '"dealNumber":1e400');
    expect(parseRecordText(text)).toEqual({
      ok: false,
      error: 'dealNumber: out of range (must be a whole number from 0 to 9007199254740991)',
    });
  });

  it('reading text with a BOM, as Windows editors write it, works', () => {
    expect(parseRecordText('\uFEFF' + JSON.stringify(valid()))).toMatchObject({ ok: true });
  });

  it('reading text past the size limit or nested too deep fails before parsing, saying which', () => {
    expect(parseRecordText(' '.repeat(RECORD_TEXT.maxChars + 1))).toEqual({
      ok: false,
      error: expect.stringMatching(/^record: too large: /),
    });
    expect(parseRecordText('['.repeat(100_000))).toEqual({
      ok: false,
      error: expect.stringMatching(/^record: nested more than 64 levels deep/),
    });
  });

  it('replaying an action the referee refuses fails, naming the action and the referee’s sentence', () => {
    const json: GameRecordJson = { ...valid(), actions: [{ type: 'reveal' }, { type: 'reveal' }] };
    expect(replay(json, new LocalReferee())).toEqual({
      ok: false,
      error: 'actions[1] (reveal): You already have a card in play: play it or discard it first.',
    });
  });

  it('replaying a record with a bad field fails with the reading error', () => {
    expect(replay({ ...valid(), dealNumber: 1.5 }, new LocalReferee())).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^dealNumber:/),
    });
  });
});

describe('brigadier-game/2: a game from a position replays like a game from a deal', () => {
  it('a game started at a position writes /2 with its start, and replays to the identical game', () => {
    const start = gameAt(table(TWO_AWAY));
    const moves = legalMoves(start.position).slice(0, 1);
    const played = play(start, ...moves.map((move) => ({ type: 'move', move }) as const), { type: 'discard' });
    const json = makeRecord(played);
    expect(json.format).toBe('brigadier-game/2');
    expect(json.start).toEqual(makePosition(table(TWO_AWAY)));
    expect(replay(JSON.parse(JSON.stringify(json)), new LocalReferee())).toEqual({ ok: true, value: played });
  });

  it('a game from a deal still writes /1, and a /2 record without a start is a deal', () => {
    const fromDeal = makeRecord(deal42());
    expect(fromDeal.format).toBe('brigadier-game/1');
    expect('start' in fromDeal).toBe(false);
    expect(replay({ ...fromDeal, format: 'brigadier-game/2' }, new LocalReferee())).toEqual({ ok: true, value: deal42() });
  });
});

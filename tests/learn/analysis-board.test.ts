// The analysis board: reachability, the shortest line step by step, tried moves judged.
import { describe, expect, it } from 'vitest';
import {
  decodePositionLink,
  distanceNow,
  encodePositionLink,
  gameAt,
  parseMove,
  pileIndex,
  type CardMove,
  type Position,
} from '../../src/engine/index.ts';
import { analyze, LocalReferee } from '../../src/engine/search/index.ts';
import { positionsWithoutPlay } from '../../src/tooling/generate.ts';
import { analyzeBoard, judgeLast, judgeTried } from '../../src/learn/index.ts';
import { play, table } from '../engine/helpers.ts';

const FORMAT_EXAMPLE = table({
  players: [{ deck: ['9D', '2D'], inPlay: '7H', discard: ['KH', '4C'], claw: ['3D', 'JS'] }, { claw: ['8S'] }],
  tableau: [['5H', '9C'], ['KS'], ['KS'], ['KD'], ['QC'], ['QC'], ['2S'], ['3S']],
  foundations: [['AH', '2H', '3H', '4H']],
});
const m = (card: string, from: string, to: string): CardMove => {
  const parsed = parseMove({ card, from, to }, FORMAT_EXAMPLE);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

describe('analysis board', () => {
  it('shows the docs/formats.md example: distance 2, the line in words, a table for each step', () => {
    const board = analyzeBoard(FORMAT_EXAMPLE, ['South', 'North']);
    expect(board.distance).toBe(2);
    expect(board.reach).toBe('5♥ can go up in three moves');
    expect(board.lineText).toBe('Move Q♣ onto K♦, then 9♣ to an empty pile, then 5♥ to the foundation');
    expect(board.steps).toHaveLength(4);
    expect(board.steps.at(-1)!.foundations[0]).toHaveLength(5);
    expect(board.faultFree).toHaveLength(2);
  });

  it('judges tried actions, one judge: illegal (R5), a fault (R6.4), or on a shortest way (R6.3)', () => {
    const tryMove = (position: Position, move: CardMove) => judgeTried(gameAt(position), { type: 'move', move });
    expect(tryMove(FORMAT_EXAMPLE, m('9C', 'tableau:0', 'tableau:1'))?.kind).toBe('illegal');
    expect(tryMove(FORMAT_EXAMPLE, m('7H', 'inPlay', 'opponentClaw'))?.kind).toBe('illegal');
    expect(tryMove(FORMAT_EXAMPLE, m('QC', 'tableau:5', 'tableau:3'))).toEqual({
      kind: 'fine',
      text: 'Q♣ onto K♦ keeps to a shortest way (R6.3).',
    });
    const zero = table({
      players: [{ claw: ['5H'], deck: ['2C'] }, { claw: ['8S'] }],
      tableau: [['6S'], [], [], [], [], [], [], []],
      foundations: [['AH', '2H', '3H', '4H']],
    });
    expect(tryMove(zero, { card: zero.players[0].claw[0]!, from: 'claw', to: 'tableau:0' })).toEqual({
      kind: 'fault',
      text: '5♥ onto 6♠ is a fault (R6.4): 5♥ can go up now. Move 5♥ to the foundation.',
    });
    expect(tryMove(zero, { card: zero.players[0].claw[0]!, from: 'claw', to: 'foundation:0' })).toEqual({
      kind: 'fine',
      text: '5♥ to the foundation: the foundation play (R6.3).',
    });
    expect(judgeTried(gameAt(zero), { type: 'reveal' })?.kind).toBe('fault');
    const none = table({ players: [{ claw: ['QS'], deck: ['2C'] }, { claw: ['8S'] }], tableau: [['KD'], [], [], [], [], [], [], []] });
    expect(tryMove(none, { card: none.players[0].claw[0]!, from: 'claw', to: 'tableau:0' })?.kind).toBe('fine');
    expect(judgeTried(gameAt(none), { type: 'takeBack' })).toBeNull();
    expect(analyzeBoard(none)).toMatchObject({ distance: null, reach: 'No foundation play can be reached', lineText: '' });
  });

  it('judges the last action of a game one action past the one before, and nothing else', () => {
    const game = gameAt(FORMAT_EXAMPLE);
    const after = play(game, { type: 'move', move: m('QC', 'tableau:5', 'tableau:3') });
    expect(judgeLast(game, after, new LocalReferee())?.text).toBe('Q♣ onto K♦ keeps to a shortest way (R6.3).');
    expect(judgeLast(game, game, new LocalReferee())).toBeNull();
    expect(judgeLast(null, after, new LocalReferee())).toBeNull();
  });

  it('opens a shared link on the board', () => {
    const opened = decodePositionLink(`https://brigadier.example/#${encodePositionLink(FORMAT_EXAMPLE)}`);
    expect(opened.ok && analyzeBoard(opened.value).distance).toBe(2);
  });

  it('says the same as the analyzer, from the verdict the referee already knows (no second search)', () => {
    const positions = positionsWithoutPlay(4417, 300, [{ emptyPiles: 3, buryWanted: 5, maxPile: 6 }]);
    let searches = 0;
    const counting = new LocalReferee(4096, (position) => {
      searches++;
      return analyze(position);
    });
    const same = (board: ReturnType<typeof analyzeBoard>, full: ReturnType<typeof analyze>) => {
      expect(board.distance).toBeNull();
      expect(board.line).toEqual([]);
      expect(board.legalMoves).toEqual(full.legalMoves);
      expect(board.faultFree).toEqual(full.faultFree);
    };
    let checked = 0;
    for (const position of positions) {
      const game = gameAt(position);
      const before = searches;
      if (distanceNow(game, counting) !== null) continue;
      const full = analyze(position);
      same(analyzeBoard(position, undefined, counting), full);
      // The game's referee searched the table once; the board asked the same referee and it did not search again.
      expect(searches).toBe(before + 1);
      // One move on the board's table: its verdict is searched once, then judged and shown from it.
      const move = full.legalMoves.find((candidate) => pileIndex(candidate.from, 'tableau') !== null);
      if (!move) continue;
      const after = play(game, { type: 'move', move }).position;
      const afterFull = analyze(after);
      same(analyzeBoard(after, undefined, counting), afterFull);
      // None in reach: any legal move tried on that table is fine, judged from the same verdict.
      if (afterFull.legalMoves.length > 0)
        expect(judgeTried(gameAt(after), { type: 'move', move: afterFull.legalMoves[0]! }, counting)?.text).toMatch(
          / is fine: no foundation play can be reached, so nothing is a fault\.$/,
        );
      expect(searches).toBe(before + 2);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });
});

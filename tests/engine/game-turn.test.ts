// A turn (RULES R4) and the end of the game (R8): what each action does to the table and the turn.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  availableActions,
  currentFault,
  DEFAULT_HOUSE_RULES,
  distanceNow,
  newGame,
  previousFault,
  type GameState,
} from '../../src/engine/index.ts';
import { ACE_UP, QUIET, TWO_AWAY, TWO_TO_GO } from './fixtures.ts';
import { codesOf, DISCARD, gameAt, mv, PASS, play, referee, REVEAL, table, TAKE_BACK } from './helpers.ts';

const quiet = () => gameAt(table(QUIET));

describe('R3 a new game', () => {
  it('starts at turn 1 with the starting player to move, default names and rules, nothing recorded', () => {
    const game = newGame({ dealNumber: 42 });
    expect(game).toMatchObject({
      dealNumber: 42,
      names: ['South', 'North'],
      rules: { countFalseKnocks: true, knockHorizon: null, takeBack: false, coach: false, knockRadar: false },
      turn: 1,
      actionsThisTurn: 0,
      steps: [],
      previousTurn: null,
      knocked: [0, 0],
      falseKnocks: [0, 0],
      result: null,
      lastKnock: null,
      actions: [],
      log: [],
    });
    expect(game.position.toMove).toBe(0);
    expect(currentFault(game, referee)).toBeNull();
    // R6.4's example: deal 42 turned up the A♠ on tableau pile 3, so a foundation play is available.
    expect(distanceNow(game, referee)).toBe(0);
  });

  it('takes names and house rules', () => {
    const game = newGame({ dealNumber: 1, names: ['Ann', 'Bob'], rules: { takeBack: true } });
    expect(game.names).toEqual(['Ann', 'Bob']);
    expect(game.rules).toEqual({ ...DEFAULT_HOUSE_RULES, takeBack: true });
  });
});

describe('R4.1–R4.5 card moves', () => {
  it('a legal move is carried out, counted and logged in words', () => {
    const next = play(quiet(), mv('JS', 'claw', 'tableau:2'));
    expect(codesOf(next.position.tableau[2]!)).toEqual(['QD', 'JS']);
    expect(codesOf(next.position.players[0].claw)).toEqual(['3D']);
    expect(next.actionsThisTurn).toBe(1);
    expect(next.log).toEqual([{ turn: 1, player: 0, text: 'South moved J♠ from the claw to tableau pile 3' }]);
  });

  it('an illegal move is refused with the move generator’s code and sentence', () => {
    const result = applyAction(quiet(), mv('JS', 'claw', 'tableau:1'), referee);
    expect(result).toEqual({
      ok: false,
      error: { code: 'tableau-needs-lower-opposite-colour', message: 'J♠ goes on a red Q or an empty pile, not on K♠.' },
    });
  });

  it('the record names the physical card that moved (two decks: the second Q♣)', () => {
    const start = gameAt(table(TWO_AWAY));
    const next = play(start, mv('QC', 'tableau:5', 'tableau:3'));
    const card = start.position.tableau[5]![0]!;
    expect(card).toBeGreaterThanOrEqual(52);
    expect(next.actions).toEqual([{ type: 'move', move: { card, from: 'tableau:5', to: 'tableau:3' } }]);
  });
});

describe('R4.4 reveal', () => {
  it('turns up the top card of the deck as the in-play card', () => {
    const next = play(quiet(), REVEAL);
    expect(codesOf(next.position.players[0].deck)).toEqual(['9D']);
    expect(codesOf([next.position.players[0].inPlay!])).toEqual(['2D']);
    expect(next.log.at(-1)!.text).toBe('South turned up 2♦');
  });

  it('with an empty deck turns the discard pile over, unshuffled: the earliest discard comes up first', () => {
    const start = gameAt(table({ ...QUIET, players: [{ discard: ['KH', '4C', '7S'], claw: ['3D'] }, QUIET.players[1]] }));
    const first = play(start, REVEAL);
    const me = first.position.players[0];
    expect(codesOf([me.inPlay!])).toEqual(['KH']);
    expect(codesOf(me.deck)).toEqual(['7S', '4C']);
    expect(me.discard).toEqual([]);
    expect(first.log.at(-1)!.text).toBe('South turned the discard pile over as a new deck and turned up K♥');
  });

  it.each([
    {
      name: 'a card is already in play',
      spec: { ...QUIET, players: [{ deck: ['9D'], inPlay: '2D', claw: ['3D'] }, QUIET.players[1]] },
      code: 'card-in-play-already',
    },
    {
      name: 'deck and discard pile are empty',
      spec: { ...QUIET, players: [{ claw: ['3D'] }, QUIET.players[1]] },
      code: 'nothing-to-reveal',
    },
  ] as const)('is refused when $name', ({ spec, code }) => {
    const result = applyAction(gameAt(table(spec)), REVEAL, referee);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/\.$/);
    }
  });
});

describe('R4.6 discard', () => {
  it('puts the in-play card on the discard pile and ends the turn at once', () => {
    const next = play(quiet(), REVEAL, DISCARD);
    expect(codesOf(next.position.players[0].discard)).toEqual(['KH', '4C', '2D']);
    expect(next.position.players[0].inPlay).toBeNull();
    expect(next.position.toMove).toBe(1);
    expect(next.turn).toBe(2);
    expect(next.actionsThisTurn).toBe(0);
    expect(next.previousTurn).toEqual({
      player: 0,
      turn: 1,
      steps: [
        { position: quiet().position, action: REVEAL },
        { position: play(quiet(), REVEAL).position, action: DISCARD },
      ],
      knockable: true,
    });
    expect(previousFault(next, referee)).toBeNull();
    expect(next.log.map((e) => [e.turn, e.player, e.text])).toEqual([
      [1, 0, 'South turned up 2♦'],
      [1, 0, 'South discarded 2♦'],
    ]);
  });

  it('is refused with no card in play', () => {
    const result = applyAction(quiet(), DISCARD, referee);
    expect(result).toMatchObject({ ok: false, error: { code: 'no-card-in-play' } });
  });
});

describe('R4.7 pass', () => {
  const empty = { ...QUIET, players: [{ claw: ['3D'] }, QUIET.players[1]] } as const;
  it('ends the turn when nothing is in play and deck and discard pile are empty', () => {
    const next = play(gameAt(table(empty)), PASS);
    expect(next.position.toMove).toBe(1);
    expect(next.turn).toBe(2);
    expect(next.log.at(-1)!.text).toBe('South passed, with nothing left to reveal');
  });

  it.each([
    { name: 'a deck is left', spec: { ...QUIET, players: [{ deck: ['9D'], claw: ['3D'] }, QUIET.players[1]] } },
    { name: 'a discard pile is left to turn over', spec: { ...QUIET, players: [{ discard: ['9D'], claw: ['3D'] }, QUIET.players[1]] } },
    { name: 'a card is in play', spec: { ...QUIET, players: [{ inPlay: '9D', claw: ['3D'] }, QUIET.players[1]] } },
  ] as const)('is refused when $name', ({ spec }) => {
    expect(applyAction(gameAt(table(spec)), PASS, referee)).toMatchObject({ ok: false, error: { code: 'pass-not-allowed' } });
  });
});

describe('R8.1 the win', () => {
  it('comes the moment the last card leaves, even in the middle of a turn', () => {
    const start = gameAt(table(TWO_TO_GO));
    const halfway = play(start, mv('AS', 'claw', 'foundation:0'));
    expect(halfway.result).toBeNull();
    const won = play(halfway, mv('2S', 'claw', 'foundation:0'));
    expect(won.result).toEqual({ kind: 'win', winner: 0 });
    expect(won.position.toMove).toBe(0);
    expect(won.turn).toBe(1);
    expect(distanceNow(won, referee)).toBeNull();
    expect(won.log.at(-1)!.text).toBe('South moved 2♠ from the claw to foundation 1; South has no cards left and wins the game');
  });

  it('also by giving the last card to the opponent (R5.4)', () => {
    const start = gameAt(table({ ...TWO_TO_GO, players: [{ claw: ['7S'] }, { deck: ['5S'], claw: ['8S'] }] }));
    expect(play(start, mv('7S', 'claw', 'opponentClaw')).result).toEqual({ kind: 'win', winner: 0 });
  });

  it.each([REVEAL, DISCARD, PASS, { type: 'knock', by: 1 } as const, { type: 'resign', by: 0 } as const, { type: 'draw' } as const])(
    'after it, nothing more is accepted: %j',
    (action) => {
      const won = play(gameAt(table(TWO_TO_GO)), mv('AS', 'claw', 'foundation:0'), mv('2S', 'claw', 'foundation:0'));
      expect(applyAction(won, action, referee)).toEqual({ ok: false, error: { code: 'game-over', message: 'The game is over.' } });
    },
  );
});

describe('R8.2 resignation and draw', () => {
  it.each([
    { name: 'South', by: 0 as const, winner: 1, text: 'South resigned; North wins the game' },
    { name: 'North', by: 1 as const, winner: 0, text: 'North resigned; South wins the game' },
  ])('a resignation by $name ends the game, whoever is to move', ({ by, winner, text }) => {
    const over = play(quiet(), { type: 'resign', by });
    expect(over.result).toEqual({ kind: 'resign', winner });
    expect(over.log.at(-1)).toEqual({ turn: 1, player: by, text });
  });

  it('an agreed draw ends the game', () => {
    const over = play(quiet(), { type: 'draw' });
    expect(over.result).toEqual({ kind: 'draw', reason: 'agreed' });
    expect(over.log.at(-1)!.text).toBe('The players agreed a draw');
  });
});

describe('available actions', () => {
  const cases: { name: string; state: () => GameState; expected: ReturnType<typeof availableActions> }[] = [
    { name: 'start of a turn', state: quiet, expected: { reveal: true, discard: false, pass: false, knockBy: 1, takeBack: false } },
    {
      name: 'a card in play',
      state: () => play(quiet(), REVEAL),
      expected: { reveal: false, discard: true, pass: false, knockBy: 1, takeBack: false },
    },
    {
      name: 'after the opponent discarded',
      state: () => play(quiet(), REVEAL, DISCARD),
      expected: { reveal: true, discard: false, pass: false, knockBy: 1, takeBack: false },
    },
    {
      name: 'nothing to reveal',
      state: () => gameAt(table({ ...QUIET, players: [{ claw: ['3D'] }, QUIET.players[1]] })),
      expected: { reveal: false, discard: false, pass: true, knockBy: 1, takeBack: false },
    },
    {
      name: 'a move that can be taken back',
      state: () => play(gameAt(table(QUIET), { takeBack: true }), mv('JS', 'claw', 'tableau:2')),
      expected: { reveal: true, discard: false, pass: false, knockBy: 1, takeBack: true },
    },
    {
      name: 'game over',
      state: () => play(quiet(), { type: 'draw' }),
      expected: { reveal: false, discard: false, pass: false, knockBy: null, takeBack: false },
    },
  ];
  it.each(cases)('$name', ({ state, expected }) => {
    expect(availableActions(state())).toEqual(expected);
  });

  it('a fault is offered for take-back like any move (the button does not tell), and the take-back is refused with the reason', () => {
    const faulted = play(gameAt(table(ACE_UP), { takeBack: true }), mv('JS', 'claw', 'tableau:2'));
    expect(availableActions(faulted)).toEqual({ reveal: true, discard: false, pass: false, knockBy: 1, takeBack: true });
    expect(applyAction(faulted, TAKE_BACK, referee)).toMatchObject({ ok: false, error: { code: 'take-back-fault' } });
  });

  it('R7.1 the mover is offered the knock before their first action after the opponent’s discard', () => {
    const afterDiscard = play(gameAt(table(ACE_UP)), REVEAL, DISCARD);
    expect(availableActions(afterDiscard).knockBy).toBe(1);
    expect(afterDiscard.position.toMove).toBe(1);
  });
});

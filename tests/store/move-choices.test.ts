// "What can I play?" and typed moves (moveChoices.ts, typedMove.ts): the list is the engine's legal
// moves and actions at every step of a seeded game, each playable through the store; a typed card and
// destination is read in every spelling, asks when the two packs leave it ambiguous, and is refused in
// the engine's own words.
import { describe, expect, it } from 'vitest';
import { availableActions, cardFrom, checkMove, chooseAction, faceFrom, legalMoves, newGame, type Action } from '../../src/engine/index.ts';
import { moveChoices, playChoice, type MoveChoice } from '../../src/store/moveChoices.ts';
import { readTypedMove, typedFace } from '../../src/store/typedMove.ts';
import { table, type TableSpec } from '../engine/helpers.ts';
import { makeStore, NAMES, referee } from './helpers.ts';

const key = (value: unknown) => JSON.stringify(value);
const actionOf = (choice: MoveChoice): Action =>
  choice.kind === 'move' ? { type: 'move', move: choice.move } : ({ type: choice.kind } as Action);

describe('the list of moves against the engine, at every step of a seeded game', () => {
  it('lists exactly the legal card moves and actions, and each action chosen plays from the list', () => {
    const store = makeStore();
    store.getState().gameStarted({ names: NAMES, dealNumber: 7, rules: { ...newGame({ dealNumber: 7 }).rules, takeBack: true } });
    let steps = 0;
    for (; steps < 120 && store.getState().game!.result === null; steps++) {
      const game = store.getState().game!;
      const choices = moveChoices(game);
      const moves = choices.flatMap((c) => (c.kind === 'move' ? [key(c.move)] : []));
      expect(new Set(moves)).toEqual(new Set(legalMoves(game.position).map(key)));
      expect(moves).toHaveLength(new Set(moves).size);
      const available = availableActions(game);
      const kinds = new Set(choices.map((c) => c.kind));
      expect(kinds.has('reveal')).toBe(available.reveal);
      expect(kinds.has('discard')).toBe(available.discard);
      expect(kinds.has('pass')).toBe(available.pass);
      expect(kinds.has('takeBack')).toBe(available.takeBack);
      expect(kinds.has('knock')).toBe(available.knockBy === game.position.toMove);
      for (const choice of choices) expect(choice.words.length).toBeGreaterThan(10);
      // The self-play's action, found in the list by what it does, played through the store from there.
      const wanted = chooseAction(game, referee, undefined, { knockRate: 0 });
      const choice = choices.find((c) => key(actionOf(c)) === key(wanted));
      expect(choice, `the list lacks ${key(wanted)}`).toBeDefined();
      playChoice(store.getState(), game, choice!);
      const after = store.getState().game!;
      expect(after.actions).toHaveLength(game.actions.length + 1);
      expect(after.actions.at(-1)).toEqual(wanted);
    }
    expect(steps).toBeGreaterThan(40);
  });
});

/** Two seven of clubs the mover can move (the claw's and tableau pile 3's), an Ace of hearts in play, North's claw showing 6♣. */
const TWO_SEVENS_SPEC = {
  players: [
    { deck: ['9D'], inPlay: 'AH', discard: ['KH'], claw: ['3D', '7C'] },
    { deck: ['5S'], claw: ['6C'], discard: ['8S'] },
  ],
  tableau: [['KS'], ['QD'], ['5H', '7C'], ['KD'], ['9C', '8H'], ['2S'], ['3S'], ['4S']],
  foundations: [['AC', '2C', '3C', '4C', '5C', '6C']],
} satisfies TableSpec;
const TWO_SEVENS = table(TWO_SEVENS_SPEC);

function gameAtTwoSevens() {
  const store = makeStore();
  store.getState().gameStarted({ names: NAMES, dealNumber: null, rules: newGame({ dealNumber: 1 }).rules, start: TWO_SEVENS });
  return store;
}

describe('a typed card', () => {
  it.each([
    ['7c', 3, 7],
    ['7C', 3, 7],
    ['7♣', 3, 7],
    ['10h', 1, 10],
    ['th', 1, 10],
    ['TH', 1, 10],
    ['ah', 1, 1],
    ['qs', 0, 12],
    ['Kd', 2, 13],
    ['jc', 3, 11],
  ])('%s is read as its face', (text, suit, rank) => {
    expect(typedFace(text)).toBe(faceFrom(suit, rank));
  });

  it.each(['1h', '11c', '7x', 'c7', '', 'ten'])('%s is not a card', (text) => {
    expect(typedFace(text)).toBeNull();
  });
});

describe('a typed move', () => {
  const store = gameAtTwoSevens();
  const game = store.getState().game!;
  const choices = moveChoices(game);

  it('a card and its place, with or without a space, plays the one move that fits', () => {
    for (const text of ['ah f', 'ahf', 'AH F', '  ah   f ']) {
      const read = readTypedMove(text, game, choices);
      expect(read.kind).toBe('play');
      expect(read.kind === 'play' && read.choice.kind === 'move' && read.choice.move).toEqual({
        card: cardFrom(faceFrom(1, 1), 0),
        from: 'inPlay',
        to: 'foundation:1',
      });
    }
  });

  it('the two packs: when both sevens of clubs can make the move, the player is asked which', () => {
    for (const text of ['7c t5', '7c f']) {
      const read = readTypedMove(text, game, choices);
      expect(read.kind).toBe('choose');
      if (read.kind !== 'choose') continue;
      expect(read.choices.map((c) => c.kind === 'move' && c.move.from).sort()).toEqual(['claw', 'tableau:2']);
      expect(read.question).toMatch(/7♣/);
      const words = read.choices.map((c) => c.words).sort();
      expect(words[0]).toMatch(/^Seven of clubs from tableau pile 3 to /);
      expect(words[1]).toMatch(/^Seven of clubs from your claw to /);
    }
  });

  it('the two packs: only the seven the mover can move is taken', () => {
    // The other seven of clubs lies in North's claw: never a source for South (R4).
    const position = table({
      ...TWO_SEVENS_SPEC,
      players: [TWO_SEVENS_SPEC.players[0], { deck: ['5S'], claw: ['7C'], discard: ['8S'] }],
      tableau: [['KS'], ['QD'], ['5H'], ['KD'], ['9C', '8H'], ['2S'], ['3S'], ['4S']],
    });
    const lone = makeStore();
    lone.getState().gameStarted({ names: NAMES, dealNumber: null, rules: newGame({ dealNumber: 1 }).rules, start: position });
    const at = lone.getState().game!;
    const read = readTypedMove('7c t5', at, moveChoices(at));
    expect(read).toMatchObject({ kind: 'play', choice: { kind: 'move', move: { from: 'claw', to: 'tableau:4' } } });
    // Nor can a seven go onto its own pile: refused in the engine's words.
    expect(readTypedMove('7c t3', game, choices)).toMatchObject({ kind: 'refused', words: expect.stringMatching(/7♣ goes on a red 8/) });
  });

  it('an illegal move is refused in the engine’s own words', () => {
    const read = readTypedMove('7c t1', game, choices);
    const engine = checkMove(game.position, { card: cardFrom(faceFrom(3, 7), 0), from: 'claw', to: 'tableau:0' });
    expect(read).toEqual({ kind: 'refused', words: engine!.message });
    const twoOfSpades = readTypedMove('2s f', game, choices);
    expect(twoOfSpades.kind === 'refused' && twoOfSpades.words).toMatch(/Only an Ace starts a foundation; 2♠ must go on the A♠/);
  });

  it('a card that is not the mover’s to move, and words it cannot read, say so', () => {
    expect(readTypedMove('9d f', game, choices)).toMatchObject({
      kind: 'refused',
      words: expect.stringMatching(/No 9♦ is yours to move now/),
    });
    expect(readTypedMove('hello', game, choices)).toMatchObject({
      kind: 'refused',
      words: expect.stringMatching(/not a move I can read. Type a card/),
    });
    expect(readTypedMove('7c t9', game, choices)).toMatchObject({ kind: 'refused' });
    expect(readTypedMove('', game, choices)).toMatchObject({ kind: 'refused', words: expect.stringMatching(/^Type a card/) });
  });

  it('a number plays that line of the list; a number past its end is refused', () => {
    expect(readTypedMove('2', game, choices)).toEqual({ kind: 'play', choice: choices[1] });
    expect(readTypedMove('99', game, choices)).toEqual({ kind: 'refused', words: `There is no move 99: the list has ${choices.length}.` });
  });

  it('an action by its letter; one not possible now goes to the store, which refuses it in the engine’s words', () => {
    expect(readTypedMove('d', game, choices)).toEqual({ kind: 'play', choice: choices.find((c) => c.kind === 'discard') });
    expect(readTypedMove('ah d', game, choices)).toEqual({ kind: 'play', choice: choices.find((c) => c.kind === 'discard') });
    const reveal = readTypedMove('r', game, choices);
    expect(reveal).toMatchObject({ kind: 'play', choice: { kind: 'reveal' } });
    if (reveal.kind === 'play') playChoice(store.getState(), game, reveal.choice);
    expect(store.getState().game).toBe(game);
    expect(store.getState().notice).toMatchObject({ tone: 'error' });
  });

  it('a typed move played goes through the store like a drop', () => {
    const read = readTypedMove('ah f', game, choices);
    expect(read.kind === 'play' && playChoice(store.getState(), game, read.choice)).toBe(true);
    expect(store.getState().game!.position.foundations).toHaveLength(2);
  });
});

describe('the list in words', () => {
  it('says each move as a player would, foundation plays first, the discard last', () => {
    const choices = moveChoices(gameAtTwoSevens().getState().game!);
    expect(choices[0]!.words).toMatch(/to (foundation 1|a new foundation)$/);
    expect(choices.map((c) => c.words)).toContain('Seven of clubs from your claw to tableau pile 5');
    expect(choices.map((c) => c.words)).toContain("Seven of clubs from tableau pile 3 to Ben's claw");
    expect(choices.at(-1)!.words).toBe('Discard the ace of hearts and end your turn');
  });
});

// The referee as a service (RULES R6, R7): the position key verdicts are remembered by, and the
// in-process referee's memory. The knock and the replay are in referee-knock.test.ts.
import { describe, expect, it } from 'vitest';
import { cardCode, DEFAULT_HOUSE_RULES, isFaultIn, parseFace, positionKey, type CardId, type Position } from '../../src/engine/index.ts';
import { analyze, LocalReferee } from '../../src/engine/search/index.ts';
import { CARD_COUNT } from '../../src/engine/cards.ts';
import { allCards, type PlayerPiles } from '../../src/engine/position.ts';
import { mulberry32, randomPosition } from '../../src/tooling/generate.ts';
import { ACE_UP, QUIET, TWO_AWAY } from './fixtures.ts';
import { table } from './helpers.ts';

/** A referee whose searches are counted. */
function countingReferee(capacity?: number): { referee: LocalReferee; searches: () => number } {
  let searches = 0;
  const referee = new LocalReferee(capacity, (position) => {
    searches++;
    return analyze(position);
  });
  return { referee, searches: () => searches };
}

// --- positionKey -------------------------------------------------------------------------------------

/** The cards a generated position leaves out (the generator does not place all 104), shuffled. */
function cardsLeftOut(position: Position, random: () => number): CardId[] {
  const placed = new Set(allCards(position));
  const left: CardId[] = [];
  for (let card = 0; card < CARD_COUNT; card++) if (!placed.has(card)) left.push(card);
  for (let i = left.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [left[i], left[j]] = [left[j]!, left[i]!];
  }
  return left;
}

/**
 * The position with `hidden` cards dealt where the player to move cannot see them: into either
 * player's deck, and under the top of either player's claw and discard pile (only under a top that
 * is there: a card on an empty pile would be its top). What was hidden before is replaced.
 */
function withHidden(position: Position, hidden: readonly CardId[], random: () => number): Position {
  const piles = position.players.map((p) => ({ deck: [] as CardId[], under: { claw: [] as CardId[], discard: [] as CardId[] }, p }));
  for (const card of hidden) {
    const who = piles[Math.floor(random() * 2)]!;
    const where = Math.floor(random() * 3);
    if (where === 1 && who.p.claw.length > 0) who.under.claw.push(card);
    else if (where === 2 && who.p.discard.length > 0) who.under.discard.push(card);
    else who.deck.push(card);
  }
  const player = ({ deck, under, p }: (typeof piles)[number]): PlayerPiles => ({
    deck,
    inPlay: p.inPlay,
    claw: p.claw.length > 0 ? [...under.claw, p.claw[p.claw.length - 1]!] : [],
    discard: p.discard.length > 0 ? [...under.discard, p.discard[p.discard.length - 1]!] : [],
  });
  return { ...position, players: [player(piles[0]!), player(piles[1]!)] };
}

describe('positionKey: what the player to move can use and see', () => {
  const positions = Array.from({ length: 300 }, (_, i) => randomPosition(mulberry32(1000 + i)));

  it('cards nobody can see (decks, cards under the claw and discard tops, of either player) change neither the key nor the analysis', () => {
    let withUnder = 0;
    positions.forEach((position, i) => {
      const random = mulberry32(7000 + i);
      const left = cardsLeftOut(position, random);
      const a = withHidden(position, left.slice(0, Math.floor(left.length / 2)), random);
      const b = withHidden(position, cardsLeftOut(position, random).slice(0, 20 + Math.floor(random() * 20)), random);
      for (const variant of [a, b]) {
        const cards = allCards(variant);
        expect(new Set(cards).size).toBe(cards.length);
        expect(positionKey(variant)).toBe(positionKey(position));
        expect(analyze(variant)).toEqual(analyze(position));
        if (variant.players.some((p) => p.claw.length > 1 || p.discard.length > 1)) withUnder++;
      }
    });
    // The cards under the tops were really exercised, not only the decks.
    expect(withUnder).toBeGreaterThan(300);
  });

  it('a changed tableau card or claw top changes the key', () => {
    let tableauChanged = 0;
    let clawChanged = 0;
    let analysisChanged = 0;
    positions.forEach((position, i) => {
      const random = mulberry32(9000 + i);
      const [spare] = cardsLeftOut(position, random);
      if (spare === undefined) return;
      const key = positionKey(position);
      const piles = position.tableau.flatMap((pile, p) => (pile.length > 0 ? [p] : []));
      if (piles.length > 0) {
        const p = piles[Math.floor(random() * piles.length)]!;
        const pile = position.tableau[p]!;
        const at = Math.floor(random() * pile.length);
        const tableau = position.tableau.map((cards, q) => (q === p ? cards.map((card, j) => (j === at ? spare : card)) : cards));
        const changed: Position = { ...position, tableau };
        expect(positionKey(changed)).not.toBe(key);
        if (analyze(changed).distance !== analyze(position).distance) analysisChanged++;
        tableauChanged++;
      }
      const who = position.players.findIndex((p) => p.claw.length > 0);
      if (who >= 0) {
        const players = position.players.map((p, q) =>
          q === who ? { ...p, claw: [...p.claw.slice(0, -1), spare] } : p,
        ) as unknown as Position['players'];
        const changed: Position = { ...position, players };
        expect(positionKey(changed)).not.toBe(key);
        if (analyze(changed).distance !== analyze(position).distance) analysisChanged++;
        clawChanged++;
      }
    });
    expect(tableauChanged).toBeGreaterThan(250);
    expect(clawChanged).toBeGreaterThan(150);
    // Not a formality: such a change often changes the verdict itself.
    expect(analysisChanged).toBeGreaterThan(20);
  });

  it('also tells whose turn it is, the in-play cards and the discard tops apart', () => {
    const position = table(TWO_AWAY);
    const key = positionKey(position);
    expect(positionKey({ ...position, toMove: 1 })).not.toBe(key);
    expect(positionKey(table({ ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], inPlay: null }, TWO_AWAY.players[1]] }))).not.toBe(key);
    expect(positionKey(table({ ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], discard: ['KH'] }, TWO_AWAY.players[1]] }))).not.toBe(key);
    expect(positionKey(table({ ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], discard: ['4C', 'KH'] }, TWO_AWAY.players[1]] }))).not.toBe(
      key,
    );
    expect(positionKey(table({ ...TWO_AWAY, players: [TWO_AWAY.players[0], { claw: ['8S'], discard: ['2C'] }] }))).not.toBe(key);
    // The same table written again is the same key.
    expect(positionKey(table(TWO_AWAY))).toBe(key);
  });

  // A card is written as the character 48 + id, so the second Q♥ (id 76) is '|': when that was the
  // pile separator, an empty pile next to [Q♥, J♠] and [Q♥] next to [J♠] had one key, and the referee
  // answered the second with the first one's verdict (distance 1 instead of 2 here).
  it('two tables that differ only in where a pile of the second Q♥ ends have different keys (the referee tells them apart)', () => {
    const base = table({
      players: [{ claw: ['KH'], deck: ['2C'] }, { claw: ['8S'] }],
      tableau: [['KS'], [], [], [], [], [], [], []],
      foundations: [['AH', '2H', '3H', '4H']],
    });
    const secondQH = 76;
    expect(cardCode(secondQH)).toBe('QH');
    const [js, kd, kc, ks, fiveH, nineC] = ['JS', 'KD', 'KC', 'KS', '5H', '9C'].map((code) => parseFace(code)!);
    const rest = [[kd!], [kc!], [fiveH!, nineC!], [ks!], [kd! + 52], [kc! + 52]];
    const emptyFirst: Position = { ...base, tableau: [[], [secondQH, js!], ...rest] };
    const queenFirst: Position = { ...base, tableau: [[secondQH], [js!], ...rest] };
    expect([analyze(emptyFirst).distance, analyze(queenFirst).distance]).toEqual([1, 2]);
    const referee = new LocalReferee();
    expect(referee.verdict(emptyFirst).distance).toBe(1);
    expect(referee.verdict(queenFirst).distance).toBe(2);
    expect(positionKey(emptyFirst)).not.toBe(positionKey(queenFirst));
  });

  it('no card is written as one of the marks between piles', () => {
    const marks = new Set(['-', '/', '#']);
    const empty: Position = {
      toMove: 0,
      players: [
        { deck: [], inPlay: null, discard: [], claw: [] },
        { deck: [], inPlay: null, discard: [], claw: [] },
      ],
      tableau: [[], [], [], [], [], [], [], []],
      foundations: [],
    };
    const bare = positionKey(empty);
    for (let card = 0; card < 104; card++) {
      const key = positionKey({ ...empty, tableau: [[card], [], [], [], [], [], [], []] });
      expect(key.length).toBe(bare.length + 1);
      expect(marks.has(key[bare.indexOf('/') + 1]!)).toBe(false);
    }
  });
});

// --- LocalReferee ------------------------------------------------------------------------------------

describe('LocalReferee', () => {
  const [quiet, aceUp, twoAway] = [table(QUIET), table(ACE_UP), table(TWO_AWAY)];

  it('searches a position once: an equal position, or one that differs only in hidden cards, is answered from memory', () => {
    const { referee, searches } = countingReferee();
    const first = referee.verdict(twoAway);
    expect(first).toEqual(analyze(twoAway));
    expect(searches()).toBe(1);
    expect(referee.verdict(twoAway)).toBe(first);
    expect(referee.verdict(structuredClone(twoAway))).toBe(first);
    const hiddenChanged = table({
      ...TWO_AWAY,
      players: [{ ...TWO_AWAY.players[0], deck: ['3D', '2D'], claw: ['9D', 'JS'] }, TWO_AWAY.players[1]],
    });
    expect(referee.verdict(hiddenChanged)).toBe(first);
    expect(searches()).toBe(1);
    expect(referee.known(aceUp)).toBeUndefined();
    expect(searches()).toBe(1);
    referee.verdict(aceUp);
    expect(searches()).toBe(2);
    expect(referee.known(aceUp)).toEqual(analyze(aceUp));
  });

  it('keeps a verdict found elsewhere (remember), and answers it without searching', () => {
    const { referee, searches } = countingReferee();
    const found = analyze(quiet);
    referee.remember(positionKey(quiet), found);
    expect(referee.verdict(quiet)).toBe(found);
    expect(searches()).toBe(0);
  });

  it('forgets the least recently used verdict first, at its capacity', () => {
    const { referee, searches } = countingReferee(2);
    // Equal tables as new objects each time: the keyed memory (the very same object is also known by identity while it lives).
    const fresh = structuredClone;
    referee.verdict(fresh(quiet));
    referee.verdict(fresh(aceUp));
    expect(searches()).toBe(2);
    referee.verdict(fresh(quiet)); // quiet is now the most recently used: aceUp goes first
    expect(searches()).toBe(2);
    referee.verdict(fresh(twoAway));
    expect(searches()).toBe(3);
    expect(referee.known(aceUp)).toBeUndefined();
    expect(referee.known(quiet)).toBeDefined(); // and quiet is used again: twoAway goes next
    referee.verdict(fresh(aceUp));
    expect(searches()).toBe(4);
    expect(referee.known(twoAway)).toBeUndefined();
    expect(referee.known(quiet)).toBeDefined();
    expect(referee.known(aceUp)).toBeDefined();
    referee.verdict(fresh(quiet));
    referee.verdict(fresh(aceUp));
    expect(searches()).toBe(4);
  });

  it("judges the first move of a verdict's line without listing its moves, and any other move by the list", () => {
    const searched = analyze(twoAway);
    expect(searched.distance).toBeGreaterThan(0);
    let listed = 0;
    const lazy = {
      distance: searched.distance,
      line: searched.line,
      get legalMoves() {
        listed++;
        return searched.legalMoves;
      },
      get faultFree() {
        listed++;
        return searched.faultFree;
      },
    };
    expect(isFaultIn(lazy, { type: 'move', move: searched.line[0]! }, DEFAULT_HOUSE_RULES)).toBe(false);
    expect(listed).toBe(0);
    for (const move of searched.legalMoves) {
      const fault = !searched.faultFree.some((free) => free.from === move.from && free.to === move.to);
      expect(isFaultIn(lazy, { type: 'move', move }, DEFAULT_HOUSE_RULES)).toBe(fault);
    }
    expect(listed).toBeGreaterThan(0);
  });

  it('two referees share nothing', () => {
    const one = countingReferee();
    const two = countingReferee();
    one.referee.verdict(twoAway);
    expect(two.referee.known(twoAway)).toBeUndefined();
    two.referee.verdict(twoAway);
    expect([one.searches(), two.searches()]).toEqual([1, 1]);
    two.referee.remember(positionKey(quiet), analyze(quiet));
    expect(one.referee.known(quiet)).toBeUndefined();
    one.referee.verdict(quiet);
    expect([one.searches(), two.searches()]).toEqual([2, 1]);
    // Nor do referees made by default.
    const a = new LocalReferee();
    const b = new LocalReferee();
    a.verdict(aceUp);
    expect(a.known(aceUp)).toBeDefined();
    expect(b.known(aceUp)).toBeUndefined();
  });
});

// --- the lazy knock ----------------------------------------------------------------------------------

/** The old eager referee: the first fault of a turn decided as each action was made (R6.3, R6.4). */

// The referee as a service (RULES R6, R7): the position key verdicts are remembered by, the
// in-process referee's memory, the knock that judges a turn only when it is made, and a replay that
// asks the referee nothing but what the knocks and take-backs need.
import { describe, expect, it } from 'vitest';
import {
  applyAction, availableActions, cardCode, chooseAction, isFoundationPlay, makeRecord, newGame, other, parseFace, positionKey,
  positionsToJudge, replay, type Action, type CardId, type FaultRecord, type GameState, type HouseRules, type Position, type Referee,
  type Verdict,
} from '../../src/engine/index.ts';
import { analyze, foundationDistance, isOnShortestWay, LocalReferee } from '../../src/engine/search/index.ts';
import { CARD_COUNT } from '../../src/engine/cards.ts';
import { allCards, type PlayerPiles } from '../../src/engine/position.ts';
import { mulberry32, randomPosition } from '../../src/tooling/generate.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { ACE_UP, QUIET, TWO_AWAY } from './fixtures.ts';
import { DISCARD, gameAt, knockBy, mv, play, REVEAL, table } from './helpers.ts';
import { lineProblem } from './lines.ts';

/** A referee that passes every question on and writes down the positions it was asked about. */
class RecordingReferee implements Referee {
  readonly asked: Position[] = [];
  constructor(private readonly inner: Referee) {}
  verdict(position: Position): Verdict {
    this.asked.push(position);
    return this.inner.verdict(position);
  }
}

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
        const players = position.players.map((p, q) => (q === who ? { ...p, claw: [...p.claw.slice(0, -1), spare] } : p)) as unknown as Position['players'];
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
    expect(positionKey(table({ ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], discard: ['4C', 'KH'] }, TWO_AWAY.players[1]] }))).not.toBe(key);
    expect(positionKey(table({ ...TWO_AWAY, players: [TWO_AWAY.players[0], { claw: ['8S'], discard: ['2C'] }] }))).not.toBe(key);
    // The same table written again is the same key.
    expect(positionKey(table(TWO_AWAY))).toBe(key);
  });

  // A card is written as the character 48 + id, so the second Q♥ (id 76) is '|': when that was the
  // pile separator, an empty pile next to [Q♥, J♠] and [Q♥] next to [J♠] had one key, and the referee
  // answered the second with the first one's verdict (distance 1 instead of 2 here).
  it('two tables that differ only in where a pile of the second Q♥ ends have different keys (the referee tells them apart)', () => {
    const base = table({ players: [{ claw: ['KH'], deck: ['2C'] }, { claw: ['8S'] }], tableau: [['KS'], [], [], [], [], [], [], []], foundations: [['AH', '2H', '3H', '4H']] });
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
    const empty: Position = { toMove: 0, players: [{ deck: [], inPlay: null, discard: [], claw: [] }, { deck: [], inPlay: null, discard: [], claw: [] }], tableau: [[], [], [], [], [], [], [], []], foundations: [] };
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
    const hiddenChanged = table({ ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], deck: ['3D', '2D'], claw: ['9D', 'JS'] }, TWO_AWAY.players[1]] });
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
function eagerFault(state: GameState, action: Action): Omit<FaultRecord, 'missedLine'> | null {
  if (action.type !== 'move' && action.type !== 'reveal' && action.type !== 'discard' && action.type !== 'pass') return null;
  const found = foundationDistance(structuredClone(state.position)).distance;
  const horizon = state.rules.knockHorizon;
  const distance = found !== null && (horizon === null || found <= horizon) ? found : null;
  if (distance === null) return null;
  const fault = action.type !== 'move' || !isOnShortestWay(structuredClone(state.position), action.move, distance);
  return fault ? { player: state.position.toMove, turn: state.turn, position: state.position, distance, action } : null;
}

function expectSameFault(found: FaultRecord, eager: Omit<FaultRecord, 'missedLine'>): void {
  expect(found).toMatchObject({ player: eager.player, turn: eager.turn, distance: eager.distance, action: eager.action });
  expect(found.position).toBe(eager.position);
  expect(lineProblem(found.position, found.missedLine, found.distance)).toBeNull();
  expect(isFoundationPlay(found.missedLine[found.missedLine.length - 1]!)).toBe(true);
}

describe('R7.2 the knock judges the turn when it is made', () => {
  it('a fault, then the knock: nothing is asked while the cards move, and the knock finds the fault the eager referee would have kept', () => {
    const recording = new RecordingReferee(new LocalReferee());
    const start = gameAt(table(TWO_AWAY));
    const one = play(start, mv('QC', 'tableau:4', 'tableau:3')); // on the line: no fault
    const faulted = applyAction(one, mv('7H', 'inPlay', 'tableau:4'), recording); // off every shortest way
    if (!faulted.ok) throw new Error(faulted.error.message);
    const after = applyAction(faulted.value, REVEAL, recording); // another action: the knock never needs to judge it
    if (!after.ok) throw new Error(after.error.message);
    expect(recording.asked).toEqual([]);
    const expected = eagerFault(one, faulted.value.actions[1]!)!;
    expect(expected).not.toBeNull();
    expect(expected.distance).toBe(1);
    const knocked = applyAction(after.value, knockBy(1), recording);
    if (!knocked.ok) throw new Error(knocked.error.message);
    const kept = knocked.value.lastKnock;
    if (!kept?.valid) throw new Error('the knock was not valid');
    expectSameFault(kept.fault, expected);
    // The knock asked about the turn's positions in order, and stopped at the first fault.
    expect(recording.asked).toEqual([start.position, one.position]);
    expect(positionsToJudge(after.value, knockBy(1))).toEqual([start.position, one.position, faulted.value.position]);
  });

  it.each([
    { name: 'default house rules', rules: {} },
    { name: 'knock horizon 2', rules: { knockHorizon: 2 } },
  ] as { name: string; rules: Partial<HouseRules> }[])('along self-played games ($name): every knock finds exactly the eager first fault, in either window', ({ rules }) => {
    let valid = 0;
    let falseKnocks = 0;
    let previousWindow = 0;
    for (const deal of [5, 17, 29]) {
      const referee = new LocalReferee();
      let state = newGame({ dealNumber: deal, rules });
      const random = mulberry32(deal);
      let current: Omit<FaultRecord, 'missedLine'> | null = null;
      let previous: Omit<FaultRecord, 'missedLine'> | null = null;
      for (let i = 0; i < 400 && state.result === null; i++) {
        // A knock by the watcher now, or by the mover on the turn before: what it finds (not played on).
        const mover = state.position.toMove;
        const windows: [number, Omit<FaultRecord, 'missedLine'> | null][] = [];
        if (state.actionsThisTurn > 0) windows.push([other(mover), current]);
        else if (state.previousTurn?.knockable) windows.push([mover, previous]);
        for (const [by, eager] of windows) {
          const recording = new RecordingReferee(referee);
          const knock: Action = { type: 'knock', by: by as 0 | 1 };
          const knocked = applyAction(state, knock, recording);
          if (!knocked.ok) throw new Error(knocked.error.message);
          const asked = positionsToJudge(state, knock);
          expect(asked.slice(0, recording.asked.length)).toEqual(recording.asked);
          const outcome = knocked.value.lastKnock!;
          if (eager === null) {
            expect(outcome.valid).toBe(false);
            expect(recording.asked).toHaveLength(asked.length);
            falseKnocks++;
          } else {
            if (!outcome.valid) throw new Error(`deal ${deal}: the knock missed the fault at turn ${eager.turn}`);
            expectSameFault(outcome.fault, eager);
            valid++;
            if (by === mover) previousWindow++;
          }
        }
        const action = chooseAction(state, referee, random, { faultRate: 0.3, knockRate: 0 });
        const eager = eagerFault(state, action);
        const next = applyAction(state, action, referee);
        if (!next.ok) throw new Error(next.error.message);
        current ??= eager;
        if (next.value.turn !== state.turn) [previous, current] = [current, null];
        state = next.value;
      }
    }
    expect(valid).toBeGreaterThan(20);
    expect(previousWindow).toBeGreaterThan(5);
    expect(falseKnocks).toBeGreaterThan(20);
  }, 60_000);
});

// --- replay ------------------------------------------------------------------------------------------

/** Applies a record's actions one by one, writing down the positions the referee was asked about at each. */
function oneByOne(first: GameState, actions: readonly Action[], inner: Referee): { state: GameState; asked: Position[] } {
  let state = first;
  const asked: Position[] = [];
  for (const action of actions) {
    const recording = new RecordingReferee(inner);
    const next = applyAction(state, action, recording);
    if (!next.ok) throw new Error(next.error.message);
    // Only what positionsToJudge names, in its order (a knock stops at the first fault it finds).
    const named = positionsToJudge(state, action);
    expect(named.slice(0, recording.asked.length)).toEqual(recording.asked);
    if (action.type !== 'knock' && action.type !== 'takeBack') expect(recording.asked).toEqual([]);
    asked.push(...recording.asked);
    state = next.value;
  }
  return { state, asked };
}

describe('replay asks the referee only what the knocks and take-backs need', () => {
  it('long self-played records: the same questions as playing the actions one by one, and the same game', () => {
    let knocks = 0;
    for (const deal of [2, 6, 13]) {
      const game = playGame(deal, { faultRate: 0.1, knockRate: 0.5, falseKnockRate: 0.05 });
      expect(game.actions.length).toBeGreaterThan(150);
      knocks += game.actions.filter((a) => a.type === 'knock').length;
      const record = makeRecord(game);
      const direct = oneByOne(newGame({ dealNumber: deal }), game.actions, new LocalReferee());
      const recording = new RecordingReferee(new LocalReferee());
      const replayed = replay(record, recording);
      expect(replayed).toEqual({ ok: true, value: direct.state });
      expect(direct.state).toEqual(game);
      expect(recording.asked.map(positionKey)).toEqual(direct.asked.map(positionKey));
      expect(recording.asked.length).toBeLessThan(game.actions.length);
    }
    expect(knocks).toBeGreaterThan(10);
  }, 60_000);

  it('a record with take-backs (house rule): each asks about the move it undoes, and nothing else is asked', () => {
    const rules = { takeBack: true };
    const referee = new LocalReferee();
    let state = newGame({ dealNumber: 31, rules });
    const random = mulberry32(31);
    let takeBacks = 0;
    for (let i = 0; i < 300 && state.result === null; i++) {
      const action = chooseAction(state, referee, random, { faultRate: 0.1, knockRate: 0.5 });
      const next = applyAction(state, action, referee);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      if (action.type === 'move' && availableActions(state).takeBack && random() < 0.3) {
        const back = applyAction(state, { type: 'takeBack' }, referee);
        if (back.ok) {
          state = back.value;
          takeBacks++;
        } else {
          expect(back.error.code).toBe('take-back-fault');
        }
      }
    }
    expect(takeBacks).toBeGreaterThan(5);
    const direct = oneByOne(newGame({ dealNumber: 31, rules }), state.actions, new LocalReferee());
    expect(direct.state).toEqual(state);
    const recording = new RecordingReferee(new LocalReferee());
    expect(replay(makeRecord(state), recording)).toEqual({ ok: true, value: state });
    expect(recording.asked.map(positionKey)).toEqual(direct.asked.map(positionKey));
    expect(recording.asked.length).toBeGreaterThanOrEqual(takeBacks);
  }, 60_000);

  it('a take-back of a fault is refused after asking about that move alone', () => {
    const recording = new RecordingReferee(new LocalReferee());
    const faulted = play(gameAt(table(ACE_UP), { takeBack: true }), mv('JS', 'claw', 'tableau:2'));
    expect(applyAction(faulted, { type: 'takeBack' }, recording)).toMatchObject({ ok: false, error: { code: 'take-back-fault' } });
    expect(recording.asked).toEqual([table(ACE_UP)]);
    expect(recording.asked[0]).toBe(faulted.takeBacks[0]!.before);
    // A reveal or a discard asks nothing.
    const quiet = new RecordingReferee(new LocalReferee());
    const revealed = applyAction(gameAt(table(QUIET)), REVEAL, quiet);
    expect(revealed.ok && applyAction(revealed.value, DISCARD, quiet).ok).toBe(true);
    expect(quiet.asked).toEqual([]);
  });
});

// --- What a card move tells (LocalReferee.follow) ------------------------------------------------------

describe('LocalReferee.follow: the verdict after a move, without a search, is the searched one (R6.2, R6.3)', () => {
  it('along self-played games with faults, every followed verdict has the searched distance and moves, and a shortest line', () => {
    const moves = (list: readonly { card: number; from: string; to: string }[]) => new Set(list.map((m) => `${m.card} ${m.from} ${m.to}`));
    let followed = 0;
    for (const deal of [1, 2, 3, 4, 5, 6]) {
      const referee = new LocalReferee();
      let state = newGame({ dealNumber: deal });
      for (let i = 0; i < 400 && state.result === null; i++) {
        const action = chooseAction(state, referee, mulberry32(deal * 1000 + i), { faultRate: 0.1, knockRate: 0.5 });
        const before = state.position;
        const known = referee.known(before) !== undefined;
        const next = applyAction(state, action, referee);
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        if (action.type !== 'move' || !known) continue;
        referee.follow(before, action.move, state.position);
        const got = referee.verdict(state.position);
        const want = analyze(state.position);
        expect(got.distance).toBe(want.distance);
        expect(moves(got.faultFree)).toEqual(moves(want.faultFree));
        expect(moves(got.legalMoves)).toEqual(moves(want.legalMoves));
        if (want.distance === null) expect(got.line).toEqual([]);
        else expect(lineProblem(state.position, got.line, want.distance)).toBeNull();
        followed++;
      }
    }
    expect(followed).toBeGreaterThan(300);
  });
});

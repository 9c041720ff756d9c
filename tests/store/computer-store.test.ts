// The computer at the table: the store drives a computer seat through the same events and
// the same referee as a person, one action per moment, and asks the referee service only for what it
// knows (`ensure`, then `known`).
import { beforeAll, describe, expect, it } from 'vitest';
import { playComputerGame } from '../../src/tooling/match.ts';
import {
  computerSeat,
  isFoundationPlay,
  legalMoves,
  newGame,
  other,
  PERSON,
  positionKey,
  type GameState,
  type Position,
  type Seat,
  type Verdict,
} from '../../src/engine/index.ts';
import { FIRST_ACTION_MS, PACE_MS } from '../../src/store/computerSeats.ts';
import { createGameStore, loadComputerThinking } from '../../src/store/gameStore.ts';
import { selectComputerMove, selectComputerSign } from '../../src/store/selectors.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import type { RefereeService } from '../../src/store/refereeService.ts';
import { distanceOf, findDeal, referee } from './helpers.ts';

// The policy loads when first needed; loaded here once, so that each moment below decides at once.
beforeAll(() => loadComputerThinking());

/** Timers by hand: the test runs them, earliest first. */
function handTimers() {
  const pending: { at: number; run: () => void; id: number }[] = [];
  let clock = 0;
  let ids = 0;
  return {
    schedule(run: () => void, ms: number) {
      const entry = { at: clock + ms, run, id: ids++ };
      pending.push(entry);
      return () => {
        const i = pending.indexOf(entry);
        if (i >= 0) pending.splice(i, 1);
      };
    },
    /** Runs the earliest timer; false when none is left. */
    next(): boolean {
      if (pending.length === 0) return false;
      pending.sort((a, b) => a.at - b.at || a.id - b.id);
      const entry = pending.shift()!;
      clock = entry.at;
      entry.run();
      return true;
    },
    get count() {
      return pending.length;
    },
    /** When the timer run last was due (ms since the timers began). */
    get clock() {
      return clock;
    },
  };
}

/** A service like the worker's: a verdict is known only after `ensure` has been asked for it and has answered. */
function laterReferee(): RefereeService & { asked: number } {
  const kept = new Map<string, Verdict>();
  const service = {
    asked: 0,
    known: (position: Position) => kept.get(positionKey(position)),
    verdict: (position: Position) =>
      kept.get(positionKey(position)) ??
      (() => {
        throw new Error('not known yet');
      })(),
    ensure: (positions: readonly Position[]) =>
      Promise.resolve().then(() => {
        for (const position of positions) {
          service.asked++;
          kept.set(positionKey(position), referee.verdict(position));
        }
      }),
    dispose: () => {},
  };
  return service;
}

function storeWith(service: RefereeService, timers: ReturnType<typeof handTimers>, seed = 5): GameStore {
  return createGameStore({ storage: memoryStorage(), referee: service, randomSeed: () => seed, schedule: timers.schedule, now: () => 0 });
}

const start = (store: GameStore, dealNumber: number, seats: readonly [Seat, Seat]) =>
  store.getState().gameStarted({ names: ['South', 'North'], dealNumber, rules: newGame({ dealNumber }).rules, seats });

/** Runs the timers, letting promises settle between them, until the game ends or nothing is left to run. */
async function runOut(store: GameStore, timers: ReturnType<typeof handTimers>, limit = 20_000): Promise<void> {
  for (let i = 0; i < limit && store.getState().game?.result === null; i++) {
    if (!timers.next()) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (timers.count === 0) return;
    }
  }
}

/** The game as the engine plays it, without what only the store keeps. */
const core = (game: GameState) => ({
  position: game.position,
  actions: game.actions,
  knocked: game.knocked,
  falseKnocks: game.falseKnocks,
  result: game.result,
});

describe('two computer seats', () => {
  it('play a whole game to the end, one action per moment, exactly as `npm run match` plays it', async () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    start(store, 3, [computerSeat('expert'), computerSeat('beginner')]);
    expect(store.getState().game!.actions).toHaveLength(0);
    timers.next();
    expect(store.getState().game!.actions).toHaveLength(1);
    await runOut(store, timers);
    const game = store.getState().game!;
    expect(game.result).not.toBeNull();
    expect(game.seats).toEqual([computerSeat('expert'), computerSeat('beginner')]);
    expect(game.seed).toBe(5);
    expect(core(game)).toEqual(core(playComputerGame(3, ['expert', 'beginner'], { seed: 5, referee }).state));
  });

  it('think only with verdicts the service has answered: the same game through a worker-like service', async () => {
    const timers = handTimers();
    const service = laterReferee();
    const store = storeWith(service, timers);
    start(store, 3, [computerSeat('expert'), computerSeat('beginner')]);
    await runOut(store, timers);
    expect(service.asked).toBeGreaterThan(0);
    expect(core(store.getState().game!)).toEqual(core(playComputerGame(3, ['expert', 'beginner'], { seed: 5, referee }).state));
  });

  it('wait while paused, and go on when resumed', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    start(store, 4, [computerSeat('casual'), computerSeat('casual')]);
    store.getState().computerPauseToggled();
    expect(timers.next()).toBe(false);
    store.getState().computerTick();
    expect(store.getState().game!.actions).toHaveLength(0);
    store.getState().computerPauseToggled();
    expect(timers.next()).toBe(true);
    expect(store.getState().game!.actions).toHaveLength(1);
  });
});

describe('the computer from a set position (the analysis board’s Play from here)', () => {
  it('moves first when the position has it to move, one action per moment, through the same referee', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    const dealt = newGame({ dealNumber: 4 }).position;
    // The same table with the computer's seat (North) to move.
    const position: Position = { ...dealt, toMove: 1 };
    store.getState().gameStarted({
      names: ['South', 'North'],
      dealNumber: null,
      rules: newGame({ dealNumber: 4 }).rules,
      seats: [PERSON, computerSeat('expert')],
      start: position,
    });
    expect(store.getState().game!.start).toBe(position);
    expect(store.getState().game!.actions).toHaveLength(0);
    expect(timers.next()).toBe(true);
    expect(store.getState().game!.actions).toHaveLength(1);
  });
});

describe('a person against the computer', () => {
  // A deal whose first mover has a foundation play on the table (R6.3): turning up a card is a fault.
  const deal = findDeal((game) => distanceOf(game) === 0);
  const seatsFor = (person: 0 | 1): [Seat, Seat] => (person === 0 ? [PERSON, computerSeat('expert')] : [computerSeat('expert'), PERSON]);

  it('R7.1: the person faults, and the expert computer knocks it through the referee; the knock lesson opens for the person', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    const person = newGame({ dealNumber: deal }).position.toMove;
    start(store, deal, seatsFor(person));
    expect(timers.count).toBe(0); // the person moves first: nothing for the computer to do
    store.getState().deckClicked(person);
    expect(store.getState().game!.actions).toEqual([{ type: 'reveal' }]);
    expect(timers.next()).toBe(true); // the computer looks after its reaction time
    const game = store.getState().game!;
    expect(game.actions.at(-1)).toEqual({ type: 'knock', by: other(person) });
    expect(game.lastKnock).toMatchObject({ valid: true, knocker: other(person), offender: person });
    expect(game.knocked[person]).toBe(1);
    expect(store.getState().missedLine).not.toBeNull();
    expect(store.getState().notice?.tone).toBe('knock');
    // The table waits for the lesson; closed, the computer (now to move) plays on.
    expect(timers.count).toBe(0);
    store.getState().missedLineClosed();
    expect(timers.next()).toBe(true);
    expect(store.getState().game!.actions.length).toBe(game.actions.length + 1);
  });

  it('a quick person does not put the watching computer off: it looks once, at the table as it is by then', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    const person = newGame({ dealNumber: deal }).position.toMove;
    start(store, deal, seatsFor(person));
    store.getState().deckClicked(person); // the fault
    expect(timers.count).toBe(1);
    const play = legalMoves(store.getState().game!.position).find(isFoundationPlay)!;
    expect(store.getState().cardDropped(play.from, { kind: 'move', to: play.to })).toBe(true);
    expect(timers.count).toBe(1); // the look already planned stays as it was
    timers.next();
    expect(store.getState().game!.lastKnock).toMatchObject({ valid: true, knocker: other(person) });
  });

  it('R7.1: a person who ends the faulty turn at once is knocked by the computer before its first action', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    const person = newGame({ dealNumber: deal }).position.toMove;
    start(store, deal, seatsFor(person));
    store.getState().deckClicked(person);
    store.getState().discardChosen();
    expect(store.getState().game!.position.toMove).toBe(other(person));
    timers.next();
    const game = store.getState().game!;
    expect(game.actions.at(-1)).toEqual({ type: 'knock', by: other(person) });
    expect(game.lastKnock).toMatchObject({ valid: true, offender: person });
  });

  it("the person cannot move the computer's cards nor knock for it; K knocks for the person", () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    const computer = newGame({ dealNumber: deal }).position.toMove;
    start(store, deal, seatsFor(other(computer)));
    store.getState().deckClicked(computer);
    expect(store.getState().game!.actions).toHaveLength(0);
    expect(store.getState().notice?.text).toMatch(/the computer plays it/);
    store.getState().knockCalled(computer);
    expect(store.getState().notice?.text).toMatch(/is the computer: it knocks for itself/);
    timers.next(); // the computer's first action
    store.getState().knockCalled();
    expect(store.getState().game!.actions.at(-1)).toEqual({ type: 'knock', by: other(computer) });
  });

  it('the record notes the seats and the seed', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers, 99);
    start(store, deal, seatsFor(0));
    expect(store.getState().game).toMatchObject({ seats: seatsFor(0), seed: 99 });
  });

  it('two people: no seats noted, no computer moments', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    store.getState().gameStarted({ names: ['South', 'North'], dealNumber: deal, rules: newGame({ dealNumber: deal }).rules });
    expect(store.getState().game!.seats).toBeUndefined();
    store.getState().deckClicked(store.getState().game!.position.toMove);
    expect(timers.count).toBe(0);
  });
});

describe('what the table says of the computer (its sign and its last move)', () => {
  // A deal where South (the person) moves first, and one where North (the computer) does.
  const southFirst = findDeal((game) => game.position.toMove === 0);
  const northFirst = findDeal((game) => game.position.toMove === 1);
  const againstCasual: [Seat, Seat] = [PERSON, computerSeat('casual')];

  it("thinking on the computer's turn, paused while paused (and thinking again once resumed); nothing on a person's turn unless paused", () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    start(store, southFirst, againstCasual);
    expect(selectComputerSign(store.getState())).toBeNull();
    store.getState().computerPauseToggled();
    // A paused computer is named in the person's turn too: it does not watch for faults meanwhile.
    expect(selectComputerSign(store.getState())).toEqual({ player: 1, level: 'casual', doing: 'paused' });
    store.getState().computerPauseToggled();
    store.getState().deckClicked(0);
    store.getState().discardChosen();
    expect(store.getState().game!.position.toMove).toBe(1);
    expect(selectComputerSign(store.getState())).toEqual({ player: 1, level: 'casual', doing: 'thinking' });
    store.getState().computerPauseToggled();
    expect(selectComputerSign(store.getState())).toEqual({ player: 1, level: 'casual', doing: 'paused' });
    store.getState().computerPauseToggled();
    expect(selectComputerSign(store.getState())?.doing).toBe('thinking');
  });

  it('no sign once the game is over', () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    start(store, northFirst, againstCasual);
    expect(selectComputerSign(store.getState())?.doing).toBe('thinking');
    store.getState().resigned(0);
    expect(store.getState().game!.result).not.toBeNull();
    expect(selectComputerSign(store.getState())).toBeNull();
  });

  it("the computer's first action of a turn comes after a short pause whatever the pace; the pace spaces the rest", () => {
    for (const pace of ['slow', 'normal', 'fast'] as const) {
      const timers = handTimers();
      const store = storeWith(inProcessReferee(referee), timers);
      store.getState().computerPaceChanged(pace);
      start(store, northFirst, againstCasual);
      expect(timers.next()).toBe(true);
      expect(timers.clock).toBe(Math.min(FIRST_ACTION_MS, PACE_MS[pace]));
      expect(store.getState().game!.actions).toHaveLength(1);
      if (store.getState().game!.position.toMove !== 1) continue;
      const first = timers.clock;
      expect(timers.next()).toBe(true);
      expect(timers.clock - first).toBe(PACE_MS[pace]);
    }
  });

  it('keeps each action of the computer for its trace, in order, with who made it and whether the referee said it already', async () => {
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    start(store, northFirst, againstCasual);
    expect(selectComputerMove(store.getState())).toBeNull();
    let turnEnded = false;
    for (let i = 1; i <= 60 && !turnEnded; i++) {
      expect(timers.next()).toBe(true);
      const { game, notice } = store.getState();
      const move = selectComputerMove(store.getState())!;
      expect(move.id).toBe(i);
      expect(move.by).toBe(1);
      expect(move.action).toEqual(game!.actions.at(-1));
      expect(move.said).toBe(game!.log.at(-1)!.text);
      if (move.action.type === 'move')
        expect(move.words).toMatch(/^North put \S+ on (tableau pile \d|foundation \d|a new foundation|South's (claw|discard pile))$/);
      else if (move.action.type === 'reveal') expect(move.words).toMatch(/^North turned up \S+$/);
      else expect(move.words).toBe(move.said);
      turnEnded = game!.position.toMove === 0;
      // The notice says the turn's end ("North discarded …. South to play."): not spoken twice.
      expect(move.noticed).toBe(turnEnded);
      expect(notice !== null).toBe(turnEnded);
    }
    expect(turnEnded).toBe(true);
    // The person's own action leaves the computer's last one as it was; a new game forgets it.
    const kept = selectComputerMove(store.getState());
    store.getState().deckClicked(0);
    expect(selectComputerMove(store.getState())).toBe(kept);
    start(store, northFirst, againstCasual);
    expect(selectComputerMove(store.getState())).toBeNull();
  });

  it("the computer's knock is kept with the knocker, and said by the referee's notice", () => {
    const deal = findDeal((game) => distanceOf(game) === 0 && game.position.toMove === 0);
    const timers = handTimers();
    const store = storeWith(inProcessReferee(referee), timers);
    start(store, deal, [PERSON, computerSeat('expert')]);
    store.getState().deckClicked(0); // a fault (R6.4): a foundation play was on the table
    expect(timers.next()).toBe(true);
    const move = selectComputerMove(store.getState())!;
    expect(move.action).toEqual({ type: 'knock', by: 1 });
    expect(move.by).toBe(1);
    expect(move.noticed).toBe(true);
    expect(move.said).toMatch(/^North knocked: South turned up a card, but .* could have gone to a foundation/);
    // Short on the table: the notice and the lesson tell the whole story.
    expect(move.words).toBe('North knocked: a fault by South');
    // The knock lesson is open over the table, which waits for the person: the computer's sign is not shown.
    expect(store.getState().missedLine).not.toBeNull();
    expect(selectComputerSign(store.getState())).toBeNull();
  });
});

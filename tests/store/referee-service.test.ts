// The referee as a service (a knock may need seconds of search, which must never freeze the page). The
// worker's side answers exactly as a search in process, and the store waits for it without freezing: a
// card move lands at once, a knock waits in order, and nothing is lost or made twice.
import {
  applyAction,
  isFoundationPlay,
  legalMoves,
  makeRecord,
  newGame,
  replay,
  type Action,
  type CardMove,
  type GameState,
  type Position,
} from '../../src/engine/index.ts';
import { analyze, LocalReferee } from '../../src/engine/search/index.ts';
import { mulberry32, positionsWithoutPlay, randomPosition } from '../../src/tooling/generate.ts';
import { lineProblem } from '../engine/lines.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { createGameStore, CHECKING_SIGN_DELAY } from '../../src/store/gameStore.ts';
import { answerRequest, type RefereeAnswer, type RefereeRequest } from '../../src/store/refereeProtocol.ts';
import { WorkerReferee, type WorkerLike } from '../../src/store/refereeService.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { SAVE_KEY, SAVE_VERSION, savedPart } from '../../src/store/persistence.ts';
import { recordText } from '../../src/store/records.ts';
import { distanceOf, findDeal, memoryStorage, NAMES, tableauMove } from './helpers.ts';

/** A worker in the test's hands: requests wait until `flush`, and cross the boundary as structured clones. */
class FakeWorker implements WorkerLike {
  onmessage: ((event: { data: RefereeAnswer }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly inbox: RefereeRequest[] = [];
  readonly referee = new LocalReferee();
  terminated = false;
  postMessage(message: RefereeRequest): void {
    this.inbox.push(structuredClone(message));
  }
  /** Answers every request so far, in order. */
  flush(): number {
    const requests = this.inbox.splice(0);
    for (const request of requests) this.onmessage?.({ data: structuredClone(answerRequest(this.referee, request)) });
    return requests.length;
  }
  terminate(): void {
    this.terminated = true;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Positions of every kind: from self-played games and generated hard tables. */
function positions(count: number): Position[] {
  const found: Position[] = [];
  for (let deal = 1; found.length < count / 2; deal++) {
    const game = playGame(deal, { faultRate: 0.1, maxTurns: 40 });
    for (const step of game.actions.length ? collect(game) : []) if (found.length < count / 2) found.push(step);
  }
  const random = mulberry32(20261123);
  while (found.length < (count * 3) / 4) found.push(randomPosition(random, { runs: true, emptyPiles: 2, maxPile: 5 }));
  found.push(...positionsWithoutPlay(7, count - found.length, [{ emptyPiles: 3, buryWanted: 3, maxPile: 4 }]));
  return found;
}

/** The positions a finished game passed through, replayed from its record. */
function collect(game: GameState): Position[] {
  const seen: Position[] = [];
  let state = newGame({ dealNumber: game.dealNumber });
  for (const action of game.actions) {
    seen.push(state.position);
    const next = playOne(state, action);
    if (!next) break;
    state = next;
  }
  return seen;
}
const playOne = (state: GameState, action: Action): GameState | null => {
  const next = applyAction(state, action, new LocalReferee());
  return next.ok ? next.value : null;
};

describe('the worker answers exactly as a search in process', () => {
  it('on 1,000 positions, through structured clones both ways', async () => {
    const worker = new FakeWorker();
    const service = new WorkerReferee(() => worker);
    const all = positions(1000);
    expect(all.length).toBe(1000);
    const done = service.ensure(all);
    expect(worker.flush()).toBeGreaterThan(0);
    await done;
    let searched = 0;
    const moveSet = (moves: readonly CardMove[]) => new Set(moves.map((m) => `${m.card} ${m.from} ${m.to}`));
    for (const position of all) {
      const want = analyze(position);
      const got = service.verdict(position);
      // The same distance and moves; the line may be another shortest one, and must be one.
      expect(got.distance).toBe(want.distance);
      expect(moveSet(got.legalMoves)).toEqual(moveSet(want.legalMoves));
      expect(moveSet(got.faultFree)).toEqual(moveSet(want.faultFree));
      if (want.distance === null) expect(got.line).toEqual([]);
      else expect(lineProblem(position, got.line, want.distance)).toBeNull();
      if (want.distance !== null && want.distance > 0) searched++;
    }
    // Not only trivial answers: many needed a real search.
    expect(searched).toBeGreaterThan(100);
  });

  it('asks for each position once, and a failed worker is replaced by a search here', async () => {
    const worker = new FakeWorker();
    const service = new WorkerReferee(() => worker);
    const position = newGame({ dealNumber: 3 }).position;
    const first = service.ensure([position, position]);
    const second = service.ensure([position]);
    expect(worker.inbox).toHaveLength(1);
    worker.onerror?.(new Error('gone'));
    await Promise.all([first, second]);
    expect(worker.terminated).toBe(true);
    expect(service.verdict(position).distance).toBe(analyze(position).distance);
  });
});

describe('the store waits for the referee without freezing', () => {
  const quietDeal = findDeal((g) => distanceOf(g) === null && tableauMove(g) !== undefined);
  const faultDeal = findDeal((g) => distanceOf(g) !== null);

  function slowStore(dealNumber: number) {
    const worker = new FakeWorker();
    const store = createGameStore({ storage: memoryStorage(), referee: new WorkerReferee(() => worker), now: () => 5_000 });
    store.getState().gameStarted({ names: NAMES, dealNumber, rules: newGame({ dealNumber }).rules });
    return { store, worker };
  }

  it('a card move lands at once, with no answer from the referee', () => {
    const { store, worker } = slowStore(quietDeal);
    const move = tableauMove(store.getState().game!)!;
    expect(store.getState().cardDropped(move.from, { kind: 'move', to: move.to })).toBe(true);
    expect(store.getState().game!.actions).toEqual([{ type: 'move', move }]);
    expect(worker.inbox.length).toBeGreaterThan(0); // the tables reached are being judged ahead
  });

  it('a knock and a move after it wait in order; a double knock counts once; the verdict is exact', async () => {
    vi.useFakeTimers();
    try {
      const { store, worker } = slowStore(quietDeal);
      const first = tableauMove(store.getState().game!)!;
      store.getState().cardDropped(first.from, { kind: 'move', to: first.to });
      const mover = store.getState().game!.position.toMove;
      const watcher = mover === 0 ? 1 : 0;
      store.getState().knockCalled(watcher);
      store.getState().knockCalled(watcher); // a double click
      // A second legal move, made while the knock waits (a false knock changes nothing on the table).
      const second = legalMoves(store.getState().game!.position).find((m) => !isFoundationPlay(m))!;
      store.getState().cardDropped(second.from, { kind: 'move', to: second.to });
      // Nothing judged yet: the knock and the move wait, the game is as it was after the first move.
      expect(store.getState().game!.actions).toHaveLength(1);
      vi.advanceTimersByTime(CHECKING_SIGN_DELAY + 1);
      expect(store.getState().checkingSince).not.toBeNull();
      worker.flush();
      await vi.runAllTimersAsync();
      const game = store.getState().game!;
      expect(game.actions.map((a) => a.type)).toEqual(['move', 'knock', 'move']);
      expect(game.falseKnocks[watcher]).toBe(1); // no fault was made: a false knock, counted once (R7.3)
      expect(game.knocked).toEqual([0, 0]);
      expect(store.getState().checkingSince).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a knock on a real fault waits for the verdict and is valid (R7.2)', async () => {
    const { store, worker } = slowStore(faultDeal);
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover); // a reveal with a foundation play in reach: a fault (R6.4)
    store.getState().knockCalled(mover === 0 ? 1 : 0);
    expect(store.getState().game!.lastKnock).toBeNull();
    while (worker.flush() > 0) await settle();
    await settle();
    const game = store.getState().game!;
    expect(game.lastKnock?.valid).toBe(true);
    expect(game.knocked[mover]).toBe(1);
    expect(store.getState().missedLine).not.toBeNull();
  });
});

describe('loading a record waits for the referee without holding the page', () => {
  // A self-played game with knocks: replaying it needs verdicts, which the worker gives later.
  const played = playGame(4, { names: NAMES, faultRate: 0.2, knockRate: 0.8 });
  const knocks = played.actions.filter((a) => a.type === 'knock').length;
  const text = recordText(played);

  /** Answers the worker's requests as they come, until `done` holds (the replay yields to the page between slices). */
  async function answerUntil(worker: FakeWorker, done: () => boolean) {
    for (let i = 0; i < 5000 && !done(); i++) {
      worker.flush();
      await settle();
    }
  }

  it('a record file: the game on the table stays until the loaded one is whole, then it is the same game', async () => {
    expect(knocks).toBeGreaterThan(0);
    const worker = new FakeWorker();
    const store = createGameStore({ storage: memoryStorage(), referee: new WorkerReferee(() => worker), now: () => 5_000 });
    store.getState().gameStarted({ names: NAMES, dealNumber: 2, rules: newGame({ dealNumber: 2 }).rules });
    const before = store.getState().game;
    expect(store.getState().recordImported(text)).toBe(true);
    expect(store.getState().game).toBe(before);
    expect(store.getState().loading).not.toBeNull();
    await answerUntil(worker, () => store.getState().loading === null);
    expect(store.getState().loading).toBeNull();
    const replayed = replay(makeRecord(played), new LocalReferee());
    expect(replayed.ok).toBe(true);
    expect(store.getState().game).toEqual(played);
  });

  it('the save at start-up: kept as it was while it replays, then the game is back', async () => {
    const storage = memoryStorage();
    const writer = createGameStore({ storage: memoryStorage(), referee: inProcessReferee(), now: () => 5_000 });
    storage.setItem(SAVE_KEY, JSON.stringify({ state: savedPart({ ...writer.getState(), game: played }), version: SAVE_VERSION }));
    const worker = new FakeWorker();
    const store = createGameStore({ storage, referee: new WorkerReferee(() => worker), now: () => 5_000 });
    expect(store.getState().saveProblem).toBeNull();
    expect(store.getState().game).toBeNull();
    expect(store.getState().restoring).not.toBeNull();
    store.getState().settingsChanged({ sound: false }); // a write while it replays keeps the game
    expect(JSON.parse(storage.getItem(SAVE_KEY)!).state.save.record.actions).toHaveLength(played.actions.length);
    await answerUntil(worker, () => store.getState().restoring === null);
    expect(store.getState().restoring).toBeNull();
    expect(store.getState().game).toEqual(played);
    expect(store.getState().screen).toBe('table');
  });
});

describe('a stranger’s table past the node budget (search/budget.ts)', () => {
  /** A worker whose referee has a tiny budget for a stranger's tables. */
  class TinyBudgetWorker extends FakeWorker {
    override readonly referee = new LocalReferee(4096, undefined, { strangerNodes: 10 });
  }
  const hard = positionsWithoutPlay(11, 40, [{ runs: true, emptyPiles: 2, buryInRun: 5, maxPile: 8 }]).find(
    (position) => 'kind' in new LocalReferee(4096, undefined, { strangerNodes: 10 }).judge(position, 'stranger'),
  )!;

  it('the request says it is a stranger’s, the answer says too hard, and no verdict is made up', async () => {
    const worker = new TinyBudgetWorker();
    const service = new WorkerReferee(() => worker, 'stranger');
    let ensured = false;
    void service.ensure([hard]).then(() => (ensured = true));
    const settled = service.settled([hard]);
    expect(worker.inbox).toHaveLength(1);
    expect(worker.inbox[0]!.budget).toBe('stranger');
    worker.flush();
    await settled;
    expect(service.refused(hard)).toEqual({ kind: 'too-hard', nodes: expect.any(Number) });
    expect(service.refused(hard)!.nodes).toBeGreaterThan(10);
    expect(service.known(hard)).toBeUndefined();
    // Asked again: nothing more is searched, and what waits for a verdict keeps waiting.
    await service.settled([hard]);
    expect(worker.inbox).toHaveLength(0);
    await settle();
    expect(ensured).toBe(false);
  });

  it('a game’s request carries no budget and the same table is decided exactly', async () => {
    const worker = new TinyBudgetWorker();
    const service = new WorkerReferee(() => worker);
    const done = service.ensure([hard]);
    expect(worker.inbox[0]!.budget).toBeUndefined();
    worker.flush();
    await done;
    expect(service.verdict(hard).distance).toBe(analyze(hard).distance);
    expect(service.refused(hard)).toBeUndefined();
  });

  it('the answer crosses to the page as a structured clone, and the search here refuses alike', async () => {
    const answer = structuredClone(
      answerRequest(new LocalReferee(4096, undefined, { strangerNodes: 10 }), { key: 'k', position: hard, budget: 'stranger' }),
    );
    expect(answer).toEqual({ key: 'k', tooHard: { nodes: expect.any(Number) } });
    const inProcess = inProcessReferee(new LocalReferee(4096, undefined, { strangerNodes: 10 }), 'stranger');
    await inProcess.settled!([hard]);
    expect(inProcess.refused!(hard)?.kind).toBe('too-hard');
    expect(inProcess.known(hard)).toBeUndefined();
  });
});

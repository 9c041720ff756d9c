// The patience's solver as a service (every search in a worker): the worker's side answers as the solver
// in process does, answers are kept by table (and along a winning line), come in the order asked, and
// a newer question of a lane supersedes older ones, stopping a search nobody waits for.
import { describe, expect, it } from 'vitest';
import { applyMove, dealBrigade, isWon, solve, type PatienceMove, type PatiencePosition } from '../../../../src/patience/index.ts';
import { answerSolve } from '../../../../src/store/patience/solving/solverProtocol.ts';
import { WorkerSolver } from '../../../../src/store/patience/solving/solverService.ts';
import { patienceKey } from '../../../../src/store/patience/solving/patienceKey.ts';
import { afterKeeps, afterLoses, LOST_START } from './lostTables.ts';
import { fakeSolver, settle } from './fakeSolverWorker.ts';

const wins = (start: PatiencePosition, line: readonly PatienceMove[]) => isWon(line.reduce(applyMove, start));

describe('the solver worker’s answers', () => {
  it('a winnable table is answered with a line that wins, no longer than the solver’s own', () => {
    const start = dealBrigade(7);
    const answer = answerSolve(solve, { id: 1, key: patienceKey(start), position: start });
    const own = solve(start);
    expect(answer).toMatchObject({ id: 1, verdict: { kind: 'winnable' } });
    const line = 'verdict' in answer && answer.verdict.kind === 'winnable' ? answer.verdict.solution : [];
    expect(wins(start, line)).toBe(true);
    expect(own.kind === 'winnable' && line.length).toBeLessThan(own.kind === 'winnable' ? own.solution.length : 0);
  });

  it('a lost table is "not-winnable", a search past its cap "too-big", a broken solver an error', () => {
    expect(answerSolve(solve, { id: 2, key: 'k', position: afterLoses })).toMatchObject({ verdict: { kind: 'not-winnable' } });
    expect(answerSolve(solve, { id: 3, key: 'k', position: dealBrigade(23), maxStates: 50 })).toMatchObject({
      verdict: { kind: 'too-big' },
    });
    const broken = () => {
      throw new Error('out of tables');
    };
    expect(answerSolve(broken, { id: 4, key: 'k', position: afterLoses })).toEqual({ id: 4, key: 'k', error: 'out of tables' });
  });
});

describe('the solver service', () => {
  it('asks the worker once per table and keeps the answer, and every table along a winning line', async () => {
    const { service, last } = fakeSolver();
    const asked = service.solve(LOST_START);
    expect(service.known(LOST_START)).toBeUndefined();
    expect(last().flush()).toBe(1);
    const outcome = await asked;
    expect(outcome.kind).toBe('winnable');
    const line = outcome.kind === 'winnable' ? outcome.solution : [];
    expect(wins(LOST_START, line)).toBe(true);
    // The table after the line's first move is answered with the rest of the line, without the worker.
    const next = applyMove(LOST_START, line[0]!);
    expect(service.known(next)).toEqual({ kind: 'winnable', solution: line.slice(1) });
    expect(await service.solve(next)).toEqual({ kind: 'winnable', solution: line.slice(1) });
    expect(last().inbox).toHaveLength(0);
  });

  it('answers in the order asked, one search at a time', async () => {
    const { service, last } = fakeSolver();
    const order: string[] = [];
    const asks = [LOST_START, afterKeeps, afterLoses].map((p, i) => service.solve(p).then((o) => order.push(`${i}:${o.kind}`)));
    expect(last().inbox).toHaveLength(1);
    while (last().flush() > 0) await settle();
    await Promise.all(asks);
    expect(order).toEqual(['0:winnable', '1:winnable', '2:not-winnable']);
  });

  it('a newer question of a lane supersedes the older ones: queued ones are dropped, a search under way is stopped', async () => {
    const { service, workers } = fakeSolver(false, 0);
    const first = service.solve(dealBrigade(5), { lane: 'game' });
    const second = service.solve(dealBrigade(6), { lane: 'game' });
    const third = service.solve(afterLoses, { lane: 'game' });
    expect(await first).toEqual({ kind: 'superseded' });
    expect(await second).toEqual({ kind: 'superseded' });
    expect(workers.map((w) => w.terminated)).toEqual([true, true, false]);
    expect(workers.map((w) => w.inbox.map((r) => r.key))).toEqual([
      [patienceKey(dealBrigade(5))],
      [patienceKey(dealBrigade(6))],
      [patienceKey(afterLoses)],
    ]);
    workers[2]!.flush();
    expect(await third).toEqual({ kind: 'not-winnable' });
  });

  it('a young search nobody waits for is left to finish, and its answer is kept', async () => {
    const { service, workers } = fakeSolver(false, 60_000);
    const first = service.solve(LOST_START, { lane: 'game' });
    const second = service.solve(afterLoses, { lane: 'game' });
    expect(await first).toEqual({ kind: 'superseded' });
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.flush();
    await settle();
    workers[0]!.flush();
    expect(await second).toEqual({ kind: 'not-winnable' });
    expect(service.known(LOST_START)?.kind).toBe('winnable');
  });

  it('a question another lane also waits for goes on; only the superseded lane is told', async () => {
    const { service, last } = fakeSolver();
    const sign = service.solve(LOST_START, { lane: 'game' });
    const deal = service.solve(LOST_START, { lane: 'deal' });
    const newer = service.solve(afterLoses, { lane: 'game' });
    expect(await sign).toEqual({ kind: 'superseded' });
    expect(last().terminated).toBe(false);
    while (last().flush() > 0) await settle();
    expect((await deal).kind).toBe('winnable');
    expect((await newer).kind).toBe('not-winnable');
  });

  it('a too-big answer under a small cap does not answer a question with a larger one', async () => {
    const { service, last } = fakeSolver();
    const small = service.solve(dealBrigade(7), { maxStates: 3 });
    last().flush();
    expect(await small).toEqual({ kind: 'too-big' });
    const large = service.solve(dealBrigade(7));
    expect(last().inbox).toHaveLength(1);
    last().flush();
    expect((await large).kind).toBe('winnable');
  });

  it('a worker that dies answers "failed" and a new one takes the next question; none at all fails every question', async () => {
    const { service, workers } = fakeSolver();
    const lost = service.solve(LOST_START);
    workers[0]!.onerror?.(new Event('error'));
    expect(await lost).toMatchObject({ kind: 'failed' });
    const again = service.solve(afterLoses);
    workers[1]!.flush();
    expect(await again).toEqual({ kind: 'not-winnable' });
    const none = new WorkerSolver(() => {
      throw new Error('no workers here');
    });
    expect(await none.solve(LOST_START)).toMatchObject({ kind: 'failed', message: expect.stringContaining('could not be started') });
  });

  it('dispose stops the worker and tells every waiting question', async () => {
    const { service, last } = fakeSolver();
    const asked = service.solve(LOST_START);
    service.dispose();
    expect(await asked).toEqual({ kind: 'superseded' });
    expect(last().terminated).toBe(true);
  });
});

// Each table reached is sent to the referee at once (src/store/game/judgeAhead.ts), and the knock radar
// (house rule) shows once the turn has been judged.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type GameState } from '../../src/engine/index.ts';
import { judgeAhead, judgeEachGame } from '../../src/store/game/judgeAhead.ts';
import { atOnce } from '../../src/store/later.ts';
import { heldReferee, moduleStore } from './game-context.ts';
import { distanceOf, findDeal, NAMES, referee } from './helpers.ts';

describe('judging ahead', () => {
  it('asks the referee about the table now, and about each new table', () => {
    const service = heldReferee();
    const game = newGame({ dealNumber: 2, names: NAMES });
    const { store } = moduleStore(game, [], { service });
    judgeEachGame(store, service, atOnce);
    expect(service.asked).toEqual([[game.position]]);
    const next = newGame({ dealNumber: 3, names: NAMES });
    store.setState({ game: next });
    expect(service.asked.at(-1)).toEqual([next.position]);
  });

  it('asks later, when told to wait, and once about the table held then', () => {
    const service = heldReferee();
    const game = newGame({ dealNumber: 2, names: NAMES });
    const { store } = moduleStore(game, [], { service });
    const waiting: (() => void)[] = [];
    judgeEachGame(store, service, (work) => waiting.push(work));
    expect(service.asked).toEqual([[game.position]]);
    const [next, last] = [newGame({ dealNumber: 3, names: NAMES }), newGame({ dealNumber: 4, names: NAMES })];
    store.setState({ game: next });
    store.setState({ game: last });
    expect(service.asked).toHaveLength(1);
    waiting.forEach((work) => work());
    expect(service.asked).toEqual([[game.position], [last.position]]);
  });

  it('shows the radar once its verdicts are in, and not for a table that has moved on', async () => {
    const service = heldReferee();
    // A fault made: the radar has something to signal to the watcher.
    const dealt = newGame({ dealNumber: findDeal((g) => distanceOf(g) !== null), names: NAMES, rules: { knockRadar: true } });
    const revealed = applyAction(dealt, { type: 'reveal' }, referee);
    if (!revealed.ok) throw new Error(revealed.error.message);
    const game = revealed.value;
    const { store } = moduleStore(game, [], { service });
    judgeAhead(store, service, game);
    expect(store.getState().radar).toBeNull();
    await service.release();
    expect(store.getState().radar).not.toBeNull();

    const later = heldReferee();
    const moved = moduleStore(game, [], { service: later });
    judgeAhead(moved.store, later, game);
    moved.store.setState({ game: newGame({ dealNumber: 3, names: NAMES }) });
    await later.release();
    expect(moved.store.getState().radar).toBeNull();
  });

  it('asks nothing of a finished game', () => {
    const service = heldReferee();
    const game: GameState = { ...newGame({ dealNumber: 2, names: NAMES }), result: { kind: 'draw', reason: 'agreed' } };
    const { store } = moduleStore(game, [], { service });
    judgeAhead(store, service, game);
    expect(service.asked).toEqual([]);
  });
});

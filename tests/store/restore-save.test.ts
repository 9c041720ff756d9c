// The start-up restore (src/store/game/restoreSave.ts, reopenPanel.ts): the saved game replayed onto the
// table, the panel open before the reload reopened where it fits, a save that does not replay kept as a
// problem, and a problem never dismissed shown again.
import { describe, expect, it } from 'vitest';
import { applyAction, makeRecord, newGame, parseRecord, type Action } from '../../src/engine/index.ts';
import { restoreSave } from '../../src/store/game/restoreSave.ts';
import { lineEvents } from '../../src/store/game/lineEvents.ts';
import { memoryStorage, UNREADABLE_KEY, type Restoring } from '../../src/store/persistence.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { moduleStore } from './game-context.ts';
import { distanceOf, findDeal, NAMES, referee } from './helpers.ts';

const faultDeal = findDeal((g) => distanceOf(g) !== null);

/** A save being restored: the game after `actions`, with the panel that was open. */
function restoringAfter(
  actions: readonly Action[],
  panel?: Restoring['panel'],
): { restoring: Restoring; final: ReturnType<typeof newGame> } {
  let game = newGame({ dealNumber: faultDeal, names: NAMES });
  for (const action of actions) {
    const next = applyAction(game, action, referee);
    if (!next.ok) throw new Error(next.error.message);
    game = next.value;
  }
  const json = makeRecord(game);
  const record = parseRecord(json);
  if (!record.ok) throw new Error(record.error);
  return {
    restoring: { record: record.value, json, startedAt: 1, finishedAt: null, gameId: 'g-7', foundationPlaces: [], ...(panel && { panel }) },
    final: game,
  };
}

const service = inProcessReferee(referee);

describe('the start-up restore', () => {
  it('replays the saved game onto the table with its id and times', () => {
    const { restoring, final } = restoringAfter([{ type: 'reveal' }]);
    const { store } = moduleStore(null, [], { change: { restoring } });
    restoreSave(store, service, memoryStorage());
    expect(store.getState()).toMatchObject({ restoring: null, gameId: 'g-7', startedAt: 1, screen: 'table' });
    expect(store.getState().game!.position).toEqual(final.position);
  });

  it('reopens the missed line at its step when the save ends on the valid knock it followed (R7.2)', () => {
    const mover = newGame({ dealNumber: faultDeal }).position.toMove;
    const actions: Action[] = [{ type: 'reveal' }, { type: 'knock', by: mover === 0 ? 1 : 0 }];
    const { restoring } = restoringAfter(actions, { kind: 'lesson', step: 1, at: actions.length });
    const { store } = moduleStore(null, [lineEvents], { change: { restoring } });
    restoreSave(store, service, memoryStorage());
    expect(store.getState().missedLine?.step).toBe(1);
  });

  it('leaves a panel of another moment of the game closed', () => {
    const { restoring } = restoringAfter([{ type: 'reveal' }], { kind: 'lesson', step: 1, at: 5 });
    const { store } = moduleStore(null, [lineEvents], { change: { restoring } });
    restoreSave(store, service, memoryStorage());
    expect(store.getState().game).not.toBeNull();
    expect(store.getState().missedLine).toBeNull();
  });

  it('keeps a save that does not replay as a problem, and shows a problem never dismissed again', () => {
    const { restoring } = restoringAfter([]);
    const broken: Restoring = { ...restoring, record: { ...restoring.record, actions: [{ type: 'pass' }] } };
    const storage = memoryStorage();
    const { store } = moduleStore(null, [], { change: { restoring: broken } });
    restoreSave(store, service, storage);
    expect(store.getState().game).toBeNull();
    expect(store.getState().saveProblem?.reason).toMatch(/^the saved game cannot be replayed/);
    expect(storage.getItem(UNREADABLE_KEY)).not.toBeNull();

    const again = moduleStore(null);
    restoreSave(again.store, service, storage);
    expect(again.store.getState().saveProblem).toEqual(store.getState().saveProblem);
  });
});

// Plans the device-size browser test with the engine itself: a self-played game on a fixed deal, stopped
// mid-game just after a deliberate fault (R7.1) whose missed line has two moves or more, so the page can
// knock at once and step through the lesson: the record to load as the save, and the knocker
// (devices.spec.ts and vision.spec.ts import `devicesPlan`).
import { availableActions, chooseAction, distanceNow, makeRecord, newGame } from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { mustApply } from './must-apply.ts';

const NAMES: readonly [string, string] = ['Ada', 'Ben'];
const referee = new LocalReferee();

const must = mustApply('devices plan', referee);

export interface DevicesPlan {
  dealNumber: number;
  names: readonly [string, string];
  record: unknown;
  knocker: number;
  lineLength: number;
}

function afterFault(dealNumber: number): Omit<DevicesPlan, 'dealNumber' | 'names'> | null {
  let state = newGame({ dealNumber, names: NAMES });
  for (let i = 0; i < 80 && state.result === null; i++) {
    const me = state.position.players[state.position.toMove];
    // Late enough that the table has long piles and a foundation or two.
    const distance = distanceNow(state, referee);
    if (i > 30 && distance !== null && distance >= 2 && (me.inPlay !== null || availableActions(state).reveal)) {
      const faulted = must(state, me.inPlay !== null ? { type: 'discard' } : { type: 'reveal' });
      const knocker = availableActions(faulted).knockBy;
      const knocked = knocker === null ? null : must(faulted, { type: 'knock', by: knocker });
      if (knocker !== null && knocked?.lastKnock?.valid)
        return { record: makeRecord(faulted), knocker, lineLength: knocked.lastKnock.fault.missedLine.length };
    }
    const action = chooseAction(state, referee, undefined, { knockRate: 0 });
    if (action.type === 'knock') return null;
    state = must(state, action);
  }
  return null;
}

/** The plan on the first deal (of 1–199) that gives a deep fault within 80 actions. */
export function devicesPlan(): DevicesPlan {
  for (let deal = 1; deal < 200; deal++) {
    const found = afterFault(deal);
    if (found) return { dealNumber: deal, names: NAMES, ...found };
  }
  throw new Error('devices plan: no deal gave a deep fault within 80 actions');
}

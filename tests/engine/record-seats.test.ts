// brigadier-game/1 with seats and the computer's seed: optional fields an older reader
// ignores; a record without them is two people; a game against the computer replays and resumes exactly.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  chooseComputerAction,
  computerKnock,
  computerLevel,
  computerSeat,
  decisionRandom,
  makeRecord,
  newGame,
  other,
  parseRecord,
  PERSON,
  replay,
  type GameState,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { playComputerGame } from '../../src/tooling/match.ts';

const referee = new LocalReferee();

/** `count` more actions, each seat played by the computer at its level with the game's seed. */
function playOn(state: GameState, count: number): GameState {
  for (let i = 0; i < count && state.result === null; i++) {
    const mover = state.position.toMove;
    const watcher = other(mover);
    const level = (seat: 0 | 1) => computerLevel(state.seats![seat])!;
    const action =
      computerKnock(state, referee, level(watcher), decisionRandom(state.seed!, state, watcher)) ??
      chooseComputerAction(state, referee, level(mover), decisionRandom(state.seed!, state, mover));
    const next = applyAction(state, action, referee);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return state;
}

describe('records with seats', () => {
  it('note the seats and the seed, and replay to the identical game', () => {
    const { state } = playComputerGame(12, ['beginner', 'expert'], { seed: 77, referee });
    const record = makeRecord(state);
    expect(record.seats).toEqual([
      { kind: 'computer', level: 'beginner' },
      { kind: 'computer', level: 'expert' },
    ]);
    expect(record.seed).toBe(77);
    const again = replay(JSON.parse(JSON.stringify(record)), referee);
    expect(again.ok && again.value).toEqual(state);
  });

  it('a game saved half way and resumed goes on exactly as it would have', () => {
    const start = newGame({ dealNumber: 5, seats: [computerSeat('casual'), computerSeat('beginner')], seed: 3 });
    const half = playOn(start, 150);
    const resumed = replay(JSON.parse(JSON.stringify(makeRecord(half))), referee);
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(playOn(resumed.value, 150)).toEqual(playOn(half, 150));
  });

  it('a person against the computer: the person seat is noted as such', () => {
    const game = newGame({ dealNumber: 1, seats: [PERSON, computerSeat('expert')], seed: 0 });
    expect(makeRecord(game).seats).toEqual([{ kind: 'person' }, { kind: 'computer', level: 'expert' }]);
  });

  it('an older record without seats is two people, and is written back without them', () => {
    const old = makeRecord(newGame({ dealNumber: 9 }));
    expect('seats' in old || 'seed' in old).toBe(false);
    const read = parseRecord(old);
    expect(read.ok && read.value.seats).toBeUndefined();
    const replayed = replay(old, referee);
    expect(replayed.ok && replayed.value.seats).toBeUndefined();
  });

  it.each([
    [{ seats: 'two' }, 'seats: must be an array of two seats'],
    [{ seats: [{ kind: 'person' }] }, 'seats: must be an array of two seats'],
    [{ seats: [{ kind: 'person' }, { kind: 'robot' }] }, 'seats[1]: must be {"kind": "person"} or {"kind": "computer", "level": …}'],
    [
      { seats: [{ kind: 'computer', level: 'grandmaster' }, { kind: 'person' }] },
      'seats[0].level: "grandmaster" is not a level (beginner, casual or expert)',
    ],
    [{ seed: -1 }, 'seed: must be a whole number from 0 to 4294967295, not -1'],
    [{ seed: 'x' }, 'seed: must be a whole number from 0 to 4294967295, not "x"'],
  ])('a bad field is refused with its name: %j', (extra, error) => {
    expect(parseRecord({ ...makeRecord(newGame({ dealNumber: 1 })), ...extra })).toEqual({ ok: false, error });
  });
});

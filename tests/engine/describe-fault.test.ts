// A fault in a player's words (R6.4): what the offender did, and what they could have done instead.
// The referee's corner and the log say it when a knock is valid (R7.2).
import { describe, expect, it } from 'vitest';
import { currentFault, describeFault, previousFault, type Action } from '../../src/engine/index.ts';
import { ACE_UP, QUIET, TWO_AWAY } from './fixtures.ts';
import { DISCARD, gameAt, mv, PASS, play, referee, REVEAL, table, type TableSpec } from './helpers.ts';

const south = (changes: object): TableSpec => ({ ...ACE_UP, players: [{ ...QUIET.players[0], ...changes }, QUIET.players[1]] });
/** The A♥ in South's hand (in play), with a 2♠ on tableau pile 7 it could also go onto. */
const ACE_IN_PLAY: TableSpec = { ...QUIET, players: [{ ...QUIET.players[0], inPlay: 'AH' }, QUIET.players[1]] };
const TWO_AWAY_WITH_2D: TableSpec = { ...TWO_AWAY, players: [{ ...TWO_AWAY.players[0], claw: ['3D', '2D'] }, TWO_AWAY.players[1]] };

const faultSaid = (spec: TableSpec, action: Action): string => {
  const after = play(gameAt(table(spec)), action);
  // A discard or a pass ends the turn: its fault is the turn just ended's.
  const fault = currentFault(after, referee) ?? previousFault(after, referee);
  expect(fault).not.toBeNull();
  return describeFault(fault!, ['South', 'North']);
};

describe('R6.4 a fault, said as it happened', () => {
  it.each([
    { kind: 'a reveal', spec: ACE_UP, action: REVEAL, said: 'South turned up a card, but A♥ could have gone to a foundation' },
    {
      kind: 'another move',
      spec: ACE_UP,
      action: mv('JS', 'claw', 'tableau:2'),
      said: 'South moved J♠ to tableau pile 3, but A♥ could have gone to a foundation',
    },
    {
      kind: 'the card itself moved elsewhere',
      spec: ACE_IN_PLAY,
      action: mv('AH', 'inPlay', 'tableau:6'),
      said: 'South moved A♥ to tableau pile 7 instead of playing it to a foundation',
    },
    {
      kind: 'a discard',
      spec: south({ inPlay: '9D', deck: ['2D'] }),
      action: DISCARD,
      said: 'South discarded 9♦, but A♥ could have gone to a foundation',
    },
    {
      kind: 'the card itself discarded',
      spec: ACE_IN_PLAY,
      action: DISCARD,
      said: 'South discarded A♥ instead of playing it to a foundation',
    },
    { kind: 'a pass', spec: south({ deck: [], discard: [] }), action: PASS, said: 'South passed, but A♥ could have gone to a foundation' },
    {
      kind: 'a move off the way to a buried card',
      spec: TWO_AWAY_WITH_2D,
      action: mv('2D', 'claw', 'tableau:7'),
      said: 'South moved 2♦ to tableau pile 8, but 5♥ could have gone to a foundation in three moves',
    },
  ] as const)('$kind', ({ spec, action, said }) => {
    expect(faultSaid(spec, action)).toBe(said);
  });

  it('never in the referee’s jargon', () => {
    expect(faultSaid(ACE_UP, REVEAL)).not.toMatch(/shortest way/);
  });
});

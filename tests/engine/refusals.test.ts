// The table's refusals before the reducer (RULES R4.4, R4.6, R8.1): each refuses only what its rule
// forbids, in words that name the players.
import { describe, expect, it } from 'vitest';
import { deckRefusal, discardDropRefusal, gameAt, other, startRefusal } from '../../src/engine/index.ts';
import { QUIET } from './fixtures.ts';
import { table } from './helpers.ts';

const NAMES: readonly [string, string] = ['Ada', 'Ben'];

describe('R4.6: the discard pile takes only the card in play', () => {
  it.each(['claw', 'discard', 'tableau:3'] as const)('refuses a card from %s', (from) => {
    expect(discardDropRefusal(from)?.code).toBe('discard-takes-in-play');
    expect(discardDropRefusal(from)?.message).toContain('only your card in play');
  });
  it('lets the in-play card through', () => {
    expect(discardDropRefusal('inPlay')).toBeNull();
  });
});

describe('R4.4: only the player to move reveals', () => {
  const game = gameAt(table(QUIET), { names: NAMES });
  const mover = game.position.toMove;
  it("refuses the waiting player's deck, naming both", () => {
    const refusal = deckRefusal(game, other(mover));
    expect(refusal?.code).toBe('deck-waits');
    expect(refusal?.message).toBe(`It is ${NAMES[mover]}'s turn: ${NAMES[other(mover)]}'s deck waits.`);
  });
  it("lets the mover's own deck through", () => {
    expect(deckRefusal(game, mover)).toBeNull();
  });
});

describe('R8.1: a game cannot start already won', () => {
  it('refuses a position where a player has no cards left, naming that player', () => {
    const empty = table({ ...QUIET, players: [QUIET.players[0], {}] });
    const refusal = startRefusal(empty, NAMES);
    expect(refusal?.code).toBe('already-won');
    expect(refusal?.message).toContain(`${NAMES[1]} has no cards left`);
  });
  it('lets a position where both players hold cards through', () => {
    expect(startRefusal(table(QUIET), NAMES)).toBeNull();
  });
});

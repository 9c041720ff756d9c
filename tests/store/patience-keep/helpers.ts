// Brigade games for the keeping tests: a deal played some legal moves in, and its library entry.
import {
  applyPatienceAction,
  legalMoves,
  newPatienceGame,
  positionOf,
  type PatienceAction,
  type PatienceGame,
} from '../../../src/patience/index.ts';
import { brigadeEntryOf, brigadeListingOf, type BrigadeListing } from '../../../src/store/library/brigadeRecords.ts';

export function act(game: PatienceGame, action: PatienceAction): PatienceGame {
  const next = applyPatienceAction(game, action);
  if (!next.ok) throw new Error(next.error.message);
  return next.value;
}

/** Deal `deal` with its first legal move made `moves` times (a move that is always there: the solver's tests find one in every deal). */
export function played(deal: number, moves: number): PatienceGame {
  let game = newPatienceGame({ dealNumber: deal });
  for (let i = 0; i < moves; i++) {
    const move = legalMoves(positionOf(game))[0];
    if (!move) throw new Error(`deal ${deal}: no move after ${i}`);
    game = act(game, { type: 'move', move });
  }
  return game;
}

/** A game's listing as the player record reads it, with only what a test sets differing from a plain game. */
export function listing(over: Partial<BrigadeListing> & { id: string }): BrigadeListing {
  const base = brigadeListingOf(
    brigadeEntryOf(over.id, newPatienceGame({ dealNumber: 1 }), { player: 'Ada', startedAt: 0, usedHint: false, ms: null }, 0),
  );
  return { ...base, ...over };
}

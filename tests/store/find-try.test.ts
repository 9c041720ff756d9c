// Find it yourself (house rule, docs/rules.md H1) in the store: after a valid knock a person who faulted
// gets one try on the board of the fault, judged by the engine; "Show me" skips it; a computer's fault is
// never tried; a refused move is no try. And the stalemate nudge's answer (house rule H2).
import { describe, expect, it } from 'vitest';
import {
  checkMove,
  computerSeat,
  gameAt,
  legalMoves,
  newGame,
  other,
  PERSON,
  sourceCard,
  type CardMove,
  type GameState,
  type To,
} from '../../src/engine/index.ts';
import { QUIET } from '../engine/fixtures.ts';
import { table } from '../engine/helpers.ts';
import { checkSpotAnswer } from '../../src/learn/index.ts';
import { applyNow } from '../../src/store/game/applyNow.ts';
import { findTryEvents } from '../../src/store/game/findTryEvents.ts';
import type { GameStore } from '../../src/store/gameStoreShape.ts';
import { selectBoard, selectCardsMovable, selectNudge, selectTargets, selectTrying } from '../../src/store/selectors.ts';
import { moduleStore } from './game-context.ts';
import { distanceOf, findDeal, NAMES, referee, storeWithGame } from './helpers.ts';

const TABLEAU: readonly To[] = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => `tableau:${i}` as To);

// A deal whose first mover has a foundation play in reach (turning up a card is a fault) and a move off its way.
const deal = findDeal((g) => distanceOf(g) !== null && legalMoves(g.position).some((m) => wrongTry(g, m)));

function wrongTry(game: GameState, move: CardMove): boolean {
  return checkSpotAnswer(game.position, [move], referee).status === 'wrong';
}

/** A store where the mover has turned up a card (a fault) and the other player knocked. */
function knockedStore(findYourself: boolean): { store: GameStore; start: GameState } {
  const store = storeWithGame(deal, { findYourself });
  const start = store.getState().game!;
  store.getState().deckClicked(start.position.toMove);
  store.getState().knockCalled(other(start.position.toMove));
  expect(store.getState().game!.lastKnock?.valid).toBe(true);
  return { store, start };
}

/** Drops the move's card on its destination, as the table does. */
const tryMove = (store: GameStore, move: CardMove) => store.getState().cardDropped(move.from, { kind: 'move', to: move.to });

describe('Find it yourself', () => {
  it('after a valid knock the line waits: the board is the fault’s, the offender’s cards move there', () => {
    const { store, start } = knockedStore(true);
    const s = store.getState();
    expect(s.findTry).toEqual({ status: 'trying' });
    expect(selectTrying(s)).toBe(true);
    expect(selectBoard(s)).toEqual(start.position);
    expect(selectCardsMovable(s)).toBe(true);
    // The line does not step while the try waits.
    s.missedLineStepped(1);
    expect(store.getState().missedLine!.step).toBe(0);
    // A card in hand lights its legal places on the board of the fault.
    const first = s.missedLine!.fault.missedLine[0]!;
    store.getState().cardPickedUp(first.from);
    expect(selectTargets(store.getState()).has(first.to)).toBe(true);
  });

  it('a right try is praised, then the line is shown; the game is untouched', () => {
    const { store } = knockedStore(true);
    const before = store.getState().game;
    const first = store.getState().missedLine!.fault.missedLine[0]!;
    tryMove(store, first);
    const s = store.getState();
    expect(s.findTry).toEqual({ status: 'right', words: `Yes: that is the play ${NAMES[s.missedLine!.fault.player]} missed.` });
    expect(s.notice?.text).toBe(s.findTry?.status === 'right' ? s.findTry.words : '');
    expect(s.game).toBe(before);
    expect(selectTrying(s)).toBe(false);
    s.missedLineStepped(1);
    expect(store.getState().missedLine!.step).toBe(1);
  });

  it('a wrong try says what it was and shows the line; a second try is not taken', () => {
    const { store, start } = knockedStore(true);
    const wrong = legalMoves(start.position).find((m) => wrongTry(start, m))!;
    tryMove(store, wrong);
    const judged = store.getState().findTry;
    expect(judged?.status).toBe('wrong');
    expect(judged?.status === 'wrong' && judged.words).toMatch(
      /^Not that one: .+ leaves the shortest way \(R6\.3\)\. The better line starts with /,
    );
    tryMove(store, store.getState().missedLine!.fault.missedLine[0]!);
    expect(store.getState().findTry).toBe(judged);
  });

  it('a move the rules refuse is no try: it is refused in the engine’s words and the try still waits', () => {
    const { store, start } = knockedStore(true);
    const from = legalMoves(start.position)[0]!.from;
    const to = TABLEAU.find((t) => checkMove(start.position, { card: sourceCard(start.position, from)!, from, to: t }) !== null)!;
    store.getState().cardDropped(from, { kind: 'move', to });
    expect(store.getState().notice?.tone).toBe('error');
    expect(store.getState().findTry).toEqual({ status: 'trying' });
  });

  it('“Show me” skips the try; with the house rule off there is no try', () => {
    const { store } = knockedStore(true);
    store.getState().lineTrySkipped();
    expect(store.getState().findTry).toEqual({ status: 'skipped' });
    expect(selectTrying(store.getState())).toBe(false);
    const off = knockedStore(false).store.getState();
    expect(off.findTry).toBeNull();
    expect(off.missedLine).not.toBeNull();
  });

  it('a computer’s fault is never tried: a person knocking the computer sees the line at once', () => {
    const opening = newGame({ dealNumber: deal, names: NAMES, rules: { findYourself: true } });
    const mover = opening.position.toMove;
    const seats = mover === 0 ? ([computerSeat('beginner'), PERSON] as const) : ([PERSON, computerSeat('beginner')] as const);
    const game = newGame({ dealNumber: deal, names: NAMES, rules: { findYourself: true }, seats, seed: 1 });
    const { store, ctx } = moduleStore(game, [findTryEvents]);
    applyNow(ctx, game, { action: { type: 'reveal' }, asked: true, byComputer: true });
    applyNow(ctx, store.getState().game!, { action: { type: 'knock', by: other(mover) }, asked: false });
    expect(store.getState().missedLine).not.toBeNull();
    expect(store.getState().findTry).toBeNull();
  });
});

describe('the stalemate nudge’s answer (house rule H2)', () => {
  /** A store whose game (no foundation play in reach: QUIET) has had `n` turns of turning up and discarding. */
  function quietStore(n: number): GameStore {
    const store = storeWithGame(deal);
    store.getState().practiceGamePut(gameAt(table(QUIET), { names: NAMES, rules: { stalemateNudge: 2 } }));
    for (let i = 0; i < n && store.getState().game!.result === null; i++) {
      const mover = store.getState().game!.position.toMove;
      store.getState().deckClicked(mover);
      store.getState().discardChosen();
    }
    return store;
  }

  it('“Play on” puts it away for the game; “Agree a draw” is the mover’s draw offer, for the other to answer', () => {
    const store = quietStore(2);
    expect(selectNudge(quietStore(1).getState())).toBeNull();
    expect(selectNudge(store.getState())).toBe(2);
    store.getState().nudgeAnswered(false);
    expect(selectNudge(store.getState())).toBeNull();
    expect(store.getState().drawOfferBy).toBeNull();
    const again = quietStore(2);
    again.getState().nudgeAnswered(true);
    expect(again.getState().drawOfferBy).toBe(again.getState().game!.position.toMove);
    expect(selectNudge(again.getState())).toBeNull();
    again.getState().drawAnswered(true);
    expect(again.getState().game!.result).toEqual({ kind: 'draw', reason: 'agreed' });
  });
});

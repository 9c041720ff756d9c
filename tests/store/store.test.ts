// The store speaks in events and asks the engine (docs/architecture.md §8): each event below is checked against
// what the engine says of the same action. Grouped by rule where there is one.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  availableActions,
  cardLabel,
  checkMove,
  DEFAULT_HOUSE_RULES,
  isFoundationPlay,
  legalMoves,
  newGame,
  other,
  sourceCard,
  type CardMove,
} from '../../src/engine/index.ts';
import { selectAvailable, selectBoard, selectHeld, selectPlayable, selectScreen, selectTargets } from '../../src/store/selectors.ts';
import { recordText } from '../../src/store/records.ts';
import { findDeal, makeStore, NAMES, storeWithGame, tableauMove, distanceOf, referee } from './helpers.ts';

const noticeText = (store: ReturnType<typeof makeStore>) => store.getState().notice?.text;

describe('a new game', () => {
  it('starts on the start screen with nothing on the table', () => {
    const store = makeStore();
    expect(selectScreen(store.getState())).toBe('start');
    expect(store.getState().game).toBeNull();
  });

  it('deals the deal number asked for, with the names and house rules, and says who plays first (R3.4)', () => {
    const store = makeStore();
    const rules = { ...DEFAULT_HOUSE_RULES, countFalseKnocks: false, knockHorizon: 2, takeBack: true, coach: true };
    store.getState().gameStarted({ names: NAMES, dealNumber: 17, rules });
    const { game, notice, setup } = store.getState();
    expect(game?.dealNumber).toBe(17);
    expect(game?.names).toEqual(NAMES);
    expect(game?.rules).toEqual(rules);
    expect(game?.position).toEqual(newGame({ dealNumber: 17 }).position);
    expect(notice?.text).toContain(`${NAMES[game!.position.toMove]} turned up the higher card and plays first`);
    expect(setup.names).toEqual(NAMES);
    expect(selectScreen(store.getState())).toBe('table');
  });

  it('takes a random deal when no number is given', () => {
    const store = makeStore();
    store.getState().gameStarted({ names: NAMES, dealNumber: null, rules: newGame({ dealNumber: 1 }).rules });
    expect(store.getState().game?.dealNumber).toBe(4242);
  });

  it('goes to the start screen and back without touching the game', () => {
    const store = storeWithGame(3);
    const game = store.getState().game;
    store.getState().startScreenOpened();
    expect(selectScreen(store.getState())).toBe('start');
    store.getState().startScreenClosed();
    expect(selectScreen(store.getState())).toBe('table');
    expect(store.getState().game).toBe(game);
  });
});

describe('moving cards (R4, R5)', () => {
  const deal = findDeal((g) => tableauMove(g) !== undefined);

  it('a legal drop is the engine’s move', () => {
    const store = storeWithGame(deal);
    const before = store.getState().game!;
    const move = tableauMove(before)!;
    expect(store.getState().cardDropped(move.from, { kind: 'move', to: move.to })).toBe(true);
    expect(store.getState().game).toEqual((applyAction(before, { type: 'move', move }, referee) as { value: unknown }).value);
    expect(store.getState().notice).toBeNull();
  });

  it('an illegal drop leaves the game as it was and shows the engine’s sentence', () => {
    const store = storeWithGame(deal);
    const before = store.getState().game!;
    const position = before.position;
    const bad = legalMovesNot(position);
    expect(store.getState().cardDropped(bad.from, { kind: 'move', to: bad.to })).toBe(false);
    expect(store.getState().game).toBe(before);
    expect(noticeText(store)).toBe(checkMove(position, bad)!.message);
    expect(store.getState().notice?.tone).toBe('error');
  });

  it('a card put back where it came from, or dropped on nothing, changes nothing and says nothing', () => {
    const store = storeWithGame(deal);
    const before = store.getState().game!;
    const move = tableauMove(before)!;
    store.getState().cardPickedUp(move.from);
    expect(store.getState().cardDropped(move.from, { kind: 'move', to: move.from as CardMove['to'] })).toBe(false);
    expect(store.getState().cardDropped(move.from, null)).toBe(false);
    expect(store.getState().game).toBe(before);
    expect(store.getState().notice?.tone).not.toBe('error');
    expect(store.getState().dragging).toBeNull();
  });

  it('only the card in play may go on one’s own discard pile (R4.6)', () => {
    const store = storeWithGame(deal);
    const move = tableauMove(store.getState().game!)!;
    expect(store.getState().cardDropped(move.from, { kind: 'discard' })).toBe(false);
    expect(noticeText(store)).toBe('Your own discard pile takes only your card in play, and that ends your turn.');
  });

  it('while a card is held, its legal destinations are the engine’s', () => {
    const store = storeWithGame(deal);
    const position = store.getState().game!.position;
    const move = tableauMove(store.getState().game!)!;
    store.getState().cardPickedUp(move.from);
    expect(selectHeld(store.getState())).toBe(move.from);
    const expected = legalMoves(position)
      .filter((m) => m.from === move.from)
      .map((m) => m.to);
    expect([...selectTargets(store.getState())].sort()).toEqual([...expected].sort());
    // The same set object while nothing changes (a module-level selector must be stable).
    expect(selectTargets(store.getState())).toBe(selectTargets(store.getState()));
    store.getState().dragCancelled();
    expect(selectTargets(store.getState()).size).toBe(0);
  });

  it('the card in play may also be dropped on one’s own discard pile', () => {
    const store = storeWithGame(deal);
    store.getState().deckClicked(store.getState().game!.position.toMove);
    store.getState().cardPickedUp('inPlay');
    expect(selectTargets(store.getState()).has('discard')).toBe(true);
  });
});

describe('click-then-click', () => {
  const deal = findDeal((g) => tableauMove(g) !== undefined);

  it('chooses a card, then moves it to the place clicked', () => {
    const store = storeWithGame(deal);
    const move = tableauMove(store.getState().game!)!;
    store.getState().placeClicked({ source: move.from, target: { kind: 'move', to: move.from as CardMove['to'] } });
    expect(store.getState().selected).toBe(move.from);
    store.getState().placeClicked({ source: null, target: { kind: 'move', to: move.to } });
    expect(store.getState().selected).toBeNull();
    expect(store.getState().game!.actions).toHaveLength(1);
  });

  it('clicking the chosen card again lets it go; a place that takes nothing chooses another card', () => {
    const store = storeWithGame(deal);
    const move = tableauMove(store.getState().game!)!;
    const self = { source: move.from, target: { kind: 'move', to: move.from as CardMove['to'] } } as const;
    store.getState().placeClicked(self);
    store.getState().placeClicked(self);
    expect(store.getState().selected).toBeNull();
    store.getState().placeClicked({ source: move.from, target: null });
    expect(store.getState().selected).toBe(move.from);
    store.getState().selectionCleared();
    expect(store.getState().selected).toBeNull();
  });

  it('an illegal second click shows the engine’s sentence and keeps the game', () => {
    const store = storeWithGame(deal);
    const before = store.getState().game!;
    const bad = legalMovesNot(before.position);
    store.getState().placeClicked({ source: bad.from, target: null });
    store.getState().placeClicked({ source: null, target: { kind: 'move', to: bad.to } });
    expect(store.getState().game).toBe(before);
    expect(noticeText(store)).toBe(checkMove(before.position, bad)!.message);
  });
});

describe('reveal, discard and pass (R4.4, R4.6, R4.7)', () => {
  it('clicking one’s own deck reveals; the other player’s deck says whose turn it is', () => {
    const store = storeWithGame(5);
    const game = store.getState().game!;
    const mover = game.position.toMove;
    store.getState().deckClicked(other(mover));
    expect(noticeText(store)).toBe(`It is ${NAMES[mover]}'s turn: ${NAMES[other(mover)]}'s deck waits.`);
    expect(store.getState().game).toBe(game);
    store.getState().deckClicked(mover);
    expect(store.getState().game!.position.players[mover].inPlay).not.toBeNull();
  });

  it('a second reveal is refused with the engine’s sentence', () => {
    const store = storeWithGame(5);
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover);
    store.getState().deckClicked(mover);
    expect(noticeText(store)).toBe('You already have a card in play: play it or discard it first.');
  });

  it('discarding ends the turn and hands it over in words', () => {
    const store = storeWithGame(5);
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover);
    store.getState().discardChosen();
    const game = store.getState().game!;
    expect(game.position.toMove).toBe(other(mover));
    expect(store.getState().notice?.tone).toBe('turn');
    expect(noticeText(store)).toContain(`${NAMES[other(mover)]} to play.`);
  });

  it('discarding without a card in play, and passing with cards left, are refused in the engine’s words', () => {
    const store = storeWithGame(5);
    store.getState().discardChosen();
    expect(noticeText(store)).toBe('You have no card in play to discard: turn up the top card of your deck first.');
    store.getState().passChosen();
    expect(noticeText(store)).toBe('You can pass only when no card is in play and your deck and discard pile are both empty.');
  });
});

describe('the knock (R7)', () => {
  // A deal whose first player has a foundation play within reach at once: turning a card up is a fault.
  const faultDeal = findDeal((g) => distanceOf(g) !== null);

  it('a valid knock shows the missed line from the fault, and the knocker moves (R7.2)', () => {
    const store = storeWithGame(faultDeal);
    const start = store.getState().game!;
    const mover = start.position.toMove;
    store.getState().deckClicked(mover); // a fault: a foundation play was in reach
    expect(selectAvailable(store.getState()).knockBy).toBe(other(mover));
    store.getState().knockCalled();
    const { game, missedLine, notice } = store.getState();
    expect(game!.lastKnock).toMatchObject({ valid: true, knocker: other(mover) });
    expect(game!.knocked[mover]).toBe(1);
    expect(game!.position.toMove).toBe(other(mover));
    expect(notice?.tone).toBe('knock');
    expect(missedLine!.fault.position).toEqual(start.position);
    expect(missedLine!.fault).toBe(game!.lastKnock!.valid ? game!.lastKnock!.fault : null);
    // The board shows the fault's position while the missed line is open; nothing can be moved.
    expect(selectBoard(store.getState())).toBe(missedLine!.positions[0]);
    expect(selectPlayable(store.getState())).toBe(false);
    const length = missedLine!.fault.missedLine.length;
    for (let i = 0; i < length + 3; i++) store.getState().missedLineStepped(1);
    expect(store.getState().missedLine!.step).toBe(length);
    expect(isFoundationPlay(missedLine!.fault.missedLine[length - 1]!)).toBe(true);
    store.getState().missedLineStepped(-100);
    expect(store.getState().missedLine!.step).toBe(0);
    store.getState().missedLineClosed();
    expect(selectBoard(store.getState())).toBe(store.getState().game!.position);
  });

  it('a false knock says so and counts it by default (R7.3)', () => {
    const store = storeWithGame(5);
    const knocker = other(store.getState().game!.position.toMove);
    store.getState().knockCalled(knocker);
    expect(store.getState().game!.falseKnocks[knocker]).toBe(1);
    expect(noticeText(store)).toContain('a false knock, counted against');
    expect(store.getState().missedLine).toBeNull();
  });

  it('a false knock is not counted when the house rule says so', () => {
    const store = storeWithGame(5, { countFalseKnocks: false });
    const knocker = other(store.getState().game!.position.toMove);
    store.getState().knockCalled(knocker);
    expect(store.getState().game!.falseKnocks[knocker]).toBe(0);
    expect(noticeText(store)).toContain('a false knock');
  });

  it('a knock out of its window is refused in the engine’s words', () => {
    const store = storeWithGame(5);
    const mover = store.getState().game!.position.toMove;
    store.getState().knockCalled(mover);
    expect(noticeText(store)).toBe(
      'There is no turn of your opponent to knock yet: you can knock only during their turn or right after it.',
    );
  });
});

describe('take-back (house rule)', () => {
  const deal = findDeal((g) => distanceOf(g) === null && tableauMove(g) !== undefined, { takeBack: true });
  const faultDeal = findDeal((g) => distanceOf(g) === 0 && tableauMove(g) !== undefined, { takeBack: true });

  it('is refused when the house rule is off', () => {
    const store = storeWithGame(deal);
    store.getState().takeBackChosen();
    expect(noticeText(store)).toBe('Take-backs are not allowed in this game.');
  });

  it('undoes one’s own last card move of the turn', () => {
    const store = storeWithGame(deal, { takeBack: true });
    const before = store.getState().game!.position;
    store.getState().takeBackChosen();
    expect(noticeText(store)).toBe('You have made no card move this turn that can be taken back.');
    const move = tableauMove(store.getState().game!)!;
    store.getState().cardDropped(move.from, { kind: 'move', to: move.to });
    expect(selectAvailable(store.getState()).takeBack).toBe(true);
    store.getState().takeBackChosen();
    expect(store.getState().game!.position).toEqual(before);
    // The referee says what went back, where the players (and a screen reader) hear it.
    const pile = (place: string) => `tableau pile ${Number(place.split(':')[1]) + 1}`;
    expect(noticeText(store)).toBe(
      `${NAMES[before.toMove]} took back ${cardLabel(move.card)}: it goes from ${pile(move.to)} back to ${pile(move.from)}.`,
    );
    expect(store.getState().notice?.tone).toBe('info');
  });

  it('never undoes a fault: the referee’s record stands', () => {
    const store = storeWithGame(faultDeal, { takeBack: true });
    const move = tableauMove(store.getState().game!)!; // at distance 0 anything but a foundation play is a fault
    store.getState().cardDropped(move.from, { kind: 'move', to: move.to });
    const after = store.getState().game!;
    // The button does not give the fault away; the referee refuses it, and the table stays as it is.
    expect(selectAvailable(store.getState()).takeBack).toBe(true);
    store.getState().takeBackChosen();
    expect(noticeText(store)).toBe('That move cannot be taken back: it was a fault, it did not head for the foundation play (R6.3).');
    expect(store.getState().game).toBe(after);
  });
});

describe('the end of a game (R8)', () => {
  it('a resignation ends the game, the end screen opens, the time is taken', () => {
    const store = storeWithGame(5);
    store.getState().resigned(0);
    const { game, resultsOpen, finishedAt, startedAt } = store.getState();
    expect(game!.result).toEqual({ kind: 'resign', winner: 1 });
    expect(resultsOpen).toBe(true);
    expect(finishedAt! - startedAt!).toBeGreaterThan(0);
    expect(selectPlayable(store.getState())).toBe(false);
    store.getState().resultsClosed();
    expect(store.getState().resultsOpen).toBe(false);
    store.getState().resultsOpened();
    expect(store.getState().resultsOpen).toBe(true);
  });

  it('a draw needs the other player’s yes (R8.2)', () => {
    const store = storeWithGame(5);
    store.getState().drawOffered(0);
    expect(store.getState().drawOfferBy).toBe(0);
    expect(noticeText(store)).toBe(`${NAMES[0]} offers a draw. ${NAMES[1]}, do you accept?`);
    store.getState().drawAnswered(false);
    expect(store.getState().drawOfferBy).toBeNull();
    expect(store.getState().game!.result).toBeNull();
    store.getState().drawOffered(1);
    store.getState().drawAnswered(true);
    expect(store.getState().game!.result).toMatchObject({ kind: 'draw' });
  });

  it('nothing more can be done once the game is over', () => {
    const store = storeWithGame(5);
    store.getState().resigned(1);
    const game = store.getState().game;
    store.getState().deckClicked(game!.position.toMove);
    expect(store.getState().game).toBe(game);
    expect(noticeText(store)).toBe('The game is over.');
  });
});

describe('record files', () => {
  it('a good record replaces the game on the table', () => {
    const source = storeWithGame(9);
    source.getState().deckClicked(source.getState().game!.position.toMove);
    const text = recordText(source.getState().game!);
    const store = storeWithGame(5);
    expect(store.getState().recordImported(text)).toBe(true);
    expect(store.getState().game).toEqual(source.getState().game);
    expect(store.getState().startedAt).toBeNull();
  });

  it.each([
    ['not JSON', '{nope', /^That file was not loaded: not valid JSON/],
    ['another format', '{"format":"chess-game/1"}', /^That file was not loaded: format: "chess-game\/1" is not a known format/],
    ['a bad deal number', '{"format":"brigadier-game/1","dealNumber":-1}', /^That file was not loaded: dealNumber/],
  ])('a file that is %s is refused with the reason and the game kept', (_, text, message) => {
    const store = storeWithGame(5);
    const game = store.getState().game;
    expect(store.getState().recordImported(text)).toBe(false);
    expect(store.getState().game).toBe(game);
    expect(noticeText(store)).toMatch(message);
    expect(noticeText(store)).toMatch(/The game on the table goes on\.$/);
  });

  it('a record whose actions the referee refuses is refused, naming the action', () => {
    const record = JSON.parse(recordText(newGame({ dealNumber: 5, names: NAMES })));
    record.actions = [{ type: 'discard' }];
    const store = storeWithGame(5);
    expect(store.getState().recordImported(JSON.stringify(record))).toBe(false);
    expect(noticeText(store)).toContain('actions[0] (discard)');
  });
});

describe('the store never decides a rule', () => {
  it('no card move is made for a player: after any event, every action in the record was asked for (R6.5)', () => {
    const deal = findDeal((g) => distanceOf(g) === 0);
    const store = storeWithGame(deal);
    const mover = store.getState().game!.position.toMove;
    store.getState().cardPickedUp('claw');
    store.getState().dragCancelled();
    store.getState().placeClicked({ source: 'claw', target: null });
    store.getState().selectionCleared();
    store.getState().noticeDismissed();
    expect(store.getState().game!.actions).toEqual([]);
    expect(availableActions(store.getState().game!).knockBy).toBe(other(mover));
  });

  it('does not mutate the game it holds', () => {
    const store = storeWithGame(findDeal((g) => tableauMove(g) !== undefined));
    const before = store.getState().game!;
    const copy = structuredClone(before);
    const move = tableauMove(before)!;
    store.getState().cardDropped(move.from, { kind: 'move', to: move.to });
    expect(before).toEqual(copy);
    expect(sourceCard(before.position, move.from)).toBe(move.card);
  });
});

/** A card move the engine refuses: a tableau top onto a tableau pile that does not take it. */
function legalMovesNot(position: Parameters<typeof checkMove>[0]): CardMove {
  for (let from = 0; from < 8; from++) {
    const card = sourceCard(position, `tableau:${from}`);
    if (card === undefined) continue;
    for (let to = 0; to < 8; to++) {
      if (to === from || position.tableau[to]!.length === 0) continue;
      const move: CardMove = { card, from: `tableau:${from}`, to: `tableau:${to}` };
      if (checkMove(position, move)) return move;
    }
  }
  throw new Error('no refused move');
}

describe('one intent, one action (a double click acts once)', () => {
  it('a double click on Knock counts one false knock (R7.3)', () => {
    const deal = findDeal((g) => distanceOf(g) === null && tableauMove(g) !== undefined);
    const store = storeWithGame(deal);
    const move = tableauMove(store.getState().game!)!;
    store.getState().cardDropped(move.from, { kind: 'move', to: move.to });
    const watcher = store.getState().game!.position.toMove === 0 ? 1 : 0;
    store.getState().knockCalled(watcher);
    store.getState().knockCalled(watcher);
    store.getState().knockCalled(watcher);
    expect(store.getState().game!.falseKnocks[watcher]).toBe(1);
    expect(store.getState().game!.actions.filter((a) => a.type === 'knock')).toHaveLength(1);
  });

  it('a double click on a seat’s Discard or Pass ends that seat’s turn once, never the next one', () => {
    const store = storeWithGame(findDeal((g) => distanceOf(g) === null));
    const mover = store.getState().game!.position.toMove;
    store.getState().deckClicked(mover);
    store.getState().discardChosen(mover);
    const after = store.getState().game!;
    expect(after.position.toMove).not.toBe(mover);
    store.getState().discardChosen(mover); // the second click of the double click
    store.getState().passChosen(mover);
    expect(store.getState().game).toBe(after);
  });
});

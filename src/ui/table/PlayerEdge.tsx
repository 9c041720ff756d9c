// One player's edge of the table (RULES R2.1–R2.4): their name and knock counts, their claw (top card
// face up), their deck with the in-play card lying on it, their discard pile, and the buttons for what
// they may do now. The top edge is mirrored, or turned 180° to face its player (table mode, or a phone
// passed across the table).
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { other, topOf, type PlayerIndex } from '../../engine/index.ts';
import type { DropTarget } from '../../store/gameStoreShape.ts';
import {
  selectAvailable,
  selectCardsMovable,
  selectDrawnLineBanner,
  selectDrawOfferBy,
  selectGame,
  selectNames,
  selectPlayable,
  selectPlayerPiles,
  selectSeats,
  selectTableLive,
  selectToMove,
} from '../../store/selectors.ts';
import { CardBack, EmptyPlace } from '../cards/Card.tsx';
import { RadarBadge } from '../coach/RadarBadge.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';
import { focusLost, focusOn } from '../focus/focusable.ts';
import { useConfirm } from '../useConfirm.ts';
import { FaceUp, Place } from './Place.tsx';
import { useLessonMarks } from './lessonMarks.ts';
import { usePointOfView } from './listener.ts';
import './edge.css';
import './deck.css';
import './actions.css';
import './lesson.css';

function Count({ n, label }: { readonly n: number; readonly label: string }) {
  return (
    <span className="zone__count" aria-label={`${n} ${label}`}>
      {n}
    </span>
  );
}

function Zone({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  return (
    <div className="zone">
      {children}
      <span className="zone__title" aria-hidden="true">
        {title}
      </span>
    </div>
  );
}

/** A player's claw and discard pile: the top card face up, the count, and what a drop there means. */
const STACKS = {
  claw: {
    title: 'Claw',
    under: 'stack__under',
    top: 'card--turned-up',
    counted: 'cards in the claw',
    yours: () => '(yours)',
    // R4: one's own claw is never a destination; the opponent's takes a card (R5.4).
    target: (mine: boolean): DropTarget | null => (mine ? null : { kind: 'move', to: 'opponentClaw' }),
  },
  discard: {
    title: 'Discard',
    under: 'stack__under stack__under--face',
    top: '',
    counted: 'cards in the discard pile',
    // R4.6: only a card in play can be discarded, and only by the player to move.
    yours: (inPlay: boolean) => (inPlay ? '(yours: dropping your card in play here ends your turn)' : '(yours)'),
    // R4.6: one's own discard pile takes the card in play by the discard action.
    target: (mine: boolean): DropTarget => (mine ? { kind: 'discard' } : { kind: 'move', to: 'opponentDiscard' }),
  },
} as const;

function Stack({ player, pile }: { readonly player: PlayerIndex; readonly pile: keyof typeof STACKS }) {
  const cards = useGame(selectPlayerPiles[player]!)![pile];
  const names = useGame(selectNames);
  const playable = useGame(selectCardsMovable);
  const mine = useGame(selectToMove) === player;
  const inPlay = useGame(selectPlayerPiles[player]!)!.inPlay !== null;
  const top = topOf(cards);
  const marks = useLessonMarks(`${pile}:${player}`);
  const kind = STACKS[pile];
  const name = `${names[player]}'s ${pile === 'claw' ? 'claw' : 'discard pile'}${top === undefined ? ', empty' : ''}`;
  // "(yours)" only to the one the table speaks to: a drill's watcher is not told North's piles are theirs.
  const listener = usePointOfView().listener;
  const yours = mine && playable && listener === player;
  return (
    <Zone title={kind.title}>
      <Place
        place={`${pile}:${player}`}
        source={mine && top !== undefined ? pile : null}
        target={kind.target(mine)}
        // What a drop means is said only while it can happen: the player's own turn, the game live.
        words={yours ? `${name} ${kind.yours(inPlay)}` : name}
        className={`stack ${marks}`}
      >
        {cards.length > 1 && <CardBack className={kind.under} />}
        {top === undefined ? (
          <EmptyPlace />
        ) : (
          <FaceUp key={top} card={top} from={pile} edge={player} top movable={mine && playable} className={kind.top} />
        )}
        <Count n={cards.length} label={kind.counted} />
      </Place>
    </Zone>
  );
}

function Deck({ player }: { readonly player: PlayerIndex }) {
  const piles = useGame(selectPlayerPiles[player]!)!;
  const names = useGame(selectNames);
  const playable = useGame(selectPlayable);
  // The offender's try at the missed line (house rule) may move the card in play, never turn one up.
  const movable = useGame(selectCardsMovable);
  const events = useEvents();
  const mine = useGame(selectToMove) === player;
  const inPlayMarks = useLessonMarks(`inPlay:${player}`);
  const turnOver = piles.deck.length === 0 && piles.discard.length > 0;
  const label =
    piles.deck.length > 0
      ? `${names[player]}'s deck, ${piles.deck.length} cards${mine ? ': turn up a card' : ''}`
      : turnOver
        ? `${names[player]}'s deck is empty${mine ? ': turn the discard pile over and turn up a card' : ''}`
        : `${names[player]}'s deck is empty`;
  return (
    <Zone title="Deck">
      <div className="deck">
        <button
          type="button"
          className={`deck__button ${mine && piles.inPlay === null && playable ? 'deck__button--ready' : ''}`}
          data-place={`deck:${player}`}
          aria-label={label}
          disabled={!playable}
          onClick={() => events.deckClicked(player)}
        >
          {piles.deck.length > 0 ? <CardBack /> : <EmptyPlace hint={turnOver ? '↻' : ''} />}
        </button>
        {piles.inPlay !== null && (
          <Place
            place={`inPlay:${player}`}
            source={mine ? 'inPlay' : null}
            target={null}
            words={`${names[player]}'s card in play`}
            className={`deck__in-play ${inPlayMarks}`}
          >
            <FaceUp key={piles.inPlay} card={piles.inPlay} from="inPlay" edge={player} top movable={mine && movable} />
          </Place>
        )}
        <Count n={piles.deck.length} label="cards in the deck" />
      </div>
    </Zone>
  );
}

/**
 * Which buttons a player's edge shows: all of them in a game; on a practice table only the playing ones
 * (knock, reveal, discard, pass) for the learner's seat, and none for a seat the learner does not play.
 */
export type EdgeControls = 'all' | 'play' | 'none';

/** A button kept in its place while it has nothing to do: unseen, unheard and untouchable, but taking its room. */
const KEPT = { style: { visibility: 'hidden' }, 'aria-hidden': true, tabIndex: -1, disabled: true } as const;

/** A draw offered to this player takes a focus left nowhere (the offer's button went quiet) to "Decline", the safe answer. */
function useDrawAnswerFocus(asked: boolean) {
  const decline = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asked && decline.current && focusLost()) focusOn(decline.current);
  }, [asked]);
  return decline;
}

function Plate({ player, controls }: { readonly player: PlayerIndex; readonly controls: EdgeControls }) {
  const game = useGame(selectGame)!;
  // Resigning and offering a draw wait for nobody's turn (R8.2).
  const playable = useGame(selectTableLive);
  const seat = useGame(selectSeats)[player];
  const drawOfferBy = useGame(selectDrawOfferBy);
  const events = useEvents();
  // Resign asks first, "No" first and focused (useConfirm).
  const resign = useConfirm();
  const decline = useDrawAnswerFocus(playable && controls === 'all' && drawOfferBy === other(player));
  const toMove = game.result === null && game.position.toMove === player;
  const name = game.names[player];
  return (
    <div className="plate">
      {/* The turn's heading: after a discard or a pass the focus may come here (focusIntent.ts). */}
      <h2 className="plate__name" data-turn-heading={player}>
        {name}
        {seat.kind === 'computer' && <span className="plate__computer">computer · {seat.level}</span>}
        {toMove && <span className="plate__turn">to play</span>}
      </h2>
      <p className="plate__counts">
        <span>Knocked: {game.knocked[player]}</span>
        <span>
          False knocks: {game.falseKnocks[player]}
          {game.rules.countFalseKnocks ? '' : ' (not counted)'}
        </span>
      </p>
      {/* While the game waits (a missed line, the coach's question) the offers keep their room, unseen,
          so that the edge's cards stay where they lie (a phone held sideways has them below the plate). */}
      {!playable && controls === 'all' && game.result === null && (
        <div className="plate__buttons">
          <button type="button" className="small" {...KEPT}>
            Resign…
          </button>
          <button type="button" className="small" {...KEPT}>
            Offer draw
          </button>
        </div>
      )}
      {playable && controls === 'all' && (
        <div className="plate__buttons" onKeyDown={resign.onKeyDown}>
          {/* Keyed: a button of one set is never reused for another (focus or a second Enter would carry over). */}
          {resign.asking ? (
            <Fragment key="resign?">
              <span className="plate__ask">Resign?</span>
              <button type="button" ref={resign.safe} className="small" onClick={resign.cancel}>
                No
              </button>
              <button type="button" className="small" onClick={() => events.resigned(player)}>
                Yes, {name} resigns
              </button>
            </Fragment>
          ) : drawOfferBy === other(player) ? (
            <Fragment key="draw?">
              <button type="button" ref={decline} className="small" onClick={() => events.drawAnswered(false)}>
                Decline
              </button>
              <button type="button" className="small small--accent" onClick={() => events.drawAnswered(true)}>
                Accept draw
              </button>
            </Fragment>
          ) : (
            <Fragment key="offers">
              <button type="button" ref={resign.asker} className="small" onClick={resign.ask}>
                Resign…
              </button>
              <button type="button" className="small" disabled={drawOfferBy === player} onClick={() => events.drawOffered(player)}>
                {drawOfferBy === player ? 'Draw offered' : 'Offer draw'}
              </button>
            </Fragment>
          )}
        </div>
      )}
    </div>
  );
}

/** The three things the player to move does besides moving cards: one at a time, so they share a button (R4.4, R4.6, R4.7). */
const MAIN = [
  { key: 'reveal', label: 'Turn up a card', kbd: 'R' },
  { key: 'discard', label: 'Discard and end turn', kbd: 'D' },
  { key: 'pass', label: 'Pass', kbd: 'P' },
] as const;

/**
 * The edge's buttons, each in a place of its own that it keeps all turn: a thumb that found "Turn up a
 * card" finds "Discard and end turn" in the same spot, and the knock's place stays when it goes.
 */
function Actions({ player }: { readonly player: PlayerIndex }) {
  const game = useGame(selectGame)!;
  const available = useGame(selectAvailable);
  const events = useEvents();
  const toMove = game.position.toMove === player && game.result === null;
  const knocker = available.knockBy === player;
  const mover = game.names[game.position.toMove];
  const main = available.discard ? MAIN[1] : available.pass ? MAIN[2] : MAIN[0];
  const mainEnabled = available.reveal || available.discard || available.pass;
  const onMain = () =>
    main.key === 'discard' ? events.discardChosen(player) : main.key === 'pass' ? events.passChosen(player) : events.deckClicked(player);
  return (
    <div className="actions">
      <button type="button" className="knock" onClick={() => events.knockCalled(player)} aria-keyshortcuts="K" {...(knocker ? {} : KEPT)}>
        Knock <kbd>K</kbd>
        {/* R7.1: before their first action, the player to move may knock the turn just ended; the other player knocks the turn in progress. */}
        <span className="knock__what">{toMove ? `${game.names[other(player)]}'s last turn` : `${mover}'s turn`}</span>
      </button>
      {toMove && (
        <button type="button" className="action action--main" disabled={!mainEnabled} onClick={onMain} aria-keyshortcuts={main.kbd}>
          {/* Every label lies in the same cell, the unused ones unseen: the button is as wide as the longest. */}
          <span className="action__labels">
            {MAIN.map((m) => (
              <span key={m.key} className={m === main ? undefined : 'action__spare'} aria-hidden={m === main ? undefined : true}>
                {m.label} <kbd>{m.kbd}</kbd>
              </span>
            ))}
          </span>
        </button>
      )}
      {toMove && game.rules.takeBack && (
        <button
          type="button"
          className="action action--quiet"
          disabled={!available.takeBack}
          onClick={events.takeBackChosen}
          aria-keyshortcuts="U"
        >
          Take back <kbd>U</kbd>
        </button>
      )}
      <RadarBadge player={player} />
    </div>
  );
}

/**
 * The words that say the table shows a line, not the game (the table as it was at the fault, or the
 * shortest line). They stand in the top edge's place for its buttons, which the game waiting leaves
 * empty (edge.css): nothing of the table makes room for them, so no card moves or changes size.
 */
function LineBanner() {
  const banner = useGame(selectDrawnLineBanner);
  return banner && <p className="lesson-banner">{banner}</p>;
}

/** Where an edge is drawn: at the bottom of the screen, or at the top (turned to face its player in table mode or when the phone is passed). */
export type EdgeAt = 'bottom' | 'top';

interface PlayerEdgeProps {
  readonly player: PlayerIndex;
  readonly at: EdgeAt;
  /** Turned 180° to face a player across the table. */
  readonly turned: boolean;
  readonly controls?: EdgeControls;
  readonly children?: ReactNode;
}

export function PlayerEdge({ player, at, turned, controls = 'all', children }: PlayerEdgeProps) {
  const game = useGame(selectGame)!;
  const toMove = game.result === null && game.position.toMove === player;
  // A computer seat plays by itself: its edge offers a person no buttons.
  const shown: EdgeControls = useGame(selectSeats)[player].kind === 'computer' ? 'none' : controls;
  return (
    <section
      className={`edge edge--p${player} edge--${at} ${turned ? 'edge--turned' : ''} ${toMove ? 'edge--to-move' : 'edge--waiting'}`}
      aria-label={`${game.names[player]}'s side`}
    >
      <Plate player={player} controls={shown} />
      <Stack player={player} pile="claw" />
      <Deck player={player} />
      <Stack player={player} pile="discard" />
      {/* Once the game is over there is nothing to do: the knock's kept place goes with the buttons. */}
      {shown !== 'none' && game.result === null && <Actions player={player} />}
      {at === 'top' && <LineBanner />}
      <div className="edge__rest">{children}</div>
    </section>
  );
}

// One player's edge of the table (RULES R2.1–R2.4): their name and knock counts, their claw (top card
// face up), their deck with the in-play card lying on it, their discard pile, and the buttons for what
// they may do now. Player 1's edge is mirrored, or turned 180° in table mode.
import { useState, type ReactNode } from 'react';
import { other, topOf, type PlayerIndex } from '../../engine/position.ts';
import type { DropTarget } from '../../store/gameStoreShape.ts';
import {
  selectAvailable,
  selectDrawOfferBy,
  selectGame,
  selectNames,
  selectPlayable,
  selectPlayerPiles,
  selectSeats,
  selectTableLive,
  selectTableMode,
  selectToMove,
} from '../../store/selectors.ts';
import { CardBack, EmptyPlace } from '../cards/Card.tsx';
import { RadarBadge } from '../coach/RadarBadge.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';
import { FaceUp, Place } from './Place.tsx';
import { useLessonMarks } from './lessonMarks.ts';

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
      <span className="zone__title" aria-hidden="true">{title}</span>
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
    yours: '(yours)',
    // R4: one's own claw is never a destination; the opponent's takes a card (R5.4).
    target: (mine: boolean): DropTarget | null => (mine ? null : { kind: 'move', to: 'opponentClaw' }),
  },
  discard: {
    title: 'Discard',
    under: 'stack__under stack__under--face',
    top: '',
    counted: 'cards in the discard pile',
    yours: '(yours: dropping your card in play here ends your turn)',
    // R4.6: one's own discard pile takes the card in play by the discard action.
    target: (mine: boolean): DropTarget => (mine ? { kind: 'discard' } : { kind: 'move', to: 'opponentDiscard' }),
  },
} as const;

function Stack({ player, pile }: { readonly player: PlayerIndex; readonly pile: keyof typeof STACKS }) {
  const cards = useGame(selectPlayerPiles[player]!)![pile];
  const names = useGame(selectNames);
  const playable = useGame(selectPlayable);
  const mine = useGame(selectToMove) === player;
  const top = topOf(cards);
  const marks = useLessonMarks(`${pile}:${player}`);
  const kind = STACKS[pile];
  const name = `${names[player]}'s ${pile === 'claw' ? 'claw' : 'discard pile'}`;
  return (
    <Zone title={kind.title}>
      <Place
        place={`${pile}:${player}`}
        source={mine && top !== undefined ? pile : null}
        target={kind.target(mine)}
        words={mine ? `${name} ${kind.yours}` : name}
        className={`stack ${marks}`}
      >
        {cards.length > 1 && <CardBack className={kind.under} />}
        {top === undefined ? <EmptyPlace /> : <FaceUp key={top} card={top} from={pile} edge={player} movable={mine && playable} className={kind.top} />}
        <Count n={cards.length} label={kind.counted} />
      </Place>
    </Zone>
  );
}

function Deck({ player }: { readonly player: PlayerIndex }) {
  const piles = useGame(selectPlayerPiles[player]!)!;
  const names = useGame(selectNames);
  const playable = useGame(selectPlayable);
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
          <Place place={`inPlay:${player}`} source={mine ? 'inPlay' : null} target={null} words={`${names[player]}'s card in play`} className={`deck__in-play ${inPlayMarks}`}>
            <FaceUp key={piles.inPlay} card={piles.inPlay} from="inPlay" edge={player} movable={mine && playable} />
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

function Plate({ player, controls }: { readonly player: PlayerIndex; readonly controls: EdgeControls }) {
  const game = useGame(selectGame)!;
  // Resigning and offering a draw wait for nobody's turn (R8.2).
  const playable = useGame(selectTableLive);
  const seat = useGame(selectSeats)[player]!;
  const drawOfferBy = useGame(selectDrawOfferBy);
  const events = useEvents();
  const [confirming, setConfirming] = useState(false);
  const toMove = game.result === null && game.position.toMove === player;
  const name = game.names[player];
  return (
    <div className="plate">
      <h2 className="plate__name">
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
      {playable && controls === 'all' && (
        <div className="plate__buttons">
          {confirming ? (
            <>
              <span className="plate__ask">Resign?</span>
              <button type="button" className="small" onClick={() => events.resigned(player)}>
                Yes, {name} resigns
              </button>
              <button type="button" className="small" onClick={() => setConfirming(false)}>
                No
              </button>
            </>
          ) : drawOfferBy === other(player) ? (
            <>
              <button type="button" className="small small--accent" onClick={() => events.drawAnswered(true)}>
                Accept draw
              </button>
              <button type="button" className="small" onClick={() => events.drawAnswered(false)}>
                Decline
              </button>
            </>
          ) : (
            <>
              <button type="button" className="small" onClick={() => setConfirming(true)}>
                Resign…
              </button>
              <button type="button" className="small" disabled={drawOfferBy === player} onClick={() => events.drawOffered(player)}>
                {drawOfferBy === player ? 'Draw offered' : 'Offer draw'}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function Actions({ player }: { readonly player: PlayerIndex }) {
  const game = useGame(selectGame)!;
  const available = useGame(selectAvailable);
  const events = useEvents();
  const toMove = game.position.toMove === player;
  const knocker = available.knockBy === player;
  return (
    <div className="actions">
      {knocker && (
        <button type="button" className="knock" onClick={() => events.knockCalled(player)} aria-keyshortcuts="K">
          Knock <kbd>K</kbd>
          {/* R7.1: before their first action, the player to move may knock the turn just ended. */}
          {toMove && <span className="knock__what">{game.names[other(player)]}'s last turn</span>}
        </button>
      )}
      <RadarBadge player={player} />
      {toMove && available.reveal && (
        <button type="button" className="action" onClick={() => events.deckClicked(player)} aria-keyshortcuts="R">
          Turn up a card <kbd>R</kbd>
        </button>
      )}
      {toMove && available.discard && (
        <button type="button" className="action" onClick={() => events.discardChosen(player)} aria-keyshortcuts="D">
          Discard and end turn <kbd>D</kbd>
        </button>
      )}
      {toMove && available.pass && (
        <button type="button" className="action" onClick={() => events.passChosen(player)} aria-keyshortcuts="P">
          Pass <kbd>P</kbd>
        </button>
      )}
      {toMove && game.rules.takeBack && game.result === null && (
        <button type="button" className="action action--quiet" disabled={!available.takeBack} onClick={events.takeBackChosen} aria-keyshortcuts="U">
          Take back <kbd>U</kbd>
        </button>
      )}
    </div>
  );
}

export function PlayerEdge({ player, controls = 'all', children }: { readonly player: PlayerIndex; readonly controls?: EdgeControls; readonly children?: ReactNode }) {
  const game = useGame(selectGame)!;
  const turned = useGame(selectTableMode) && player === 1;
  const toMove = game.result === null && game.position.toMove === player;
  // A computer seat (issue 14) plays by itself: its edge offers a person no buttons.
  const shown: EdgeControls = useGame(selectSeats)[player]!.kind === 'computer' ? 'none' : controls;
  return (
    <section className={`edge edge--p${player} ${turned ? 'edge--turned' : ''} ${toMove ? 'edge--to-move' : 'edge--waiting'}`} aria-label={`${game.names[player]}'s side`}>
      <Plate player={player} controls={shown} />
      <Stack player={player} pile="claw" />
      <Deck player={player} />
      <Stack player={player} pile="discard" />
      {shown !== 'none' && <Actions player={player} />}
      <div className="edge__rest">{children}</div>
    </section>
  );
}

// One place of the patience table (a tableau pile, a reserve place, a foundation) with its cards: a drop
// target for a dragged card and a target for tap-then-tap; every card face up, and each card the player
// may pick up is draggable (a run by its deepest card), tappable and reachable by the keyboard.
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { cardName, type Face } from '../../engine/index.ts';
import { CardFace } from '../cards/Card.tsx';
import { cardWords, placeId, placeWords, SUIT_SIGNS, type PatiencePlaceRef } from './patiencePlaces.ts';
import type { PatienceHands } from './patienceHands.ts';

/** What a dragged patience card carries: the card, the cards on it that move with it, and where it lies. */
export interface PatienceDragData {
  readonly kind: 'patience-card';
  readonly card: Face;
  readonly count: number;
  readonly cards: readonly Face[];
  readonly place: PatiencePlaceRef;
}

/** What a patience place carries as a drop target. */
export interface PatienceDropData {
  readonly kind: 'patience-place';
  readonly place: PatiencePlaceRef;
}

export interface PlaceMarks {
  /** The lifted card may go here. */
  readonly legal: boolean;
  /** The solver's hint or solution step ends here. */
  readonly hinted: boolean;
}

interface CardProps {
  readonly card: Face;
  readonly place: PatiencePlaceRef;
  /** The cards on it that move with it, itself included (bottom first). */
  readonly run: readonly Face[];
  readonly liftable: boolean;
  readonly lifted: boolean;
  readonly hinted: boolean;
  readonly playable: boolean;
  readonly hands: PatienceHands;
  readonly splay?: number;
}

const activate = (event: KeyboardEvent, act: () => void) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  event.stopPropagation();
  act();
};

/** A face-up card: any card takes a tap (to lift it, or as where the lifted card goes); a liftable one is also draggable. */
const TableCard = memo(function TableCard({ card, place, run, liftable, lifted, hinted, playable, hands, splay }: CardProps) {
  const data: PatienceDragData = { kind: 'patience-card', card, count: run.length, cards: run, place };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `patience-card:${card}`,
    data,
    disabled: !playable || !liftable,
  });
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    hands.tapCard(card, place);
  };
  const classes = [
    'pcard',
    liftable && playable && 'card--movable',
    lifted && 'card--selected',
    hinted && 'pcard--hinted',
    isDragging && 'card--ghost',
  ].filter(Boolean);
  // Only a card that can move, or the top card (where a lifted card would go), takes the focus.
  const focusable = playable && (liftable || run.length === 1);
  return (
    <CardFace
      ref={setNodeRef}
      card={card}
      splay={splay}
      className={classes.join(' ')}
      {...(playable && liftable ? attributes : {})}
      {...(playable && liftable ? listeners : {})}
      role={focusable ? 'button' : 'img'}
      tabIndex={focusable ? 0 : undefined}
      aria-roledescription={undefined}
      aria-pressed={focusable ? lifted : undefined}
      aria-describedby={undefined}
      data-pfocus={focusable ? '' : undefined}
      aria-label={cardWords(card, place, liftable && playable, lifted)}
      onClick={playable ? onClick : undefined}
      onKeyDown={focusable ? (event) => activate(event, () => hands.pressCard(card, place)) : undefined}
    />
  );
});

interface PlaceProps {
  readonly place: PatiencePlaceRef;
  /** Bottom to top: a pile, a reserve place (0–2 cards), or the top card of a foundation. */
  readonly cards: readonly Face[];
  /** How many cards from the top may be lifted (a pile's run, a reserve place's top card). */
  readonly liftable: number;
  readonly marks: PlaceMarks;
  readonly lifted: Face | null;
  readonly hintedCard: Face | null;
  readonly playable: boolean;
  readonly hands: PatienceHands;
  /** A foundation's height (its top rank), for its words. */
  readonly height?: number;
}

function placeLabel(place: PatiencePlaceRef, cards: readonly Face[]): string {
  const top = cards[cards.length - 1];
  if (top === undefined) return `${placeWords(place)}, empty`;
  if (place.kind === 'foundation') return `${placeWords(place)}, up to ${cardName(top)}`;
  return `${placeWords(place)}, ${cards.length} card${cards.length === 1 ? '' : 's'}`;
}

export const PatiencePlace = memo(function PatiencePlace({
  place,
  cards,
  liftable,
  marks,
  lifted,
  hintedCard,
  playable,
  hands,
}: PlaceProps) {
  const id = placeId(place);
  const data: PatienceDropData = { kind: 'patience-place', place };
  const { setNodeRef, isOver } = useDroppable({ id, data, disabled: !playable });
  // A place with no card to focus (empty, or a foundation) takes the focus itself, as a destination.
  const ownFocus = playable && (cards.length === 0 || place.kind === 'foundation');
  const classes = [
    'pplace',
    `pplace--${place.kind}`,
    marks.legal && 'place--legal',
    isOver && (marks.legal ? 'place--over' : 'place--refused'),
    marks.hinted && 'pplace--hinted',
  ].filter(Boolean);
  const style = { '--n': cards.length } as CSSProperties;
  const firstLiftable = cards.length - liftable;
  return (
    <div
      ref={setNodeRef}
      className={classes.join(' ')}
      style={style}
      data-place={id}
      role={ownFocus ? 'button' : 'group'}
      tabIndex={ownFocus ? 0 : undefined}
      data-pfocus={ownFocus ? '' : undefined}
      aria-label={placeLabel(place, cards)}
      onClick={playable ? () => hands.tapPlace(place) : undefined}
      onKeyDown={ownFocus ? (event) => activate(event, () => hands.tapPlace(place)) : undefined}
    >
      {cards.length === 0 && (
        <div className="card card--empty" aria-hidden="true">
          {place.kind === 'foundation' && <span className="card__hint">{SUIT_SIGNS[place.index]}</span>}
        </div>
      )}
      {place.kind === 'foundation'
        ? cards.length > 0 && <CardFace card={cards[cards.length - 1]!} className="pcard" aria-hidden="true" />
        : cards.map((card, i) => (
            <TableCard
              key={card}
              card={card}
              place={place}
              run={cards.slice(i)}
              liftable={i >= firstLiftable}
              lifted={lifted === card}
              hinted={hintedCard === card}
              playable={playable}
              hands={hands}
              splay={i}
            />
          ))}
    </div>
  );
});

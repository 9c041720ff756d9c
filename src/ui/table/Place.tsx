// A place on the table (a pile, a foundation, a claw, a discard pile) and a card that can be picked up.
// A place is a drop target for the player to move and answers clicks for click-then-click; it lights
// up while the card in hand may legally go there (the engine's legal destinations, from the store).
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { cardName, type CardId, type From, type PlayerIndex } from '../../engine/index.ts';
import type { DropTarget } from '../../store/gameStoreShape.ts';
import { selectCardsMovable, selectSelected, selectTargets, targetKey } from '../../store/selectors.ts';
import { CardFace } from '../cards/Card.tsx';
import { fromWords, type PlaceId } from '../places.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import type { CardDragData, PlaceDropData } from './dnd.ts';
import { usePointOfView } from './listener.ts';
import './places.css';

interface PlaceProps {
  readonly place: PlaceId;
  /** The card this place offers the player to move, for click-then-click; null when none. */
  readonly source: From | null;
  /** What a card dropped here means for the player to move; null when nothing may be dropped here. */
  readonly target: DropTarget | null;
  /** The place in words, for announcements and screen readers. */
  readonly words: string;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly children: ReactNode;
}

export function Place({ place, source, target, words, className = '', style, children }: PlaceProps) {
  const playable = useGame(selectCardsMovable);
  // Whether the card in hand may land here, as this place's own answer: a drag's start and end render
  // only the places whose answer changes, not every place because the set of targets is new.
  const legal = useGame((s) => target !== null && selectTargets(s).has(targetKey(target)));
  const events = useEvents();
  const data: PlaceDropData | undefined = target ? { kind: 'place', target, place, words } : undefined;
  const { setNodeRef, isOver } = useDroppable({ id: place, data, disabled: target === null || !playable });
  const classes = ['place', className, legal && 'place--legal', isOver && (legal ? 'place--over' : 'place--refused')]
    .filter(Boolean)
    .join(' ');
  const onClick = playable && (source !== null || target !== null) ? () => events.placeClicked({ source, target }) : undefined;
  return (
    <div ref={setNodeRef} className={classes} style={style} data-place={place} role="group" aria-label={words} onClick={onClick}>
      {children}
    </div>
  );
}

interface TopCardProps {
  readonly card: CardId;
  readonly from: From;
  /** Whose edge the card lies at, or null for the tableau. */
  readonly edge: PlayerIndex | null;
  /** Whether the player to move may pick it up now. */
  readonly movable: boolean;
  readonly className?: string;
  readonly splay?: number;
}

const preventFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The top card of a place: draggable by pointer, touch and keyboard while the player to move may pick
 * it up, drawn as a plain card otherwise. One element either way: when the turn changes hands, every
 * top card of both sides changes whether it may be picked up, and each keeps its element (its
 * attributes change) instead of being taken out of the page and drawn anew.
 */
function TopCard({ card, from, edge, movable, className = '', splay }: TopCardProps) {
  const selected = useGame(selectSelected) === from;
  const view = usePointOfView();
  const data: CardDragData = { kind: 'card', card, from, edge };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `card:${card}`, data, disabled: !movable });
  if (!movable) return <CardFace ref={setNodeRef} card={card} className={className} splay={splay} />;
  const classes = [className, 'card--movable', selected && 'card--selected', isDragging && 'card--ghost'].filter(Boolean).join(' ');
  return (
    <CardFace
      ref={setNodeRef}
      card={card}
      className={classes}
      splay={splay}
      {...attributes}
      {...listeners}
      // A pointer does not move focus onto the card: a focused card that leaves the table costs the
      // browser a focus fix-up in the middle of the drop. Keyboard users reach cards with Tab.
      onMouseDown={preventFocus}
      aria-label={`${cardName(card)}, ${fromWords(from, view)}${selected ? ', chosen' : ''}`}
    />
  );
}

/** A face-up card: the top of its place (`top`), which the player to move may pick up when `movable`, or one that is only shown. */
export const FaceUp = memo(function FaceUp({ top, ...card }: TopCardProps & { readonly top: boolean }) {
  return top ? <TopCard {...card} /> : <CardFace card={card.card} className={card.className} splay={card.splay} />;
});

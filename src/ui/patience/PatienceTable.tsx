// The patience table: four foundations, thirteen reserve places and seven tableau piles, every card face
// up, with drag-and-drop (mouse and touch, by dnd-kit's pointer sensor as on Brigadier's table),
// tap-then-tap and the keyboard (arrows or Tab move the focus, Enter or Space lifts and puts down). The
// places a lifted card may go to are marked; a position the solver shows is drawn instead of the game's,
// and then takes no moves.
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useDndMonitor, useSensor, useSensors } from '@dnd-kit/core';
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { faceFrom, suitIndexOf, type Face } from '../../engine/index.ts';
import { positionOf, type PatienceGame, type PatiencePosition, type PatienceTo } from '../../patience/index.ts';
import type { PatienceSelection, PatienceStore, PatienceStoreState } from '../../store/patience/patienceStore.ts';
import { CardFace } from '../cards/Card.tsx';
import { useLetGoOver } from '../releasePoint.ts';
import { arrowOfKey, nextThatWay } from './focusMove.ts';
import { usePatience, usePatienceStore } from './PatienceContext.tsx';
import { patienceHands, type PatienceHands } from './patienceHands.ts';
import { canLift, destinationOf, destinationsOf, placeId, type PatiencePlaceRef } from './patiencePlaces.ts';
import { PatiencePlace, type PatienceDragData, type PatienceDropData } from './PatiencePlace.tsx';

const selectGame = (s: PatienceStoreState) => s.game;
const selectSelected = (s: PatienceStoreState) => s.selected;
const selectHighlight = (s: PatienceStoreState) => s.highlight;
const selectShown = (s: PatienceStoreState) => s.shownTable;

/** How many cards from the top of a place may be lifted now. */
function liftableCount(position: PatiencePosition, place: PatiencePlaceRef, cards: readonly Face[]): number {
  let n = 0;
  while (n < cards.length && canLift(position, place, n + 1)) n++;
  return n;
}

/** A foundation's cards as drawn: its top card only (its suit from Ace up to `height`). */
const foundationCards = (suit: number, height: number): Face[] => (height > 0 ? [faceFrom(suit, height)] : []);

function DraggedRun({ data }: { readonly data: PatienceDragData | null }) {
  if (!data) return null;
  return (
    <div className="pdrag" style={{ '--n': data.cards.length } as CSSProperties}>
      {data.cards.map((card, i) => (
        <CardFace key={card} card={card} splay={i} className="pcard card--lifted" />
      ))}
    </div>
  );
}

interface PlacesProps {
  readonly position: PatiencePosition;
  readonly game: PatienceGame;
  readonly lifting: PatienceSelection | null;
  readonly playable: boolean;
  readonly hands: PatienceHands;
}

/** The foundations, the reserve and the tableau of `position`, with the lifted card's destinations marked. */
function Places({ position, game, lifting, playable, hands }: PlacesProps) {
  const selected = usePatience(selectSelected);
  const highlight = usePatience(selectHighlight);
  const legal = useMemo(() => (playable ? destinationsOf(game, lifting) : new Set<PatienceTo>()), [game, lifting, playable]);
  // A card goes to its own suit's foundation: only that one is marked.
  const fits = (place: PatiencePlaceRef, card: Face) => place.kind !== 'foundation' || suitIndexOf(card) === place.index;
  const common = { lifted: selected?.card ?? null, hintedCard: highlight?.move.card ?? null, playable, hands };
  const placeOf = (place: PatiencePlaceRef, cards: readonly Face[]) => {
    const to = destinationOf(place);
    const marks = {
      legal: lifting !== null && legal.has(to) && fits(place, lifting.card),
      hinted: highlight !== null && highlight.move.to === to && fits(place, highlight.move.card),
    };
    const liftable = place.kind === 'foundation' ? 0 : liftableCount(position, place, cards);
    return <PatiencePlace key={placeId(place)} place={place} cards={cards} liftable={liftable} marks={marks} {...common} />;
  };
  return (
    <>
      <section className="pfoundations" aria-label="Foundations">
        {position.foundations.map((height, index) => placeOf({ kind: 'foundation', index }, foundationCards(index, height)))}
      </section>
      <section className="preserve" aria-label="Reserve">
        {position.reserve.map((cards, index) => placeOf({ kind: 'reserve', index }, cards))}
      </section>
      <section className="ptableau" aria-label="Tableau">
        {position.tableau.map((cards, index) => placeOf({ kind: 'tableau', index }, cards))}
      </section>
    </>
  );
}

interface DragsProps {
  readonly dragged: PatienceDragData | null;
  readonly setDragged: (data: PatienceDragData | null) => void;
  readonly hands: PatienceHands;
}

/**
 * The run being dragged: picked up by dnd-kit's pointer sensor, drawn under the hand, and put down on
 * the place under the hand where it was let go (ui/releasePoint.ts), not on the place dnd-kit last
 * reckoned, which a quick release can leave a frame behind.
 */
function PatienceDrags({ dragged, setDragged, hands }: DragsProps) {
  const letGoOver = useLetGoOver();
  useDndMonitor({
    onDragStart({ active }) {
      const data = active.data.current as PatienceDragData | undefined;
      if (data?.kind === 'patience-card') setDragged(data);
    },
    onDragEnd({ over, activatorEvent }) {
      setDragged(null);
      const target = letGoOver(over, activatorEvent instanceof KeyboardEvent)?.data.current as PatienceDropData | undefined;
      if (!dragged || target?.kind !== 'patience-place') return;
      // Let go where it was picked up: nothing was meant.
      if (target.place.kind === dragged.place.kind && target.place.index === dragged.place.index) return;
      hands.drop(dragged.card, dragged.count, target.place);
    },
    onDragCancel: () => setDragged(null),
  });
  return (
    <DragOverlay dropAnimation={null}>
      <DraggedRun data={dragged} />
    </DragOverlay>
  );
}

/**
 * After Enter or Space put the lifted card somewhere, the focus follows it (the element the key was
 * pressed on may have left the page, or no longer take the focus): onto the card where it now lies, or
 * the place that holds it. A refused move leaves the focus where it was.
 */
function followCard(root: HTMLElement, store: PatienceStore, card: Face) {
  const before = store.getState().game;
  setTimeout(() => {
    if (store.getState().game === before) return;
    const moved = root.querySelector<HTMLElement>(`[data-card="${card}"]`);
    const target = moved?.matches('[data-pfocus]') ? moved : moved?.closest<HTMLElement>('[data-pfocus]');
    target?.focus();
  }, 0);
}

/** Arrow keys: the focus goes to the nearest card or place that way. */
function moveFocus(root: HTMLElement | null, event: KeyboardEvent, store: PatienceStore) {
  const lifted = store.getState().selected?.card;
  if (root && lifted !== undefined && (event.key === 'Enter' || event.key === ' ')) return followCard(root, store, lifted);
  const arrow = arrowOfKey(event.key);
  if (!arrow || !root || !(event.target instanceof Element)) return;
  const next = nextThatWay(event.target, [...root.querySelectorAll('[data-pfocus]')], arrow);
  if (!next) return;
  event.preventDefault();
  (next as HTMLElement).focus();
}

export function PatienceTable() {
  const store = usePatienceStore();
  const game = usePatience(selectGame);
  const selected = usePatience(selectSelected);
  const shown = usePatience(selectShown);
  const [hands] = useState(() => patienceHands(store));
  const [dragged, setDragged] = useState<PatienceDragData | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const lifting = useMemo(() => (dragged ? { card: dragged.card, count: dragged.count } : selected), [dragged, selected]);
  const position = shown ? shown.position : positionOf(game);
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin}>
      <div
        ref={root}
        className={`ptable ${shown ? 'ptable--shown' : ''}`}
        onKeyDownCapture={(event) => moveFocus(root.current, event, store)}
      >
        {shown && (
          <p className="ptable__caption" role="status">
            {shown.caption}
          </p>
        )}
        <Places position={position} game={game} lifting={lifting} playable={shown === null} hands={hands} />
      </div>
      <PatienceDrags dragged={dragged} setDragged={setDragged} hands={hands} />
    </DndContext>
  );
}

// The table: both players' edges, the middle, drag-and-drop for every card the player to move may
// take (pointer, touch and keyboard), and the lesson's arrows over it all.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDndContext,
  useDndMonitor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { selectBoard, selectGame, selectTableMode, selectTargets, targetKey } from '../../store/selectors.ts';
import { CardFace } from '../cards/Card.tsx';
import { RefereePanel } from '../panels/RefereePanel.tsx';
import { Toolbar } from '../panels/Toolbar.tsx';
import { useEvents, useGame, useGameStore } from '../StoreContext.tsx';
import { cardAnnouncements, cardDragData, jumpBetweenPlaces, placeAt, placeCollisions, placeDropData, screenReaderInstructions, type CardDragData } from './dnd.ts';
import { slideBack, useCardSlides, type Spot } from './flip.ts';
import { LessonArrow } from './LessonArrow.tsx';
import { ComputerLanding, WithComputerTrace } from './ComputerSign.tsx';
import { Middle } from './Middle.tsx';
import { measureToNextPaint } from './paintTiming.ts';
import { PlayerEdge, type EdgeControls } from './PlayerEdge.tsx';
import type { PlayerIndex } from '../../engine/position.ts';
import { gameOrigin } from '../../engine/game-at.ts';
import './table.css';

function Title() {
  const game = useGame(selectGame)!;
  return (
    <p className="title">
      <span className="title__name">Brigadier</span> {gameOrigin(game)} · turn {game.turn}
    </p>
  );
}

// The table's parts re-render on their own store subscriptions, never because the table did.
const TopEdge = memo(function TopEdge({ title, controls }: { readonly title?: ReactNode; readonly controls: EdgeControls }) {
  const tableMode = useGame(selectTableMode);
  return (
    <PlayerEdge player={1} controls={controls}>
      {tableMode ? <RefereePanel mirror /> : <WithComputerTrace player={1}>{title ?? <Title />}</WithComputerTrace>}
    </PlayerEdge>
  );
});
const BottomEdge = memo(function BottomEdge({ tools, controls }: { readonly tools?: ReactNode; readonly controls: EdgeControls }) {
  return (
    <PlayerEdge player={0} controls={controls}>
      <RefereePanel />
      {tools ?? <Toolbar />}
    </PlayerEdge>
  );
});
const MiddleOfTable = memo(Middle);

function focusCard(card: number): void {
  document.querySelector<HTMLElement>(`[data-card="${card}"][tabindex]`)?.focus();
}

/** The card being dragged, drawn over everything; tells the store what was picked up and where it was put. */
function CardDrags({ letGo, root }: { readonly letGo: (card: number, spot: Spot) => void; readonly root: RefObject<HTMLElement | null> }) {
  const events = useEvents();
  const tableMode = useGame(selectTableMode);
  const [dragged, setDragged] = useState<CardDragData | null>(null);
  const { droppableContainers } = useDndContext();
  const containers = useRef(droppableContainers);
  containers.current = droppableContainers;
  const releasedAt = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    const release = (event: PointerEvent) => (releasedAt.current = { x: event.clientX, y: event.clientY });
    window.addEventListener('pointerup', release, true);
    return () => window.removeEventListener('pointerup', release, true);
  }, []);
  useDndMonitor({
    onDragStart({ active }) {
      const data = cardDragData(active);
      if (!data) return;
      setDragged(data);
      events.cardPickedUp(data.from);
    },
    onDragEnd({ active, over, activatorEvent }) {
      const data = cardDragData(active);
      setDragged(null);
      if (!data) return;
      const pointer = activatorEvent instanceof KeyboardEvent ? null : releasedAt.current;
      const place = pointer ? placeAt(pointer, containers.current) : placeDropData(over);
      const letGoAt = active.rect.current.translated;
      measureToNextPaint();
      const accepted = events.cardDropped(data.from, place?.target ?? null);
      // An accepted card slides on from where it was let go; a refused one flies back to where it came from.
      if (letGoAt && accepted) letGo(data.card, letGoAt);
      else if (letGoAt) slideBack(root, data.card, letGoAt);
      // A keyboard player keeps the card they moved in hand for the next move, when it may move again.
      if (accepted && activatorEvent instanceof KeyboardEvent) requestAnimationFrame(() => focusCard(data.card));
    },
    onDragCancel({ active }) {
      const data = cardDragData(active);
      setDragged(null);
      events.dragCancelled();
      const letGoAt = active.rect.current.translated;
      if (data && letGoAt) slideBack(root, data.card, letGoAt);
    },
  });
  // dnd-kit's own drop animation measures the table in the middle of the drop, and could not tell an
  // accepted drop from a refused one in time: the slides above do its work.
  return (
    <DragOverlay dropAnimation={null}>
      {dragged && <CardFace card={dragged.card} className={`card--lifted ${tableMode && dragged.edge === 1 ? 'card--turned' : ''}`} />}
    </DragOverlay>
  );
}

export interface TableProps {
  /** Shown at the top edge instead of the deal and turn (a practice table says that it is one). */
  readonly title?: ReactNode;
  /** Replaces the game's toolbar: a practice table has no new game, save or load. */
  readonly tools?: ReactNode;
  /** The seats a person plays (a practice table: the learner's); the others' edges show no buttons. All when absent. */
  readonly seats?: readonly PlayerIndex[];
}

const controlsOf = (seats: readonly PlayerIndex[] | undefined, player: PlayerIndex): EdgeControls => (seats === undefined ? 'all' : seats.includes(player) ? 'play' : 'none');

export function Table({ title, tools, seats }: TableProps = {}) {
  const store = useGameStore();
  const board = useGame(selectBoard);
  const tableMode = useGame(selectTableMode);
  const names = useGame(selectGame)!.names;
  const root = useRef<HTMLElement>(null);
  const letGo = useCardSlides(root, board);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenPlaces }),
  );
  const accessibility = useMemo(
    () => ({ announcements: cardAnnouncements((target) => selectTargets(store.getState()).has(targetKey(target))), screenReaderInstructions }),
    [store],
  );

  if (!board) return null;
  return (
    <DndContext sensors={sensors} collisionDetection={placeCollisions} accessibility={accessibility}>
      <main ref={root} className={`table ${tableMode ? 'table--table-mode' : ''}`} aria-label="The card table">
        <h1 className="visually-hidden">
          Brigadier: {names[0]} against {names[1]}
        </h1>
        <TopEdge title={title} controls={controlsOf(seats, 1)} />
        <MiddleOfTable />
        <BottomEdge tools={tools} controls={controlsOf(seats, 0)} />
        <LessonArrow root={root} />
        <ComputerLanding root={root} />
      </main>
      <CardDrags letGo={letGo} root={root} />
    </DndContext>
  );
}

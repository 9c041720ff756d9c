// The table: both players' edges, the middle, drag-and-drop for every card the player to move may
// take (pointer, touch and keyboard), and the lesson's arrows over it all.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, useRef, useState } from 'react';
import { selectBoard, selectGame, selectLesson, selectTableMode, selectTargets, targetKey } from '../../store/selectors.ts';
import { CardFace } from '../cards/Card.tsx';
import { RefereePanel } from '../panels/RefereePanel.tsx';
import { Toolbar } from '../panels/Toolbar.tsx';
import { useEvents, useGame, useGameStore } from '../StoreContext.tsx';
import { cardAnnouncements, cardDragData, jumpBetweenPlaces, placeCollisions, placeDropData, screenReaderInstructions, type CardDragData } from './dnd.ts';
import { useCardSlides } from './flip.ts';
import { LessonArrow } from './LessonArrow.tsx';
import { Middle } from './Middle.tsx';
import { measureToNextPaint } from './paintTiming.ts';
import { PlayerEdge } from './PlayerEdge.tsx';
import './table.css';

function Title() {
  const game = useGame(selectGame)!;
  return (
    <p className="title">
      <span className="title__name">Brigadier</span> deal {game.dealNumber} · turn {game.turn}
    </p>
  );
}

export function Table() {
  const store = useGameStore();
  const events = useEvents();
  const board = useGame(selectBoard);
  const tableMode = useGame(selectTableMode);
  const lesson = useGame(selectLesson) !== null;
  const names = useGame(selectGame)!.names;
  const root = useRef<HTMLElement>(null);
  const letGo = useCardSlides(root, board);
  const [dragged, setDragged] = useState<CardDragData | null>(null);
  const [dropAccepted, setDropAccepted] = useState(false);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetweenPlaces }),
  );
  const accessibility = useMemo(
    () => ({ announcements: cardAnnouncements((target) => selectTargets(store.getState()).has(targetKey(target))), screenReaderInstructions }),
    [store],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = cardDragData(active);
    if (!data) return;
    setDragged(data);
    setDropAccepted(false);
    events.cardPickedUp(data.from);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const data = cardDragData(active);
    setDragged(null);
    if (!data) return;
    const place = placeDropData(over);
    const letGoRect = active.rect.current.translated;
    measureToNextPaint();
    if (place && letGoRect) letGo(data.card, letGoRect);
    setDropAccepted(events.cardDropped(data.from, place?.target ?? null));
  };
  const onDragCancel = () => {
    setDragged(null);
    events.dragCancelled();
  };

  if (!board) return null;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={placeCollisions}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <main ref={root} className={`table ${tableMode ? 'table--table-mode' : ''}`} aria-label="The card table">
        <h1 className="visually-hidden">
          Brigadier: {names[0]} against {names[1]}
        </h1>
        <PlayerEdge player={1}>{tableMode ? <RefereePanel mirror /> : <Title />}</PlayerEdge>
        <Middle />
        <PlayerEdge player={0}>
          <RefereePanel />
          <Toolbar />
        </PlayerEdge>
        {lesson && <p className="lesson-banner">The table as it was at the fault: the game waits</p>}
        <LessonArrow root={root} />
      </main>
      <DragOverlay dropAnimation={dropAccepted ? null : undefined}>
        {dragged && <CardFace card={dragged.card} className={`card--lifted ${tableMode && dragged.edge === 1 ? 'card--turned' : ''}`} />}
      </DragOverlay>
    </DndContext>
  );
}

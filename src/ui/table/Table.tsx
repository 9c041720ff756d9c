// The table: both players' edges, the middle, drag-and-drop for every card the player to move may
// take (pointer, touch and keyboard), and the lesson's arrows over it all.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDndMonitor,
  useSensor,
  useSensors,
  type MeasuringConfiguration,
} from '@dnd-kit/core';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { selectBoard, selectGame, selectNames, selectTableMode, selectTargets, selectToMove, targetKey } from '../../store/selectors.ts';
import { CardFace } from '../cards/Card.tsx';
import { RefereePanel } from '../panels/RefereePanel.tsx';
import { Toolbar } from '../panels/Toolbar.tsx';
import { useLetGoOver } from '../releasePoint.ts';
import { useEvents, useGame, useGameStore } from '../StoreContext.tsx';
import { cardAnnouncements, cardDragData, placeBoxes, placeDropData, screenReaderInstructions, type CardDragData } from './dnd.ts';
import { keyboardCarry } from './keyboardCarry.ts';
import { slideBack, useCardSlides, type Spot } from './flip.ts';
import { ComputerLanding, LessonArrow, WithComputerTrace } from '../tableLater.tsx';
import { Announcer } from './Announcer.tsx';
import { ListenerContext } from './listener.ts';
import { Middle } from './Middle.tsx';
import { measureToNextPaint } from './paintTiming.ts';
import { PlayerEdge, type EdgeControls } from './PlayerEdge.tsx';
import { topOfView, useTableView, type TableView } from './view.ts';
import { useFocusKeeper } from './useFocusKeeper.ts';
import { gameOrigin, type PlayerIndex } from '../../engine/index.ts';
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
interface EdgeProps {
  readonly player: PlayerIndex;
  readonly turned: boolean;
  readonly controls: EdgeControls;
}
const TopEdge = memo(function TopEdge({ title, ...edge }: EdgeProps & { readonly title?: ReactNode }) {
  const tableMode = useGame(selectTableMode);
  return (
    <PlayerEdge at="top" {...edge}>
      {tableMode ? <RefereePanel mirror /> : <WithComputerTrace player={edge.player}>{title ?? <Title />}</WithComputerTrace>}
    </PlayerEdge>
  );
});
const BottomEdge = memo(function BottomEdge({ tools, ...edge }: EdgeProps & { readonly tools?: ReactNode }) {
  return (
    <PlayerEdge at="bottom" {...edge} turned={false}>
      <RefereePanel />
      {tools ?? <Toolbar />}
    </PlayerEdge>
  );
});
const MiddleOfTable = memo(Middle);

/** Places are measured by their box as drawn, once per drag (dnd.ts). */
function usePlaceMeasuring(): { readonly measuring: MeasuringConfiguration; readonly forget: () => void } {
  const [boxes] = useState(placeBoxes);
  useEffect(() => {
    window.addEventListener('resize', boxes.forget);
    return () => window.removeEventListener('resize', boxes.forget);
  }, [boxes]);
  return useMemo(() => ({ measuring: { droppable: { measure: boxes.measure } }, forget: boxes.forget }), [boxes]);
}

/** How long the table takes to turn to the next player (table.css's table-turn). */
const TURN_MS = 650;

/**
 * While the table turns to the player now at the bottom: a class that animates the turn (a quick fade
 * under reduced motion, table.css), so nobody is surprised to find the other side in front of them.
 */
function useTurning(bottom: PlayerIndex): string {
  const [shown, setShown] = useState(bottom);
  const [turning, setTurning] = useState(false);
  if (shown !== bottom) {
    setShown(bottom);
    setTurning(true);
  }
  useEffect(() => {
    if (!turning) return;
    const done = setTimeout(() => setTurning(false), TURN_MS);
    return () => clearTimeout(done);
  }, [turning, shown]);
  return turning ? 'table--turning' : '';
}

/** The card being dragged, drawn over everything; tells the store what was picked up and where it was put. */
interface CardDragsProps {
  readonly letGo: (card: number, spot: Spot) => void;
  readonly root: RefObject<HTMLElement | null>;
  readonly view: TableView;
  /** Told when a drag ends, so the keyboard's next carry starts from its card's place. */
  readonly ended: () => void;
}

/**
 * A hand starting a drag takes the keyboard's focus off a card of the table (one R turned up, or one put
 * down by the keyboard), while the page is still. Focused, a card that the drop takes out of the page
 * (the card moved, or a pile's top that stops being movable and is drawn anew) made the browser work out
 * the table's style in the middle of React's commit, to fix the focus up: 15–40 ms at 4× CPU. After
 * the drop the focus keeper finds the focus lost and moves it quietly, as it did when the card left.
 */
function letCardFocusGo(table: HTMLElement | null): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.dataset.card !== undefined && table?.contains(focused)) focused.blur();
}

function CardDrags({ letGo, root, view, ended }: CardDragsProps) {
  const events = useEvents();
  const [dragged, setDragged] = useState<CardDragData | null>(null);
  const letGoOver = useLetGoOver();
  useDndMonitor({
    onDragStart({ active, activatorEvent }) {
      const data = cardDragData(active);
      if (!data) return;
      if (!(activatorEvent instanceof KeyboardEvent)) letCardFocusGo(root.current);
      setDragged(data);
      events.cardPickedUp(data.from);
    },
    onDragEnd({ active, over, activatorEvent }) {
      ended();
      const data = cardDragData(active);
      setDragged(null);
      if (!data) return;
      const place = placeDropData(letGoOver(over, activatorEvent instanceof KeyboardEvent));
      const letGoAt = active.rect.current.translated;
      measureToNextPaint();
      const accepted = events.cardDropped(data.from, place?.target ?? null);
      // An accepted card slides on from where it was let go; a refused one flies back to where it came from.
      if (letGoAt && accepted) letGo(data.card, letGoAt);
      else if (letGoAt) slideBack(root, data.card, letGoAt);
    },
    onDragCancel({ active }) {
      ended();
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
      {dragged && (
        <CardFace card={dragged.card} className={`card--lifted ${view.turned && dragged.edge === topOfView(view) ? 'card--turned' : ''}`} />
      )}
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

const controlsOf = (seats: readonly PlayerIndex[] | undefined, player: PlayerIndex): EdgeControls =>
  seats === undefined ? 'all' : seats.includes(player) ? 'play' : 'none';

export function Table({ title, tools, seats }: TableProps = {}) {
  const store = useGameStore();
  const board = useGame(selectBoard);
  const tableMode = useGame(selectTableMode);
  const view = useTableView(seats !== undefined);
  const turning = useTurning(view.bottom);
  const names = useGame(selectGame)!.names;
  const root = useRef<HTMLElement>(null);
  const letGo = useCardSlides(root, board);
  // A keyboard player keeps the card they moved in hand for the next move, or finds the next thing to do.
  useFocusKeeper(store, root);
  const [carry] = useState(keyboardCarry);
  const places = usePlaceMeasuring();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: carry.coordinateGetter }),
  );
  // A practice table speaks to its learner; a game's table to whoever is to move.
  const listener = seats?.length === 1 ? seats[0]! : null;
  const accessibility = useMemo(() => {
    const view = () => {
      const state = store.getState();
      const mover = selectToMove(state);
      return { mover, listener: listener ?? mover, names: selectNames(state) };
    };
    return {
      announcements: cardAnnouncements((target) => selectTargets(store.getState()).has(targetKey(target)), view),
      screenReaderInstructions,
    };
  }, [store, listener]);

  if (!board) return null;
  const top = topOfView(view);
  return (
    <ListenerContext value={listener}>
      <DndContext
        sensors={sensors}
        collisionDetection={carry.collisions}
        accessibility={accessibility}
        measuring={places.measuring}
        onDragStart={places.forget}
      >
        <main
          ref={root}
          className={`table ${tableMode ? 'table--table-mode' : ''} ${seats === undefined ? '' : 'table--practice'} ${turning}`}
          aria-label="The card table"
        >
          {/* The game's table is a screen: its heading takes the focus when it opens (App's useScreenFocus). */}
          <h1 className="visually-hidden" tabIndex={-1} data-screen-heading={seats === undefined ? '' : undefined}>
            Brigadier: {names[0]} against {names[1]}
          </h1>
          {/* A game's table speaks for itself; at a practice table the teacher says what happened. At the
              top of the table, beside the heading: hidden, it must not lengthen the page at its foot. */}
          {seats === undefined && <Announcer />}
          {/* Keyed by player: when the table turns, each edge keeps its own state (a resignation being confirmed). */}
          <TopEdge key={`top:${top}`} player={top} turned={view.turned} title={title} controls={controlsOf(seats, top)} />
          <MiddleOfTable bottom={view.bottom} />
          <BottomEdge
            key={`bottom:${view.bottom}`}
            player={view.bottom}
            turned={false}
            tools={tools}
            controls={controlsOf(seats, view.bottom)}
          />
          <LessonArrow root={root} />
          <ComputerLanding root={root} />
        </main>
        <CardDrags letGo={letGo} root={root} view={view} ended={carry.ended} />
      </DndContext>
    </ListenerContext>
  );
}

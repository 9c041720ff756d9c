// Where a pointer drag was let go, for both tables' drag-and-drop (Brigadier's table/Table.tsx and the
// patience's patience/PatienceTable.tsx). dnd-kit works out the place under a dragged card in a render
// after each pointer move; a hand that lets go right after a quick move can beat that render by a
// frame, and dnd-kit then reports the place the card was over a moment before (a drop refused, or a
// card put on the wrong pile). Where the hand let go is the truth, so a pointer drop is judged here.
import { useDndContext, type DroppableContainer, type DroppableContainers, type Over } from '@dnd-kit/core';
import { useEffect, useRef, type RefObject } from 'react';

/** The point of the last pointer release on the page, read at a drag's end. */
function useReleasePoint(): RefObject<{ x: number; y: number } | null> {
  const releasedAt = useRef<{ x: number; y: number } | null>(null);
  useEffect(() => {
    // Captured on the window, before dnd-kit's own listener ends the drag.
    const release = (event: PointerEvent) => (releasedAt.current = { x: event.clientX, y: event.clientY });
    window.addEventListener('pointerup', release, true);
    return () => window.removeEventListener('pointerup', release, true);
  }, []);
  return releasedAt;
}

/**
 * The place under a point that takes drops, from what is drawn there now: the first element there
 * (top first) inside a `data-place` whose droppable is registered and enabled.
 */
export function droppableAt(point: { x: number; y: number }, containers: DroppableContainers): DroppableContainer | null {
  for (const element of document.elementsFromPoint(point.x, point.y)) {
    const id = element.closest('[data-place]')?.getAttribute('data-place');
    const container = id ? containers.get(id) : undefined;
    if (container && !container.disabled) return container;
  }
  return null;
}

/**
 * What a drag was let go over, asked at its end (inside a DndContext): for a pointer, the place under
 * the point of release; for a keyboard drag, which has no such point, dnd-kit's `over`.
 */
export function useLetGoOver(): (over: Over | null, byKeyboard: boolean) => Pick<Over, 'data'> | null {
  const { droppableContainers } = useDndContext();
  const containers = useRef(droppableContainers);
  containers.current = droppableContainers;
  const releasedAt = useReleasePoint();
  return (over, byKeyboard) => {
    const pointer = byKeyboard ? null : releasedAt.current;
    return pointer ? droppableAt(pointer, containers.current) : over;
  };
}

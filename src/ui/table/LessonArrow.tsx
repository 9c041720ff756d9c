// The lesson's arrow (R7.2): from the card the missed line moves next to where it goes, drawn over the
// board while the lesson steps through the line.
import { useEffect, useState, type RefObject } from 'react';
import { selectFoundationPlaces, selectDrawnLine } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';
import type { SteppedLine } from '../../store/steppedLine.ts';
import { lessonMovePlaces } from './lessonMarks.ts';
import './lesson.css';

interface Point {
  readonly x: number;
  readonly y: number;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A place's top card (or the place when it is empty), in the root's coordinates. */
function boxOf(root: HTMLElement, place: string): Box | null {
  const node = root.querySelector(`[data-place="${place}"]`);
  if (!node) return null;
  const cards = node.querySelectorAll('.card');
  const rect = (cards[cards.length - 1] ?? node).getBoundingClientRect();
  const base = root.getBoundingClientRect();
  return { x: rect.left - base.left, y: rect.top - base.top, w: rect.width, h: rect.height };
}

/** Clear of a card's edge, on the side that faces the other end: the arrow joins the cards without covering their faces. */
const GAP = 5;
function edgeToward(box: Box, toward: Point): Point {
  const c = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
  const dx = toward.x - c.x;
  const dy = toward.y - c.y;
  if (dx === 0 && dy === 0) return c;
  // The ray from the centre leaves the box where it first meets a side; then a few pixels beyond.
  const t = Math.min(dx === 0 ? Infinity : box.w / 2 / Math.abs(dx), dy === 0 ? Infinity : box.h / 2 / Math.abs(dy));
  const length = Math.hypot(dx, dy);
  return { x: c.x + dx * t + (dx / length) * GAP, y: c.y + dy * t + (dy / length) * GAP };
}

const centre = (box: Box): Point => ({ x: box.x + box.w / 2, y: box.y + box.h / 2 });

/** Shorter than this between the edges, an arrow would be too small to read: it goes round the outside instead. */
const SHORT = 48;

/**
 * The arrow's path from card a to card b, clear of both faces: edge to edge, gently bowed; or, for cards
 * close together (one above the other), out of the outer side of one and into the outer side of the other.
 */
function arrowPath(a: Box, b: Box, width: number): { start: Point; path: string } {
  const from = edgeToward(a, centre(b));
  const to = edgeToward(b, centre(a));
  if (Math.hypot(to.x - from.x, to.y - from.y) >= SHORT) {
    const mx = (from.x + to.x) / 2 - (to.y - from.y) * 0.2;
    const my = (from.y + to.y) / 2 + (to.x - from.x) * 0.2;
    return { start: from, path: `M ${from.x} ${from.y} Q ${mx} ${my} ${to.x} ${to.y}` };
  }
  // Out on the side away from the middle of the table, where a pile's top card has no neighbour.
  const right = centre(a).x >= width / 2;
  const side = (box: Box): Point => ({ x: right ? box.x + box.w + GAP : box.x - GAP, y: box.y + box.h / 2 });
  const start = side(a);
  const end = side(b);
  const bow = (right ? 1 : -1) * Math.max(a.w, 30) * 0.9;
  const x = right ? Math.max(start.x, end.x) + bow : Math.min(start.x, end.x) + bow;
  return { start, path: `M ${start.x} ${start.y} C ${x} ${start.y} ${x} ${end.y} ${end.x} ${end.y}` };
}

export function LessonArrow({ root }: { readonly root: RefObject<HTMLElement | null> }) {
  const lesson = useGame(selectDrawnLine);
  const places = lessonMovePlaces(lesson, useGame(selectFoundationPlaces));
  const from = places?.from;
  const to = places?.to;
  // Drawn for one step of the lesson: a step's new arrow is measured a frame late, and the last step's is not shown meanwhile.
  const [arrow, setArrow] = useState<{ step: SteppedLine | null; start: Point; path: string } | null>(null);

  useEffect(() => {
    const element = root.current;
    if (!element || !from || !to) {
      setArrow(null);
      return;
    }
    const measure = () => {
      const a = boxOf(element, from);
      const b = boxOf(element, to);
      setArrow(a && b ? { step: lesson, ...arrowPath(a, b, element.clientWidth) } : null);
    };
    // The boxes are read once the frame that draws the lesson (or a new size) has been painted, when the
    // layout is already done: read in the key's task, or in the frame after the middle resized its cards
    // (Middle.tsx's observer), they forced a layout of the whole table of their own. The arrow comes a
    // frame after the lesson's words.
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measureAfterPaint = () => {
      if (frame !== 0 || timer !== undefined) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        timer = setTimeout(() => {
          timer = undefined;
          measure();
        }, 0);
      });
    };
    measureAfterPaint();
    window.addEventListener('resize', measureAfterPaint);
    const middle = element.querySelector('.middle__frame');
    const resized = middle && typeof ResizeObserver === 'function' ? new ResizeObserver(measureAfterPaint) : null;
    if (middle) resized?.observe(middle);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', measureAfterPaint);
      resized?.disconnect();
    };
  }, [root, lesson, from, to]);

  if (!arrow || arrow.step !== lesson) return null;
  const { start: a, path } = arrow;
  return (
    <svg className="lesson-arrow" aria-hidden="true">
      <defs>
        <marker id="lesson-arrow-head" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#ffd23f" stroke="#3b2f00" strokeWidth="1" />
        </marker>
      </defs>
      <path d={path} className="lesson-arrow__shadow" />
      <path d={path} className="lesson-arrow__line" markerEnd="url(#lesson-arrow-head)" />
      <circle cx={a.x} cy={a.y} r="7" className="lesson-arrow__start" />
    </svg>
  );
}

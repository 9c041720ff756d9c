// The lesson's arrow (R7.2): from the card the missed line moves next to where it goes, drawn over the
// board while the lesson steps through the line.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { selectLesson } from '../../store/selectors.ts';
import { useGame } from '../StoreContext.tsx';
import { lessonMovePlaces } from './lessonMarks.ts';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The centre of a place's top card (or of the place when it is empty), in the root's coordinates. */
function centreOf(root: HTMLElement, place: string): Point | null {
  const node = root.querySelector(`[data-place="${place}"]`);
  if (!node) return null;
  const cards = node.querySelectorAll('.card');
  const rect = (cards[cards.length - 1] ?? node).getBoundingClientRect();
  const base = root.getBoundingClientRect();
  return { x: rect.left + rect.width / 2 - base.left, y: rect.top + rect.height / 2 - base.top };
}

export function LessonArrow({ root }: { readonly root: RefObject<HTMLElement | null> }) {
  const lesson = useGame(selectLesson);
  const places = lessonMovePlaces(lesson);
  const from = places?.from;
  const to = places?.to;
  const [ends, setEnds] = useState<{ from: Point; to: Point } | null>(null);

  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !from || !to) {
      setEnds(null);
      return;
    }
    const measure = () => {
      const a = centreOf(element, from);
      const b = centreOf(element, to);
      setEnds(a && b ? { from: a, to: b } : null);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [root, lesson, from, to]);

  if (!ends) return null;
  const { from: a, to: b } = ends;
  // A gentle curve, bowed to one side so that it never hides the cards it joins.
  const mx = (a.x + b.x) / 2 - (b.y - a.y) * 0.2;
  const my = (a.y + b.y) / 2 + (b.x - a.x) * 0.2;
  const path = `M ${a.x} ${a.y} Q ${mx} ${my} ${b.x} ${b.y}`;
  return (
    <svg className="lesson-arrow" aria-hidden="true">
      <defs>
        <marker id="lesson-arrow-head" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#ffd23f" stroke="#3b2f00" strokeWidth="1" />
        </marker>
      </defs>
      <path d={path} className="lesson-arrow__shadow" />
      <path d={path} className="lesson-arrow__line" markerEnd="url(#lesson-arrow-head)" />
      <circle cx={a.x} cy={a.y} r="7" className="lesson-arrow__start" />
    </svg>
  );
}

// The middle of the table (RULES R2.5, R2.6): player 0's four piles on the left splayed leftward,
// player 1's four on the right splayed rightward, and the eight foundation places in two columns of
// four between them. Every card of a pile shows its corner; a long pile lies in tiers instead of
// overflowing or hiding its ranks.
import { memo, useLayoutEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { foundationRef, PILES_PER_COLUMN, tableauRef, topOf, type PlayerIndex } from '../../engine/index.ts';
import {
  selectBoard,
  selectFoundationAtPlace,
  selectFoundationCount,
  selectCardsMovable,
  selectTableauPile,
} from '../../store/selectors.ts';
import { CardFace, EmptyPlace } from '../cards/Card.tsx';
import { emptyFoundationWords, foundationWords, tableauName } from '../places.ts';
import { useGame } from '../StoreContext.tsx';
import { FaceUp, Place } from './Place.tsx';
import { useLessonMarks } from './lessonMarks.ts';
import './middle.css';

const TableauPile = memo(function TableauPile({ pile, side }: { readonly pile: number; readonly side: 'left' | 'right' }) {
  const cards = useGame(selectTableauPile[pile]!);
  const playable = useGame(selectCardsMovable);
  const top = cards.length - 1;
  const marks = useLessonMarks(tableauRef(pile));
  return (
    <Place
      place={tableauRef(pile)}
      source={cards.length > 0 ? tableauRef(pile) : null}
      target={{ kind: 'move', to: tableauRef(pile) }}
      words={cards.length === 0 ? `${tableauName(pile)}, empty` : tableauName(pile)}
      className={`pile pile--${side} ${marks}`}
      style={{ '--n': cards.length } as CSSProperties}
    >
      <span className="pile__number" aria-hidden="true">
        {pile + 1}
      </span>
      {cards.length === 0 && <EmptyPlace className="pile__card pile__empty" />}
      {cards.map((card, i) => (
        <FaceUp
          key={card}
          card={card}
          from={tableauRef(pile)}
          edge={null}
          className="pile__card"
          splay={i}
          top={i === top}
          movable={playable}
        />
      ))}
    </Place>
  );
});

/**
 * Foundation place `slot` as drawn (`data-place="foundation:slot"`). It shows the engine pile kept there
 * (a pile stays where its Ace was dropped: foundationSlots.ts); an empty place takes an Ace, which starts
 * the engine's next pile (R2.6) and is then drawn here.
 */
const FoundationPlace = memo(function FoundationPlace({ slot }: { readonly slot: number }) {
  const index = useGame(selectFoundationAtPlace[slot]!);
  const pile = useGame((s) => (index >= 0 ? (selectBoard(s)?.foundations[index] ?? null) : null));
  const count = useGame(selectFoundationCount);
  const marks = useLessonMarks(foundationRef(slot));
  const top = pile ? topOf(pile) : undefined;
  return (
    <Place
      place={foundationRef(slot)}
      source={null}
      target={pile ? { kind: 'move', to: foundationRef(index) } : { kind: 'move', to: foundationRef(count), place: slot }}
      words={pile && pile.length > 0 ? foundationWords(pile) : emptyFoundationWords(slot)}
      className={`foundation ${pile ? '' : 'foundation--empty'} ${marks}`}
    >
      {top === undefined ? <EmptyPlace hint="A" /> : <CardFace card={top} />}
    </Place>
  );
});

/**
 * The middle's height, kept on its frame as `--frame-h` for middle.css, which sizes the rows by it (a
 * size container would cost every drop a layout of the whole middle). Measured before the first paint
 * and again whenever the frame resizes; written only, never read back, so that a resize (a knock's
 * lesson growing an edge) restyles the middle once and forces no style or layout in between.
 */
function useFrameHeight(middle: RefObject<HTMLDivElement | null>): void {
  useLayoutEffect(() => {
    const element = middle.current;
    if (!element) return;
    // The observer's height is the layout's own, fractions and all, and unturned while the table turns.
    let written = '';
    const write = (height: number) => {
      const value = `${height}px`;
      if (value === written) return;
      written = value;
      element.style.setProperty('--frame-h', value);
    };
    write(element.clientHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver((entries) => entries.forEach((entry) => write(entry.contentRect.height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [middle]);
}

const ROWS = Array.from({ length: PILES_PER_COLUMN }, (_, row) => row);

/**
 * `bottom`: the player whose edge is at the bottom of the screen. With North there (a phone passed across
 * the table) the middle is drawn as North sees it across a real table: turned half round, North's column
 * on their left, every card still upright for them.
 */
export function Middle({ bottom = 0 }: { readonly bottom?: PlayerIndex }) {
  const middle = useRef<HTMLDivElement>(null);
  useFrameHeight(middle);
  const rows = bottom === 0 ? ROWS : [...ROWS].reverse();
  const [left, right] = bottom === 0 ? [0, PILES_PER_COLUMN] : [PILES_PER_COLUMN, 0];
  return (
    <div className="middle">
      <div className="middle__frame" ref={middle}>
        {rows.map((row) => (
          <div className="middle__row" key={row}>
            <TableauPile pile={row + left} side="left" />
            <FoundationPlace slot={row + left} />
            <FoundationPlace slot={row + right} />
            <TableauPile pile={row + right} side="right" />
          </div>
        ))}
      </div>
    </div>
  );
}

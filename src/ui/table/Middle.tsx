// The middle of the table (RULES R2.5, R2.6): player 0's four piles on the left splayed leftward,
// player 1's four on the right splayed rightward, and the eight foundation places in two columns of
// four between them. Every card of a pile shows; a long pile closes up instead of overflowing.
import { memo, type CSSProperties } from 'react';
import { PILES_PER_COLUMN, topOf } from '../../engine/position.ts';
import { foundationRef, tableauRef } from '../../engine/moves.ts';
import {
  selectBoard,
  selectFoundationAtPlace,
  selectFoundationCount,
  selectLessonBanner,
  selectPlayable,
  selectTableauPile,
} from '../../store/selectors.ts';
import { CardFace, EmptyPlace } from '../cards/Card.tsx';
import { tableauName } from '../places.ts';
import { useGame } from '../StoreContext.tsx';
import { FaceUp, Place } from './Place.tsx';
import { useLessonMarks } from './lessonMarks.ts';

const TableauPile = memo(function TableauPile({ pile }: { readonly pile: number }) {
  const cards = useGame(selectTableauPile[pile]!);
  const playable = useGame(selectPlayable);
  const side = pile < PILES_PER_COLUMN ? 'left' : 'right';
  const top = cards.length - 1;
  const marks = useLessonMarks(tableauRef(pile));
  return (
    <Place
      place={tableauRef(pile)}
      source={cards.length > 0 ? tableauRef(pile) : null}
      target={{ kind: 'move', to: tableauRef(pile) }}
      words={tableauName(pile)}
      className={`pile pile--${side} ${marks}`}
      style={{ '--n': cards.length } as CSSProperties}
    >
      <span className="pile__number" aria-hidden="true">
        {pile + 1}
      </span>
      {cards.length === 0 && <EmptyPlace className="pile__card pile__empty" />}
      {cards.map((card, i) => (
        <FaceUp key={card} card={card} from={tableauRef(pile)} edge={null} className="pile__card" splay={i} movable={i === top && playable} />
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
      words={pile ? `foundation ${slot + 1}` : 'a new foundation'}
      className={`foundation ${pile ? '' : 'foundation--empty'} ${marks}`}
    >
      {top === undefined ? <EmptyPlace hint="A" /> : <CardFace card={top} />}
    </Place>
  );
});

const ROWS = Array.from({ length: PILES_PER_COLUMN }, (_, row) => row);

export function Middle() {
  const banner = useGame(selectLessonBanner);
  return (
    <div className="middle">
      {banner && <p className="lesson-banner">{banner}</p>}
      {ROWS.map((row) => (
        <div className="middle__row" key={row}>
          <TableauPile pile={row} />
          <FoundationPlace slot={row} />
          <FoundationPlace slot={row + PILES_PER_COLUMN} />
          <TableauPile pile={row + PILES_PER_COLUMN} />
        </div>
      ))}
    </div>
  );
}

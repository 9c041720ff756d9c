// The middle of the table (RULES R2.5, R2.6): player 0's four piles on the left splayed leftward,
// player 1's four on the right splayed rightward, and the eight foundation places in two columns of
// four between them. Every card of a pile shows; a long pile closes up instead of overflowing.
import type { CSSProperties } from 'react';
import { PILES_PER_COLUMN, topOf, type Position } from '../../engine/position.ts';
import { foundationRef, tableauRef } from '../../engine/moves.ts';
import { selectBoard, selectPlayable } from '../../store/selectors.ts';
import { CardFace, EmptyPlace } from '../cards/Card.tsx';
import { tableauName } from '../places.ts';
import { useGame } from '../StoreContext.tsx';
import { MovableCard, Place } from './Place.tsx';
import { useLessonMarks } from './lessonMarks.ts';

function TableauPile({ position, pile, playable }: { readonly position: Position; readonly pile: number; readonly playable: boolean }) {
  const cards = position.tableau[pile]!;
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
      <span className="pile__number" aria-hidden="true">{pile + 1}</span>
      {cards.length === 0 && <EmptyPlace className="pile__card pile__empty" />}
      {cards.map((card, i) =>
        i === top && playable ? (
          <MovableCard key={card} card={card} from={tableauRef(pile)} edge={null} className="pile__card" splay={i} />
        ) : (
          <CardFace key={card} card={card} className="pile__card" splay={i} />
        ),
      )}
    </Place>
  );
}

function FoundationPlace({ position, slot }: { readonly position: Position; readonly slot: number }) {
  const count = position.foundations.length;
  const pile = position.foundations[slot];
  // Every empty place takes an Ace; it starts the next pile (the engine numbers piles as they start).
  const index = pile ? slot : count;
  const marks = useLessonMarks(foundationRef(slot));
  const top = pile ? topOf(pile) : undefined;
  return (
    <Place
      place={foundationRef(slot)}
      source={null}
      target={{ kind: 'move', to: foundationRef(index) }}
      words={pile ? `foundation ${slot + 1}` : 'a new foundation'}
      className={`foundation ${pile ? '' : 'foundation--empty'} ${marks}`}
    >
      {top === undefined ? <EmptyPlace hint="A" /> : <CardFace card={top} />}
    </Place>
  );
}

export function Middle() {
  const position = useGame(selectBoard)!;
  const playable = useGame(selectPlayable);
  const rows = Array.from({ length: PILES_PER_COLUMN }, (_, row) => row);
  return (
    <div className="middle">
      {rows.map((row) => (
        <div className="middle__row" key={row}>
          <TableauPile position={position} pile={row} playable={playable} />
          <FoundationPlace position={position} slot={row} />
          <FoundationPlace position={position} slot={row + PILES_PER_COLUMN} />
          <TableauPile position={position} pile={row + PILES_PER_COLUMN} playable={playable} />
        </div>
      ))}
    </div>
  );
}

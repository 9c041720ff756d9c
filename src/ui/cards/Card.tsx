// One card as drawn: a face (rank and suit in both top corners, so it reads whichever way a pile is
// splayed) or a back. Colour is never the only cue: the suit symbol is always printed.
import { memo, type CSSProperties, type HTMLAttributes, type Ref } from 'react';
import { cardName, colourOf, rankLabel, rankOf, suitOf, suitSymbol, type CardId } from '../../engine/index.ts';
import './card.css';
import './properties.css';

interface CardFaceProps extends Omit<HTMLAttributes<HTMLDivElement>, 'style'> {
  /** The physical card shown face up. */
  readonly card: CardId;
  readonly className?: string;
  /** Its place in a splayed pile (0 = the bottom card), which CSS turns into an offset. */
  readonly splay?: number;
  readonly ref?: Ref<HTMLDivElement>;
}

/** A face-up card. Extra props (drag listeners, ARIA) go on the card's own element. */
export const CardFace = memo(function CardFace({ card, className = '', splay, ref, ...rest }: CardFaceProps) {
  // The printed rank and suit are drawn by CSS from data attributes: the card's name for assistive
  // technology is its aria-label ("ten of hearts"), not the glyphs.
  const rank = rankLabel(rankOf(card));
  const suit = suitSymbol(card);
  return (
    <div
      ref={ref}
      className={`card card--face card--${colourOf(card)} card--${suitOf(card)} ${className}`}
      data-card={card}
      style={splay === undefined ? undefined : ({ '--i': splay } as CSSProperties)}
      role="img"
      aria-label={cardName(card)}
      {...rest}
    >
      <span className="card__index card__index--left" data-rank={rank} data-suit={suit} />
      <span className="card__index card__index--right" data-rank={rank} data-suit={suit} />
      <span className="card__pip" data-suit={suit} />
    </div>
  );
});

/** A face-down card. */
export function CardBack({ className = '' }: { readonly className?: string }) {
  return <div className={`card card--back ${className}`} aria-hidden="true" />;
}

/** The outline of an empty place, with an optional hint ("A" on an empty foundation). */
export function EmptyPlace({ hint, className = '' }: { readonly hint?: string; readonly className?: string }) {
  return (
    <div className={`card card--empty ${className}`} aria-hidden="true">
      {hint && <span className="card__hint">{hint}</span>}
    </div>
  );
}

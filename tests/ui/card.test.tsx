// @vitest-environment jsdom
// Every card readable at a glance: rank and suit symbol in both top corners (so a pile splayed either
// way shows them), a suit symbol in the middle, colour never the only cue, and its name for screen readers.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cardFrom, faceFrom } from '../../src/engine/index.ts';
import { CardBack, CardFace, EmptyPlace } from '../../src/ui/cards/Card.tsx';

afterEach(cleanup);

describe('a card', () => {
  it.each([
    [faceFrom(1, 10), '10', '♥', 'red', 'ten of hearts'],
    [faceFrom(0, 1), 'A', '♠', 'black', 'ace of spades'],
    [faceFrom(2, 12), 'Q', '♦', 'red', 'queen of diamonds'],
    [faceFrom(3, 13), 'K', '♣', 'black', 'king of clubs'],
  ])('card %i shows %s%s in both corners, is %s, and is called "%s"', (face, rank, suit, colour, name) => {
    render(<CardFace card={cardFrom(face, 1)} splay={2} />);
    const card = screen.getByRole('img', { name });
    expect(card).toHaveClass(`card--${colour}`);
    const corners = card.querySelectorAll('.card__index');
    expect(corners).toHaveLength(2);
    for (const corner of corners) {
      expect(corner).toHaveAttribute('data-rank', rank);
      expect(corner).toHaveAttribute('data-suit', suit);
    }
    expect(card.querySelector('.card__pip')).toHaveAttribute('data-suit', suit);
    expect(card).toHaveStyle({ '--i': '2' });
  });

  it('a back and an empty place are hidden from screen readers', () => {
    const { container } = render(
      <>
        <CardBack />
        <EmptyPlace hint="A" />
      </>,
    );
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
    expect(container).toHaveTextContent('A');
  });
});

// The review's request desk (src/store/review/request.ts) reaches the screens that open a review (the
// end screen, Your games) and the review screen through context. Without a provider (component tests
// of other screens) no "Review" button is shown.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ReviewDesk } from '../../store/review/request.ts';
import { useLibraryStore } from '../library/LibraryContext.tsx';
import { useGameStore } from '../StoreContext.tsx';

type Held = Pick<ReviewDesk, 'referee' | 'ask'>;

const ReviewContext = createContext<Held | null>(null);

export function ReviewProvider({ desk, children }: { readonly desk: Held; readonly children: ReactNode }) {
  return <ReviewContext.Provider value={desk}>{children}</ReviewContext.Provider>;
}

/** What a review opens with, or null where the page has none. */
export function useReviewDesk(): ReviewDesk | null {
  const held = useContext(ReviewContext);
  const game = useGameStore();
  const library = useLibraryStore();
  // One object while the stores stay: the lists of games it is handed to render again only when they change.
  return useMemo(() => held && { ...held, game, library }, [held, game, library]);
}

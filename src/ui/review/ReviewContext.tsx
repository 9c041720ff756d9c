// The review store reaches the screens that open a review (the end screen, Your games) through context.
// Without a provider (component tests of other screens) no "Review" button is shown.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ReviewDesk } from '../../store/review/open.ts';
import type { ReviewStore } from '../../store/review/reviewStore.ts';
import { useLibraryStore } from '../library/LibraryContext.tsx';
import { useGameStore } from '../StoreContext.tsx';

const ReviewContext = createContext<ReviewStore | null>(null);

export function ReviewProvider({ review, children }: { readonly review: ReviewStore; readonly children: ReactNode }) {
  return <ReviewContext.Provider value={review}>{children}</ReviewContext.Provider>;
}

/** The stores a review opens with, or null where the page has no review store. */
export function useReviewDesk(): ReviewDesk | null {
  const review = useContext(ReviewContext);
  const game = useGameStore();
  const library = useLibraryStore();
  // One object while the stores stay: the lists of games it is handed to render again only when they change.
  return useMemo(() => review && { review, game, library }, [review, game, library]);
}

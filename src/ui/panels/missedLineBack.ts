// Where the missed line's close button (and Esc) goes, in its words: back to the game on the table, or,
// on a review's missed line, back to the review's timeline.
import { createContext } from 'react';

export const MissedLineBack = createContext('Back to the game');

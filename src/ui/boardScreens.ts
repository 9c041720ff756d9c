// The analysis board and a game's review, loaded together when either is first opened: a review opens
// moments on the board. A file of its own for the review made the bundler split modules the first load
// shares with it into more chunks, and the first load grew (docs/measurements.md).
export { AnalysisScreen } from './analysis/AnalysisScreen.tsx';
export { ReviewScreen } from './review/ReviewScreen.tsx';

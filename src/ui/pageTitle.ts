// The page's title says where the player is: a browser's tab, a window switcher and a screen reader
// say it first. The game names who is to play, or how it ended.
import type { GameStoreState } from '../store/gameStoreShape.ts';
import { selectResultsShown, selectScreen, selectSeats } from '../store/selectors.ts';

const APP = 'Brigadier';

const SCREENS = {
  start: 'Start a game and Your games',
  learn: 'Learn to play',
  drills: 'Drills',
  analysis: 'Analysis board',
  patience: 'Brigade, patience for one',
} as const;

/** "Brigadier — Ada to play", "Brigadier — Ben wins", "Drills — Brigadier". */
export function selectPageTitle(s: GameStoreState): string {
  const screen = selectScreen(s);
  const game = s.game;
  if (screen !== 'table' || !game) return `${SCREENS[screen === 'table' ? 'start' : screen]} — ${APP}`;
  const result = game.result;
  if (result) {
    const end = result.kind === 'draw' ? 'a draw' : `${game.names[result.winner]} wins`;
    return `${APP} — ${end}${selectResultsShown(s) ? ', the results' : ''}`;
  }
  const mover = game.position.toMove;
  const computer = selectSeats(s)[mover].kind === 'computer' ? ' (computer)' : '';
  const missed = s.missedLine ? ', the missed foundation play shown' : '';
  return `${APP} — ${game.names[mover]}${computer} to play${missed}`;
}

// The missed line open over the table, kept in the quick save so that a reload reopens it at the same
// step, since a reload must bring back everything on the table: the missed line after a valid knock
// (R7.2), or the line "Show the line" opened. Only which one, its step and the action it belongs to are
// saved; the line itself is rebuilt.
import { isObject, type GameState } from '../engine/index.ts';
import { openSteppedLine, stepLine, type SteppedLine } from './steppedLine.ts';

/** Which panel was open, at which step, after how many actions of the game. */
export interface SavedPanel {
  /** 'lesson': the missed line after a valid knock (the word saves have always held); 'line': "Show the line". */
  readonly kind: 'lesson' | 'line';
  readonly step: number;
  /** The game's action count when it was open: a panel of another moment of the game is not reopened. */
  readonly at: number;
}

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** The open panel of a game, for the save; undefined when none is open. */
export function savedPanelOf(game: GameState | null, missedLine: SteppedLine | null, line: SteppedLine | null): SavedPanel | undefined {
  const open = missedLine ?? line;
  if (!game || !open) return undefined;
  return { kind: missedLine ? 'lesson' : 'line', step: open.step, at: game.actions.length };
}

/** A saved panel read back; anything damaged is none (the game itself is not touched). */
export function readSavedPanel(x: unknown): SavedPanel | undefined {
  if (!isObject(x) || (x.kind !== 'lesson' && x.kind !== 'line') || !isCount(x.step) || !isCount(x.at)) return undefined;
  return { kind: x.kind, step: x.step, at: x.at };
}

/** Whether a saved panel belongs to the game as replayed (the same moment of it). */
export const panelFits = (panel: SavedPanel | undefined, game: GameState): panel is SavedPanel =>
  panel !== undefined && panel.at === game.actions.length;

/** The missed line reopened at its step, when the game's last action is the valid knock it followed. */
export function reopenedMissedLine(game: GameState, panel: SavedPanel): SteppedLine | null {
  const knock = game.lastKnock;
  if (panel.kind !== 'lesson' || !knock?.valid || !knock.fault || game.actions[game.actions.length - 1]?.type !== 'knock') return null;
  return stepLine(openSteppedLine(knock.knocker, knock.fault), panel.step);
}

// Undo and redo by the player's move: one Undo takes back the player's last move together with the
// auto-play moves it set off, one Redo makes them again. The game itself (src/patience/game.ts) keeps
// every undo and redo as an action of its own (P6.3), so the record still lists each one; this file
// only decides how many a button press makes.
import { applyPatienceAction, safeMove, type PatienceAction, type PatienceGame } from '../../patience/index.ts';

/** A game with, for each move in effect and each move undone, whether auto-play made it. */
export interface MarkedGame {
  readonly game: PatienceGame;
  readonly autoPlayed: readonly boolean[];
  readonly autoUndone: readonly boolean[];
}

/** One accepted action, as the store tells it. */
export interface Step {
  readonly action: PatienceAction;
  readonly game: PatienceGame;
  readonly byAutoPlay: boolean;
}

/** A game after some actions, and each action on the way. */
export interface Played extends MarkedGame {
  readonly steps: readonly Step[];
}

function act(from: Played, action: PatienceAction, byAutoPlay: boolean): Played | null {
  const result = applyPatienceAction(from.game, action);
  if (!result.ok) return null;
  const game = result.value;
  let { autoPlayed, autoUndone } = from;
  if (action.type === 'move') {
    autoPlayed = [...autoPlayed, byAutoPlay];
    autoUndone = [];
  } else if (action.type === 'undo') {
    autoUndone = [...autoUndone, autoPlayed[autoPlayed.length - 1] ?? false];
    autoPlayed = autoPlayed.slice(0, -1);
  } else {
    autoPlayed = [...autoPlayed, autoUndone[autoUndone.length - 1] ?? false];
    autoUndone = autoUndone.slice(0, -1);
  }
  return { game, autoPlayed, autoUndone, steps: [...from.steps, { action, game, byAutoPlay }] };
}

const start = (marked: MarkedGame): Played => ({ ...marked, steps: [] });

/** After a move: every safe move home (isSafeHome), one by one, as moves of the game. */
export function playSafeMoves(marked: MarkedGame): Played {
  let played = start(marked);
  for (;;) {
    const position = played.game.positions[played.game.positions.length - 1]!;
    const move = safeMove(position);
    const next = move && act(played, { type: 'move', move }, true);
    if (!next) return played;
    played = next;
  }
}

/** A player's move (already checked), then the safe moves when auto-play is on. */
export function playMove(marked: MarkedGame, action: PatienceAction & { type: 'move' }, autoPlay: boolean): Played | null {
  const moved = act(start(marked), action, false);
  if (!moved || !autoPlay) return moved;
  const after = playSafeMoves(moved);
  return { ...after, steps: [...moved.steps, ...after.steps] };
}

/** Takes back the auto-play moves at the end, then the player's move that set them off; null when there is nothing to take back. */
export function undoGroup(marked: MarkedGame): Played | null {
  let played = start(marked);
  while (played.autoPlayed[played.autoPlayed.length - 1] === true) played = act(played, { type: 'undo' }, true)!;
  if (played.autoPlayed.length > 0) played = act(played, { type: 'undo' }, false)!;
  return played.steps.length > 0 ? played : null;
}

/** Makes the last move taken back again, then the auto-play moves that followed it; null when there is none. */
export function redoGroup(marked: MarkedGame): Played | null {
  const first = act(start(marked), { type: 'redo' }, marked.autoUndone[marked.autoUndone.length - 1] ?? false);
  if (!first) return null;
  let played = first;
  while (played.autoUndone[played.autoUndone.length - 1] === true) played = act(played, { type: 'redo' }, true)!;
  return played;
}

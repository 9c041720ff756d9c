// One game in Your games, Brigadier's (YourGames.tsx, its recently deleted games too) or Brigade's
// (patience/keep/BrigadeGames.tsx): its title, a line of when and how it went, and its buttons, each
// named with the game's title ("Resume Deal 17"), the first the accented one.
import type { ReactNode } from 'react';

/** A button's verb and what it does; false leaves it out (Delete while the game is on a table). */
export type GameAction = readonly [verb: string, act: () => void] | false | null;

interface GameRowProps {
  /** The game's id, for focus to find its row again (a deleted game's row has none). */
  readonly id?: string;
  /** The record's kind when it is not Brigadier's ("brigade"): the row's `data-kind`. */
  readonly kind?: string;
  readonly title: string;
  /** The line under the title. */
  readonly when: ReactNode;
  readonly actions: readonly GameAction[];
}

export function GameRow({ id, kind, title, when, actions }: GameRowProps) {
  return (
    <li className="library__game" data-game-id={id} data-kind={kind}>
      <span className="library__title">{title}</span>
      <span className="library__when">{when}</span>
      <span className="library__actions">
        {actions.map(
          (action, i) =>
            action && (
              <button
                key={action[0]}
                type="button"
                className={i === 0 ? 'small small--accent' : 'small'}
                aria-label={`${action[0]} ${title}`}
                onClick={action[1]}
              >
                {action[0]}
              </button>
            ),
        )}
      </span>
    </li>
  );
}

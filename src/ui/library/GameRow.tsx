// One game in Your games, Brigadier's (YourGames.tsx) or Brigade's (patience/keep/BrigadeGames.tsx): its
// title, a line of when and how it went, and its buttons (Resume or Open, any of the kind's own, Export,
// and Delete unless the game is on a table), each named with the game's title.
import type { ReactNode } from 'react';

interface GameRowProps {
  readonly id: string;
  /** The record's kind when it is not Brigadier's ("brigade"): the row's `data-kind`. */
  readonly kind?: string;
  readonly title: string;
  /** The line under the title. */
  readonly when: ReactNode;
  /** A finished game is opened, one in progress resumed. */
  readonly finished: boolean;
  readonly onResume: () => void;
  readonly onExport: () => void;
  /** Absent while the game is on a table. */
  readonly onDelete?: () => void;
  /** Buttons of the kind's own, between Resume and Export. */
  readonly children?: ReactNode;
}

export function GameRow({ id, kind, title, when, finished, onResume, onExport, onDelete, children }: GameRowProps) {
  const resume = finished ? 'Open' : 'Resume';
  return (
    <li className="library__game" data-game-id={id} data-kind={kind}>
      <span className="library__title">{title}</span>
      <span className="library__when">{when}</span>
      <span className="library__actions">
        <button type="button" className="small small--accent" aria-label={`${resume} ${title}`} onClick={onResume}>
          {resume}
        </button>
        {children}
        <button type="button" className="small" aria-label={`Export ${title}`} onClick={onExport}>
          Export
        </button>
        {onDelete && (
          <button type="button" className="small" aria-label={`Delete ${title}`} onClick={onDelete}>
            Delete
          </button>
        )}
      </span>
    </li>
  );
}

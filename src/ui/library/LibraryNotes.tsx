// The library's two passing notes, as Your games and Brigade's part of it show them: a message with its
// OK, and a deleted game with its Undo.
import type { Ref } from 'react';

interface LibraryNotesProps {
  readonly message: string | null;
  readonly onDismiss: () => void;
  /** The deleted game's title, or null when nothing was just deleted. */
  readonly deleted: string | null;
  readonly onUndo: () => void;
  /** The Undo button, for the focus after a delete. */
  readonly undoRef?: Ref<HTMLButtonElement>;
}

export function LibraryNotes({ message, onDismiss, deleted, onUndo, undoRef }: LibraryNotesProps) {
  return (
    <>
      {message && (
        <p className="library__note" role="status">
          {message}{' '}
          <button type="button" className="small" onClick={onDismiss}>
            OK
          </button>
        </p>
      )}
      {deleted !== null && (
        <p className="library__note" role="status">
          Deleted: {deleted}.{' '}
          <button type="button" ref={undoRef} className="small small--accent" onClick={onUndo}>
            Undo
          </button>
        </p>
      )}
    </>
  );
}

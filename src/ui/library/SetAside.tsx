// The library's entries that could not be read, on the start screen's Your games: named, kept aside, and
// offered to the player to export or delete. A file of its own, fetched only when there are some (deferred.ts).
import type { UnreadableGame } from '../../store/library/games.ts';
import { downloadText } from '../download.ts';
import { useConfirm } from '../useConfirm.ts';
import { useLibrary, useLibraryStore } from './LibraryContext.tsx';

const NOTHING_SET_ASIDE: readonly UnreadableGame[] = [];

/** Entries of the library that could not be read: named, kept aside, and offered to the player to export or delete. */
export function SetAside() {
  const library = useLibraryStore();
  const setAside = useLibrary((s) => s.setAside, NOTHING_SET_ASIDE);
  // Deleting asks first, "Keep" first and focused (useConfirm).
  const deleting = useConfirm();
  if (!library || setAside.length === 0) return null;
  const events = library.getState();
  const one = setAside.length === 1;
  return (
    <p className="library__note" role="status">
      {one ? '1 game' : `${setAside.length} games`} could not be read ({setAside[0]!.reason}
      {one ? '' : ', …'}): kept aside, export {one ? 'it' : 'them'} or delete {one ? 'it' : 'them'}.{' '}
      <button
        type="button"
        className="small"
        onClick={() =>
          void events.setAsideEntries().then((raw) => downloadText('brigadier-games-set-aside.json', JSON.stringify(raw, null, 2) + '\n'))
        }
      >
        Export {one ? 'it' : 'them'}
      </button>{' '}
      {deleting.asking ? (
        <span onKeyDown={deleting.onKeyDown}>
          <button type="button" ref={deleting.safe} className="small" onClick={deleting.cancel}>
            Keep {one ? 'it' : 'them'}
          </button>{' '}
          <button type="button" className="small" onClick={() => void events.setAsideDeleted().then(deleting.cancel)}>
            Yes, delete {one ? 'it' : 'them'}
          </button>
        </span>
      ) : (
        <button type="button" ref={deleting.asker} className="small" onClick={deleting.ask}>
          Delete {one ? 'it' : 'them'}…
        </button>
      )}
    </p>
  );
}

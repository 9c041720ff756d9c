// Brigadier's "Not saved" sign (NotSavedSign.tsx), offering the game on the table as its record file.
import { selectGame } from '../../store/selectors.ts';
import { recordFileName, recordText } from '../../store/records.ts';
import { downloadText } from '../download.ts';
import { useGame } from '../StoreContext.tsx';
import { useLibrary } from './LibraryContext.tsx';
import { NotSavedSign } from './NotSavedSign.tsx';
import './library.css';

export function SaveSign() {
  const reason = useLibrary((s) => s.notSaving, null);
  const game = useGame(selectGame);
  if (!reason) return null;
  return (
    <NotSavedSign reason={reason} className="save-sign" onSave={game ? () => downloadText(recordFileName(game), recordText(game)) : null} />
  );
}

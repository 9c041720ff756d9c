// The player's record on the won screen: the game just won is in it once the library has written it.
// A game from a position is not counted (playerRecord.ts): the screen says so rather than seem to forget it.
import { usePatience } from '../PatienceContext.tsx';
import { PlayerRecordView } from './PlayerRecordView.tsx';

export function WonRecord() {
  const player = usePatience((s) => s.player);
  const fromPosition = usePatience((s) => s.game.dealNumber === null);
  return (
    <>
      <PlayerRecordView name={player} />
      {fromPosition && <p className="precord__note">A game from a position is not counted in the record.</p>}
    </>
  );
}

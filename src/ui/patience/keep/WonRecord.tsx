// The player's record on the won screen: the game just won is in it once the library has written it.
import { usePatience } from '../PatienceContext.tsx';
import { PlayerRecordView } from './PlayerRecordView.tsx';

export function WonRecord() {
  const player = usePatience((s) => s.player);
  return <PlayerRecordView name={player} />;
}

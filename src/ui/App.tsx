// The whole page: the start screen or the table, the end screen over a finished game, and the notice
// about a save that could not be read.
import type { GameStore } from '../store/gameStore.ts';
import { selectResultsShown, selectScreen } from '../store/selectors.ts';
import { EndScreen } from './screens/EndScreen.tsx';
import { SaveProblemDialog } from './screens/SaveProblemDialog.tsx';
import { StartScreen } from './screens/StartScreen.tsx';
import { StoreProvider, useGame } from './StoreContext.tsx';
import { Table } from './table/Table.tsx';
import { useKnockSound } from './useKnockSound.ts';
import { useShortcuts } from './useShortcuts.ts';
import './app.css';

function Screens() {
  const screen = useGame(selectScreen);
  const results = useGame(selectResultsShown);
  return (
    <>
      {screen === 'start' ? <StartScreen /> : <Table />}
      {results && <EndScreen />}
      <SaveProblemDialog />
    </>
  );
}

export function App({ store }: { readonly store: GameStore }) {
  useShortcuts(store);
  useKnockSound(store);
  return (
    <StoreProvider store={store}>
      <Screens />
    </StoreProvider>
  );
}

// The whole page: the start screen, the table, a teaching screen (course, drills, analysis board) or Brigade's, the end screen over a finished game, and the notice
// about a save that could not be read.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { GameStore } from '../store/gameStoreShape.ts';
import { selectResultsShown, selectScreen } from '../store/selectors.ts';
import { CoachDialog } from './coach/CoachDialog.tsx';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { useRulesShown } from './rules/openRules.ts';
import { EndScreen } from './screens/EndScreen.tsx';
import { SaveProblemDialog } from './screens/SaveProblemDialog.tsx';
import { StartScreen } from './screens/StartScreen.tsx';
import { StoreProvider, useGame } from './StoreContext.tsx';
import { Table } from './table/Table.tsx';
import { ScreenBoundary } from './errors/ScreenBoundary.tsx';
import { LibrarySigns } from './library/LibrarySigns.tsx';
import { useKnockSound } from './useKnockSound.ts';
import { useScreenFocus } from './useScreenFocus.ts';
import { useShortcuts } from './useShortcuts.ts';
import './app.css';
// After the other eager stylesheets: the focus ring, targets and forced colours outrank theirs.
import './vision.css';

// The course, the drills and the analysis board (with the lessons, the drill makers' checks and
// self-play behind them) load when first opened, so a game's first paint does not wait for them.
const LearnScreen = lazy(() => import('./learn/LearnScreen.tsx').then((m) => ({ default: m.LearnScreen })));
const DrillsScreen = lazy(() => import('./drills/DrillsScreen.tsx').then((m) => ({ default: m.DrillsScreen })));
const AnalysisScreen = lazy(() => import('./analysis/AnalysisScreen.tsx').then((m) => ({ default: m.AnalysisScreen })));
// The "How to play" page, with the rules' whole text, loads when a player first asks for it.
// Brigade, the patience for one (its store, screen and styles), loads when first opened.
const PatienceEntry = lazy(() => import('./patience/PatienceEntry.tsx').then((m) => ({ default: m.PatienceEntry })));
const HowToPlay = lazy(() => import('./rules/HowToPlay.tsx').then((m) => ({ default: m.HowToPlay })));

/** The "How to play" page over whatever screen asked for it. */
function Rules() {
  const shown = useRulesShown();
  if (shown === null) return null;
  return (
    <Suspense fallback={null}>
      <HowToPlay at={shown} />
    </Suspense>
  );
}

/** The end screen waits a moment, so the players see the last card land before it covers the table. */
const RESULTS_DELAY_MS = 700;

function useDelayed(on: boolean, ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return setShown(false);
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on && shown;
}

function Loading() {
  return (
    <main className="screen" aria-busy="true">
      <p role="status">Loading…</p>
    </main>
  );
}

function Screens() {
  const screen = useGame(selectScreen);
  const results = useDelayed(useGame(selectResultsShown), RESULTS_DELAY_MS);
  useScreenFocus();
  return (
    <>
      {/* Each screen breaks alone: a crash shows what happened and the way back, and keeps the game. */}
      <ScreenBoundary key={screen}>
        {screen === 'start' ? (
          <StartScreen />
        ) : screen === 'learn' ? (
          <Suspense fallback={<Loading />}>
            <LearnScreen />
          </Suspense>
        ) : screen === 'drills' ? (
          <Suspense fallback={<Loading />}>
            <DrillsScreen />
          </Suspense>
        ) : screen === 'analysis' ? (
          <Suspense fallback={<Loading />}>
            <AnalysisScreen />
          </Suspense>
        ) : screen === 'patience' ? (
          <Suspense fallback={<Loading />}>
            <PatienceEntry />
          </Suspense>
        ) : (
          <Table />
        )}
      </ScreenBoundary>
      <ScreenBoundary>
        {results && <EndScreen />}
        <CoachDialog />
        <SaveProblemDialog />
        <Rules />
      </ScreenBoundary>
      <UpdatePrompt />
      <LibrarySigns />
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

// The whole page: the start screen, the table, a teaching screen (course, drills, analysis board) or Brigade's, the end screen over a finished game, and the notice
// about a save that could not be read.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { GameStore } from '../store/gameStoreShape.ts';
import { selectCoachQuestion, selectResultsShown, selectSaveProblem, selectScreen } from '../store/selectors.ts';
import { AFTER_TABLE_MS, deferred, preloadWhenIdle } from './deferred.ts';
import { UpdatePrompt } from './pwa/UpdatePrompt.tsx';
import { useRulesShown } from './rules/openRules.ts';
import { StartScreen } from './screens/StartScreen.tsx';
import { StoreProvider, useGame } from './StoreContext.tsx';
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
// The analysis board and a game's review come in one file (boardScreens.ts), loaded when either first opens.
const AnalysisScreen = lazy(() => import('./boardScreens.ts').then((m) => ({ default: m.AnalysisScreen })));
const ReviewScreen = lazy(() => import('./boardScreens.ts').then((m) => ({ default: m.ReviewScreen })));
// The "How to play" page, with the rules' whole text, loads when a player first asks for it.
// Brigade, the patience for one (its store, screen and styles), loads when first opened.
const PatienceEntry = lazy(() => import('./patience/PatienceEntry.tsx').then((m) => ({ default: m.PatienceEntry })));
const HowToPlay = lazy(() => import('./rules/HowToPlay.tsx').then((m) => ({ default: m.HowToPlay })));
// The first screen is always the start screen: the table (with dnd-kit and the panels) is fetched while
// it is up, the end screen and the coach's question a while after a table shows, and the save-problem
// dialog only when a save could not be read (deferred.ts).
const Table = deferred(() => import('./table/Table.tsx').then((m) => m.Table));
const EndScreen = deferred(() => import('./screens/EndScreen.tsx').then((m) => m.EndScreen));
const CoachDialog = deferred(() => import('./coach/CoachDialog.tsx').then((m) => m.CoachDialog));
const SaveProblemDialog = deferred(() => import('./screens/SaveProblemDialog.tsx').then((m) => m.SaveProblemDialog));

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

/** Fetches the table after the first paint, and what may come up over a table once one is on screen. */
function usePreloads(screen: string): void {
  const tableShown = screen === 'table';
  useEffect(() => preloadWhenIdle(Table), []);
  useEffect(() => {
    if (!tableShown) return;
    const timer = setTimeout(() => preloadWhenIdle(EndScreen, CoachDialog), AFTER_TABLE_MS);
    return () => clearTimeout(timer);
  }, [tableShown]);
}

/** The dialogs over any screen, each drawn (and its file fetched) only while it has something to say. */
function Dialogs({ results }: { readonly results: boolean }) {
  const coachAsks = useGame(selectCoachQuestion) !== null;
  const saveProblem = useGame(selectSaveProblem) !== null;
  return (
    <Suspense fallback={null}>
      {results && <EndScreen.Component />}
      {coachAsks && <CoachDialog.Component />}
      {saveProblem && <SaveProblemDialog.Component />}
    </Suspense>
  );
}

/** The focus and title after a screen change: a component of its own, so that its drawing again after the page's takeover (useHydrated.ts) draws nothing else. */
function ScreenFocus() {
  useScreenFocus();
  return null;
}

function Screens() {
  const screen = useGame(selectScreen);
  const results = useDelayed(useGame(selectResultsShown), RESULTS_DELAY_MS);
  usePreloads(screen);
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
        ) : screen === 'review' ? (
          <Suspense fallback={<Loading />}>
            <ReviewScreen />
          </Suspense>
        ) : (
          <Suspense fallback={<Loading />}>
            <Table.Component />
          </Suspense>
        )}
      </ScreenBoundary>
      <ScreenBoundary>
        <Dialogs results={results} />
        <Rules />
      </ScreenBoundary>
      <UpdatePrompt />
      {/* Brigadier's game's signs; the patience shows its own game's. */}
      {screen !== 'patience' && <LibrarySigns />}
      <ScreenFocus />
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

// The table's parts that a dealt table does not show yet, loaded after the deal so that the scripts up
// to a dealt table are smaller (docs/measurements.md, "The first load's bytes"): the game log and the
// list of keys (opened by their buttons), the stalemate nudge (after many quiet turns), the lesson's
// arrow (after a valid knock) and the computer's sign, trace and ring (only with a computer at the
// table). They come in one file, fetched a while after a table shows, or at once at a first need before
// that. Each stand-in below takes the part's name and props, and draws nothing, or what the part would
// draw around (the computer's trace: its edge's title), until the part is needed and its file is here;
// the need is read from the store, so nothing the player did is lost while the file comes.
import { Suspense, useEffect, type ReactNode, type RefObject } from 'react';
import type { PlayerIndex } from '../engine/index.ts';
import { selectComputerMove, selectComputerSign, selectDrawnLine, selectNudge, selectSeats } from '../store/selectors.ts';
import { AFTER_TABLE_MS, deferred, preloadWhenIdle } from './deferred.ts';
import { useGame } from './StoreContext.tsx';
import { useEscape } from './useEscape.ts';

const parts = () => import('./tableLaterParts.ts');
const Log = deferred(() => parts().then((m) => m.GameLog));
const Keys = deferred(() => parts().then((m) => m.KeysList));
const Nudge = deferred(() => parts().then((m) => m.NudgeOffer));
const Corner = deferred(() => parts().then((m) => m.ComputerCorner));
const Landing = deferred(() => parts().then((m) => m.ComputerLanding));
const Trace = deferred(() => parts().then((m) => m.WithComputerTrace));
const Arrow = deferred(() => parts().then((m) => m.LessonArrow));

/** Fetches the table's later parts a while after a table shows (when idle), unless a need came first. */
export function usePreloadTableLater(): void {
  useEffect(() => {
    const timer = setTimeout(() => preloadWhenIdle(Log, Keys, Nudge, Corner, Landing, Trace, Arrow), AFTER_TABLE_MS);
    return () => clearTimeout(timer);
  }, []);
}

/** While the log's file comes, Esc still closes the panel the player asked for (the log hears it once drawn). */
function EscapeCloses({ onClose }: { readonly onClose: () => void }) {
  useEscape(true, onClose);
  return null;
}

/** The game log, beside the table while its panel is open. */
export function GameLog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Suspense fallback={<EscapeCloses onClose={onClose} />}>
      <Log.Component onClose={onClose} />
    </Suspense>
  );
}

/** The keys the table hears, in the Keys panel while it is open. */
export function KeysList() {
  return (
    <Suspense fallback={null}>
      <Keys.Component />
    </Suspense>
  );
}

/** The stalemate nudge's offer, once it is due. */
export function NudgeOffer({ mirror }: { readonly mirror: boolean }) {
  if (useGame(selectNudge) === null) return null;
  return (
    <Suspense fallback={null}>
      <Nudge.Component mirror={mirror} />
    </Suspense>
  );
}

/** The computer's sign in the referee's corner, with a computer at the table. */
export function ComputerCorner() {
  const sign = useGame(selectComputerSign);
  const south = useGame(selectSeats)[0];
  if (sign === null && south.kind !== 'computer') return null;
  return (
    <Suspense fallback={null}>
      <Corner.Component />
    </Suspense>
  );
}

/** The ring where the computer's card went, once it has moved one. */
export function ComputerLanding({ root }: { readonly root: RefObject<HTMLElement | null> }) {
  if (useGame(selectComputerMove) === null) return null;
  return (
    <Suspense fallback={null}>
      <Landing.Component root={root} />
    </Suspense>
  );
}

/** An edge's title, with the computer's last action beside it when the computer sits there. */
export function WithComputerTrace({ player, children }: { readonly player: PlayerIndex; readonly children: ReactNode }) {
  if (useGame(selectSeats)[player].kind !== 'computer') return children;
  return (
    <Suspense fallback={children}>
      <Trace.Component player={player}>{children}</Trace.Component>
    </Suspense>
  );
}

/** The lesson's arrow over the board, while a line is drawn. */
export function LessonArrow({ root }: { readonly root: RefObject<HTMLElement | null> }) {
  if (useGame(selectDrawnLine) === null) return null;
  return (
    <Suspense fallback={null}>
      <Arrow.Component root={root} />
    </Suspense>
  );
}

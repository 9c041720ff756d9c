// The computer at the table, seen, so the people know what it is doing: a sign in the referee's corner
// while it thinks over its turn or is paused (with a button to resume it there), a line near its edge
// that says what it did last, and a ring on the place where its card went, which fades after a moment (it
// stays still when the player asks for less motion). The line is for the eye: a screen reader hears the
// computer's actions from the table's announcer (Announcer.tsx), in words, like a person's.
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import type { PlayerIndex } from '../../engine/index.ts';
import {
  selectComputerMove,
  selectComputerSign,
  selectFoundationCount,
  selectFoundationPlaces,
  selectNames,
  selectSeats,
} from '../../store/selectors.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import { computerMovePlace } from './computerTrace.ts';
import './computer.css';

/** How long the ring stays over the place a computer's card went, unless its next action comes first (ms). */
export const LANDING_MS = 1800;

/** "North (computer, casual) is thinking…", or "… is paused" with a button to resume it. */
export function ComputerSign() {
  const sign = useGame(selectComputerSign);
  const names = useGame(selectNames);
  const events = useEvents();
  if (sign === null) return null;
  const who = `${names[sign.player]} (computer, ${sign.level})`;
  return sign.doing === 'thinking' ? (
    <p className="computer-sign computer-sign--thinking">
      <span className="computer-sign__dot" aria-hidden="true" />
      <strong>{who}</strong> is thinking…
    </p>
  ) : (
    <p className="computer-sign computer-sign--paused">
      <strong>{who}</strong> is paused.{' '}
      <button type="button" className="small small--accent computer-sign__resume" onClick={events.computerPauseToggled}>
        Resume
      </button>
    </p>
  );
}

/** The referee's corner (South's edge): the sign, and South's last action when South is the computer too. */
export function ComputerCorner() {
  const south = useGame(selectSeats)[0];
  return (
    <>
      <ComputerSign />
      {south.kind === 'computer' && <ComputerTrace player={0} />}
    </>
  );
}

/** What stands in North's edge beside the table's title: with the computer there, its last action too. */
export function WithComputerTrace({ player, children }: { readonly player: PlayerIndex; readonly children: ReactNode }) {
  const seat = useGame(selectSeats)[player];
  if (seat.kind !== 'computer') return children;
  return (
    <div className="computer-trace-host">
      {children}
      <ComputerTrace player={player} />
    </div>
  );
}

/** The last thing computer seat `player` did, in one line near its edge (the announcer speaks it). */
export function ComputerTrace({ player }: { readonly player: PlayerIndex }) {
  const move = useGame(selectComputerMove);
  if (move === null || move.by !== player) return null;
  const { words } = move;
  return (
    <p className="computer-trace" data-move={move.id} aria-hidden="true">
      {words}
    </p>
  );
}

const GOLD = '3px solid #ffd23f';
const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The ring on the card the computer put down last, drawn for a moment by the Web Animations API (no
 * layout is forced): it fades, or under reduced motion stays still, and goes at the computer's next action.
 */
export function ComputerLanding({ root }: { readonly root: RefObject<HTMLElement | null> }) {
  const move = useGame(selectComputerMove);
  const places = useGame(selectFoundationPlaces);
  const foundations = useGame(selectFoundationCount);
  const place = move === null ? null : computerMovePlace(move, places, foundations);
  const id = move?.id;
  useLayoutEffect(() => {
    const at = place === null ? null : root.current?.querySelector<HTMLElement>(`[data-place="${place}"]`);
    // The card on top of the place (a tableau pile's place is as wide as its row), or the empty place.
    const cards = at?.querySelectorAll<HTMLElement>('.card');
    const node = cards?.[cards.length - 1] ?? at;
    if (!node || typeof node.animate !== 'function') return;
    const still = reducedMotion();
    const ring = node.animate(
      [
        { outline: GOLD, outlineOffset: '2px' },
        { outline: GOLD, outlineOffset: '2px', offset: 0.6 },
        { outline: still ? GOLD : '3px solid transparent', outlineOffset: '2px' },
      ],
      { duration: LANDING_MS, easing: 'ease-in' },
    );
    return () => ring.cancel();
  }, [root, place, id]);
  return null;
}

// Brigade, the patience, in the whole-game layout test (layout.spec.ts): a deal played through the page
// to its win with auto-play on, by the size's hand (taps on a touch screen; drags, clicks and double
// clicks with a mouse), with a refusal, an undo and a redo, the More menu, and the won screen. The moves
// are the solver's (src/patience): the table is mirrored here, auto-play's safe moves included, and the
// solver names the next move from the mirror each time.
import type { Locator, Page } from '@playwright/test';
import { rankOf, suitIndexOf } from '../../src/engine/index.ts';
import {
  applyMove,
  checkMove,
  dealBrigade,
  isWon,
  safeMove,
  solve,
  type PatienceMove,
  type PatiencePosition,
} from '../../src/patience/index.ts';
import { expect } from './fixtures.ts';
import { mouseDrag } from './harness.ts';
import type { LayoutSize } from './layout-steps.ts';

/** Deals the solver wins in a few milliseconds with short solutions (deals 1–30 tried). */
const CANDIDATES = [7, 12, 21, 9, 2];

/** The table after auto-play's safe moves, and how many it made. */
function autoPlayed(position: PatiencePosition): { position: PatiencePosition; made: number } {
  let made = 0;
  for (let move = safeMove(position); move; move = safeMove(position)) {
    position = applyMove(position, move);
    made++;
  }
  return { position, made };
}

export interface PatienceStep {
  readonly move: PatienceMove;
  /** The game's move count after it and its auto-play moves. */
  readonly moves: number;
}

export interface PatiencePlan {
  readonly dealNumber: number;
  /** The deal's moves before the first (auto-play's, at the deal). */
  readonly dealMoves: number;
  readonly steps: readonly PatienceStep[];
  /** A card on a pile's top that its foundation refuses now, for the refusal. */
  readonly refused: PatienceMove;
}

/**
 * The solution's move as it stands after auto-play: null when auto-play made it already (a card home),
 * and a run that carried cards auto-play sent home carries that many fewer (solver/safe.ts argues why
 * the rest of the solution stays legal).
 */
const onFoundation = (position: PatiencePosition, card: number) => rankOf(card) <= position.foundations[suitIndexOf(card)]!;

function asItStands(position: PatiencePosition, move: PatienceMove): PatienceMove | null {
  if (onFoundation(position, move.card)) return null;
  const pile = position.tableau.find((p) => p.includes(move.card));
  const count = pile ? pile.length - pile.indexOf(move.card) : 1;
  return { ...move, count: move.to === 'foundation' ? 1 : count };
}

function planDeal(dealNumber: number): PatiencePlan | null {
  const dealt = autoPlayed(dealBrigade(dealNumber, 'up'));
  let { position } = dealt;
  let moves = dealt.made;
  const steps: PatienceStep[] = [];
  let line: PatienceMove[] = [];
  while (!isWon(position)) {
    if (steps.length > 200) return null;
    if (line.length === 0) {
      const solved = solve(position);
      if (solved.kind !== 'winnable') return null;
      line = [...solved.solution];
    }
    const move = asItStands(position, line.shift()!);
    if (move === null) continue;
    // A move auto-play has changed beyond that: the solver answers again from here.
    if (checkMove(position, move)) {
      line = [];
      continue;
    }
    const after = autoPlayed(applyMove(position, move));
    moves += 1 + after.made;
    position = after.position;
    steps.push({ move, moves });
  }
  const start = dealt.position;
  const top = start.tableau
    .map((pile) => pile[pile.length - 1])
    .find((c) => c !== undefined && checkMove(start, { card: c, to: 'foundation', count: 1 }));
  if (top === undefined) return null;
  return { dealNumber, dealMoves: dealt.made, steps, refused: { card: top, to: 'foundation', count: 1 } };
}

/** The candidate deal won in the fewest moves of the player's. */
export function patiencePlan(): PatiencePlan {
  const plans = CANDIDATES.map(planDeal).filter((p) => p !== null);
  if (plans.length === 0) throw new Error('patience plan: no candidate deal was won');
  return plans.sort((a, b) => a.steps.length - b.steps.length)[0]!;
}

const placeOf = (to: PatienceMove['to'], card: number): string =>
  to === 'foundation' ? `patience-foundation-${suitIndexOf(card)}` : `patience-${to.replace(':', '-')}`;

/** The hands that play the patience at one size. */
export function patienceHands(page: Page, size: LayoutSize) {
  const card = (face: number) => page.locator(`.patience [data-card="${face}"]`);
  const place = (id: string) => page.locator(`[data-place="${id}"]`);
  /** A card's uncovered strip (its corner), or a place's middle when nothing lies on it. */
  const gripOf = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + Math.min(8, box.height / 2) };
  };
  const whereTo = async (id: string) => {
    const cards = place(id).locator('.card:not(.card--empty)');
    const n = await cards.count();
    const target = n > 0 ? cards.nth(n - 1) : place(id);
    const box = (await target.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const tap = async (point: { x: number; y: number }) =>
    size.touch ? page.touchscreen.tap(point.x, point.y) : page.mouse.click(point.x, point.y);

  /** Tap (or click) the card, then where it goes. */
  const tapTap = async (move: PatienceMove) => {
    await tap(await gripOf(card(move.card)));
    await expect(card(move.card)).toHaveClass(/card--selected/);
    await tap(await whereTo(placeOf(move.to, move.card)));
  };
  /** The move by the size's hand: `i` chooses among a mouse's ways (drag, click-click, double click home). */
  const play = async (move: PatienceMove, i: number) => {
    if (size.touch) return tapTap(move);
    if (move.to === 'foundation' && i % 2 === 0) {
      const at = await gripOf(card(move.card));
      return page.mouse.dblclick(at.x, at.y);
    }
    if (i % 3 === 2) return tapTap(move);
    await mouseDrag(page, await gripOf(card(move.card)), await whereTo(placeOf(move.to, move.card)));
  };
  const movesShown = (n: number) => expect(page.locator('.pstatus__moves')).toHaveText(`${n} move${n === 1 ? '' : 's'}`);
  return { card, place, tap, gripOf, whereTo, tapTap, play, movesShown, placeOf };
}

// The computer opponent's levels: what each level sees, plans and misses. Levels differ in
// skill — how far ahead they look, which good habits they have, which lines and faults they overlook —
// not only in how often they fault.

/** The levels a computer seat can play at, weakest first. */
export const COMPUTER_LEVELS = ['beginner', 'casual', 'expert'] as const;
export type ComputerLevel = (typeof COMPUTER_LEVELS)[number];

export const isComputerLevel = (x: unknown): x is ComputerLevel => (COMPUTER_LEVELS as readonly unknown[]).includes(x);

/** How one level plays. Chances are 0–1, drawn from the game's seeded random (rng.ts). */
export interface LevelProfile {
  /**
   * The chance of not seeing a reachable foundation play (R6.2), by its distance: index 0 for a play
   * available now, 1 for one move away, 2 for two or more. A missed line is played as if nothing were
   * in reach, which is usually a fault (R6.4).
   */
  readonly missLine: readonly [number, number, number];
  /** The chance, each time it looks, of noticing the opponent's fault in the turn being played (R7.1). */
  readonly noticeFault: number;
  /** The chance, each time it looks at an opponent's turn without a fault, of knocking anyway (R7.3). */
  readonly falseKnock: number;
  /** Tableau moves it will look ahead to give one of its own cards a place (selfplay-plan.ts); 0: none. */
  readonly planDepth: number;
  /** It loads the opponent's claw and discard pile (R5.4) with tableau cards too, not only its own. */
  readonly loadsFromTableau: boolean;
  /** It keeps empty tableau piles for its claw and in-play cards rather than filling them with anything. */
  readonly keepsEmptyPiles: boolean;
  /** The chance of making a move picked at random instead of a thought-out one (a beginner's whim). */
  readonly whim: number;
  /** How long it takes to react as the watcher, in ms (the store's pace; the engine never waits). */
  readonly reactionMs: number;
}

export const LEVELS: Record<ComputerLevel, LevelProfile> = {
  beginner: {
    missLine: [0.1, 0.45, 0.75],
    noticeFault: 0.35,
    falseKnock: 0.002,
    planDepth: 0,
    loadsFromTableau: false,
    keepsEmptyPiles: false,
    whim: 0.15,
    reactionMs: 1800,
  },
  casual: {
    missLine: [0, 0, 0.35],
    noticeFault: 0.6,
    falseKnock: 0,
    planDepth: 1,
    loadsFromTableau: false,
    keepsEmptyPiles: true,
    whim: 0,
    reactionMs: 1100,
  },
  expert: {
    missLine: [0, 0, 0],
    noticeFault: 1,
    falseKnock: 0,
    planDepth: 3,
    loadsFromTableau: true,
    keepsEmptyPiles: true,
    whim: 0,
    reactionMs: 600,
  },
};

// The state of a game and the actions that change it (RULES R4, R6–R8). Types only, plus the house
// rules' defaults; the reducer is in game.ts.
import type { CardMove, RejectionCode } from './moves.ts';
import type { PlayerIndex, Position } from './position.ts';
import type { Seat } from './seats.ts';

/** Settings the players agree on before a game. */
export interface HouseRules {
  /** R7.3: a false knock counts against the knocker (default true). */
  readonly countFalseKnocks: boolean;
  /** Only foundation plays reachable within this many moves make a fault; null = no limit, exactly R6 (default null). */
  readonly knockHorizon: number | null;
  /** A player may take back their own last card move of the turn, never a fault (default false). */
  readonly takeBack: boolean;
  /** Teaching aid (house rule): the mover is warned before a move that would be a fault. A coached game says so (default false). */
  readonly coach: boolean;
  /** Teaching aid (house rule): the watcher gets a quiet signal that a fault was just made. A game with it says so (default false). */
  readonly knockRadar: boolean;
  /** After a valid knock the offender, if a person, gets one try at the missed line's first move before it is shown (default false). */
  readonly findYourself: boolean;
  /** The table offers a draw once after this many turns in a row with no card going to a foundation; null or 0 = never (default 20). */
  readonly stalemateNudge: number | null;
}

export { DEFAULT_HOUSE_RULES, isCoached } from './house-rules.ts';

/** Something a player does. Card moves are always the player to move's; a knock, resignation or draw names who. */
export type Action =
  | { readonly type: 'move'; readonly move: CardMove } // R4.1–R4.3, R4.5
  | { readonly type: 'reveal' } // R4.4 (turns the discard pile over, unshuffled, when the deck is empty)
  | { readonly type: 'discard' } // R4.6: ends the turn
  | { readonly type: 'pass' } // R4.7
  | { readonly type: 'knock'; readonly by: PlayerIndex } // R7
  | { readonly type: 'takeBack' } // house rule
  | { readonly type: 'resign'; readonly by: PlayerIndex } // R8.2
  | { readonly type: 'draw'; readonly reason?: DrawReason }; // R8.2, agreed (or the self-play turn limit)

/** Why a game was drawn: the players agreed (R8.2), or a self-play game ran too long or got stuck (selfplay.ts). */
export type DrawReason = 'agreed' | 'turn-limit';

/** The first fault of a turn (R6.4), kept so a knock can show the missed line (R7.2). */
export interface FaultRecord {
  /** The player who made the fault. */
  readonly player: PlayerIndex;
  /** The turn it was made in. */
  readonly turn: number;
  /** The position just before the faulty action. */
  readonly position: Position;
  /** The foundation distance of that position (R6.2). */
  readonly distance: number;
  /** A shortest way from that position: `distance` moves, then the foundation play that was missed. */
  readonly missedLine: readonly CardMove[];
  /** The faulty action itself. */
  readonly action: Action;
}

/** What a knock turned out to be (R7.2, R7.3). */
export type KnockOutcome =
  | { readonly valid: true; readonly knocker: PlayerIndex; readonly offender: PlayerIndex; readonly fault: FaultRecord }
  | { readonly valid: false; readonly knocker: PlayerIndex; readonly counted: boolean };

/** How a game ended (R8.1, R8.2). */
export type GameResult =
  | { readonly kind: 'win'; readonly winner: PlayerIndex }
  | { readonly kind: 'resign'; readonly winner: PlayerIndex }
  | { readonly kind: 'draw'; readonly reason?: DrawReason };

/** One line of the game's story, in words both players may read (faults are never named here). */
export interface LogEntry {
  /** The turn the action was made in. */
  readonly turn: number;
  /** Who made it (for a card move, reveal, discard or pass: the player to move). */
  readonly player: PlayerIndex;
  /** The sentence: "South moved 7♥ from the claw to tableau pile 3". */
  readonly text: string;
}

/** A card move of the turn in progress that the take-back house rule could still undo (never a fault). */
export interface TakeBackEntry {
  /** The move as it was made. */
  readonly move: CardMove;
  /** The position before it, which a take-back restores. */
  readonly before: Position;
}

/** A judged action of a turn (a card move, reveal, discard or pass) with the position it was made in (R6.4). */
export interface TurnStep {
  /** The position just before the action. */
  readonly position: Position;
  /** The action as recorded. */
  readonly action: Action;
}

/** The turn before the one in progress, kept so it can be knocked (R7.1). */
export interface PreviousTurn {
  /** Who played it. */
  readonly player: PlayerIndex;
  /** Its number. */
  readonly turn: number;
  /** Its judged actions, in order: the referee finds its first fault from them when it is knocked. */
  readonly steps: readonly TurnStep[];
  /** Whether it can still be knocked: until the new mover acts, and only once validly (R7.1, R7.3). */
  readonly knockable: boolean;
}

/** Everything the game knows: the table, the turn, the referee's notes and the record. */
export interface GameState {
  /** The cards on the table and who moves. */
  readonly position: Position;
  /** The deal number the game started from (R3.1); 0 for a game started from a position. */
  readonly dealNumber: number;
  /** The position the game started from when it was not a deal (a lesson, a drill, the analysis board); null for a deal. */
  readonly start: Position | null;
  /** The players' names, player 0 first. */
  readonly names: readonly [string, string];
  /** The house rules in force. */
  readonly rules: HouseRules;
  /** 1-based count of turns. */
  readonly turn: number;
  /** Actions the player to move has made this turn (card moves, reveals, take-backs). */
  readonly actionsThisTurn: number;
  /**
   * The judged actions of the turn in progress. Faults are not decided as the cards move: the referee
   * (referee.ts) finds the first one from these when a knock, a take-back or a teaching aid asks.
   */
  readonly steps: readonly TurnStep[];
  /** The turn before this one, while it matters for a knock (R7.1). */
  readonly previousTurn: PreviousTurn | null;
  /** R7.2: how often each player was knocked validly. */
  readonly knocked: readonly [number, number];
  /** R7.3: each player's false knocks (counted only when the house rule says so). */
  readonly falseKnocks: readonly [number, number];
  /** How the game ended, or null while it goes on. */
  readonly result: GameResult | null;
  /** The most recent knock, for the lesson panel. */
  readonly lastKnock: KnockOutcome | null;
  /** Every accepted action, in order (the record); card moves name the physical card that moved. */
  readonly actions: readonly Action[];
  /** Every accepted action in words. */
  readonly log: readonly LogEntry[];
  /** Card moves of this turn a take-back could undo, latest last (empty unless the house rule is on). */
  readonly takeBacks: readonly TakeBackEntry[];
  /** Who plays each seat, player 0 first; absent: two people at one screen. */
  readonly seats?: readonly [Seat, Seat];
  /** The seed of the computer seats' random choices (computer/choose.ts `decisionRandom`); absent when none plays. */
  readonly seed?: number;
}

/** Why an action is refused: a stable code and a sentence a player understands. */
export interface GameRejection {
  readonly code: GameRejectionCode;
  readonly message: string;
}

export type GameRejectionCode =
  | RejectionCode
  /** The game has ended (R8): nothing more can be done. */
  | 'game-over'
  /** The action is not one the game knows, or is badly formed. */
  | 'bad-action'
  /** R4.4: deck and discard pile are both empty. */
  | 'nothing-to-reveal'
  /** R4.4: a card is already in play; play it or discard it first. */
  | 'card-in-play-already'
  /** R4.6: discarding needs a card in play. */
  | 'no-card-in-play'
  /** R4.7: passing only when nothing is in play and nothing is left to reveal. */
  | 'pass-not-allowed'
  /** R7.1: the player to move may knock only the previous turn, and there is none. */
  | 'knock-not-your-window'
  /** R7.1: the player to move has already acted this turn, so the previous turn can no longer be knocked. */
  | 'knock-too-late'
  /** R7.3: that turn has already been knocked validly. */
  | 'already-knocked'
  /** House rule: take-backs are not allowed in this game. */
  | 'take-back-off'
  /** House rule: a faulty move cannot be taken back. */
  | 'take-back-fault'
  /** House rule: no card move of this turn is left to take back. */
  | 'take-back-nothing';

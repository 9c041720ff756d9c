// The patience store's shape (docs/architecture.md): Brigade's game on the table, its settings, what the
// player has lifted and what the store last said, and the events that change them. The solver's tools
// and the library build on this contract; it only grows.
import type { StoreApi } from 'zustand/vanilla';
import type { Face } from '../../engine/index.ts';
import type { GraceRule, PatienceAction, PatienceGame, PatienceMove, PatiencePosition } from '../../patience/index.ts';

/** The patience's own settings, chosen before a deal or in the settings popover. */
export interface PatienceSettings {
  /** P5.2: the grace move's rule for the next deal (before the first move, for this one too). */
  readonly grace: GraceRule;
  /** After each move, cards that can never be needed elsewhere go to their foundations (isSafeHome). */
  readonly autoPlay: boolean;
  /** The solver's sign says whether the game can still be won (the solving tools read it). */
  readonly showWinnable: boolean;
  /** New deals are ones the solver has won (the solving tools read it). */
  readonly winnableOnly: boolean;
}

/** How a word of the store looks and sounds: plain, a refusal, good news, bad news. */
export type PatienceTone = 'info' | 'refusal' | 'good' | 'bad';

export interface PatienceNotice {
  readonly text: string;
  readonly tone: PatienceTone;
}

/** A notice as shown: `id` grows with every word, so the same sentence twice is still announced. */
export interface ShownNotice extends PatienceNotice {
  readonly id: number;
}

/** The card lifted by a tap or the keyboard, with the cards on it that move with it (P3.4). */
export interface PatienceSelection {
  readonly card: Face;
  /** The card picked and every card on it. */
  readonly count: number;
}

/** A move the table marks (its card and its destination): the solver's hint, or a solution's step. */
export interface PatienceHighlight {
  readonly move: PatienceMove;
  readonly why: 'hint' | 'solve';
}

/** A position shown on the table instead of the game's, read-only (a solution stepped through). */
export interface ShownTable {
  readonly position: PatiencePosition;
  readonly caption: string;
}

/** What a restored game brings beside its actions. */
export interface PatienceRestoreMeta {
  readonly player?: string;
  /** When the game was started (ms since 1970); now when absent. */
  readonly startedAt?: number;
  readonly usedHint?: boolean;
}

export interface PatienceDealRequest {
  /** The deal number (P1.3); a random one when absent or null and no position is given. */
  readonly dealNumber?: number | null;
  /** A position to play from instead of a deal. */
  readonly position?: PatiencePosition;
  /** P5.2 for this deal; the settings' rule when absent. */
  readonly grace?: GraceRule;
  /** The name playing; the one playing now when absent. */
  readonly player?: string;
}

export interface PatienceState {
  readonly game: PatienceGame;
  /** For each move in effect (parallel to game.moves): true when auto-play made it. Undo takes these back with the move that set them off. */
  readonly autoPlayed: readonly boolean[];
  /** For each move undone (parallel to game.undone): true when auto-play had made it. */
  readonly autoUndone: readonly boolean[];
  readonly player: string;
  /** When this game was dealt or restored (ms since 1970). */
  readonly startedAt: number;
  readonly settings: PatienceSettings;
  readonly selected: PatienceSelection | null;
  readonly notice: ShownNotice | null;
  readonly highlight: PatienceHighlight | null;
  /** While set, the table shows this position and takes no moves. */
  readonly shownTable: ShownTable | null;
  /** The solver's hint was used in this game. */
  readonly usedHint: boolean;
  /** P6.1: 'won' once all 52 cards are home (an undo after it reopens the game). */
  readonly finished: 'won' | null;
  /** How long the won game took (ms), or null while it goes on. */
  readonly wonInMs: number | null;
}

export interface PatienceEvents {
  /** The player makes a move: a refused one changes nothing and says why in the rules' words. */
  moved(move: PatienceMove): void;
  /** P6.3: takes back the last move, with the auto-play moves it set off. */
  undone(): void;
  /** P6.3: makes the last move taken back again, with its auto-play moves. */
  redone(): void;
  /** A new game: a deal (random when no number), or a given position. */
  dealt(request?: PatienceDealRequest): void;
  settingChanged<K extends keyof PatienceSettings>(key: K, value: PatienceSettings[K]): void;
  /** A card is lifted by a tap or the keyboard (null: put down). The count is taken from where it lies. */
  cardSelected(card: Face | null): void;
  highlightShown(highlight: PatienceHighlight | null): void;
  tableShown(table: ShownTable | null): void;
  noticeShown(notice: PatienceNotice | null): void;
  /** The solver's hint was asked for in this game. */
  hintUsed(): void;
  /** A saved game is put back on the table. */
  gameRestored(game: PatienceGame, meta?: PatienceRestoreMeta): void;
}

export type PatienceStoreState = PatienceState & PatienceEvents;

/** What the store tells those who listen (the solver service, the library). */
export type PatienceEvent =
  /** An accepted action; `byAutoPlay`: a move auto-play made. */
  | { readonly type: 'acted'; readonly action: PatienceAction; readonly game: PatienceGame; readonly byAutoPlay: boolean }
  /** A new game was dealt. */
  | { readonly type: 'dealt'; readonly game: PatienceGame }
  /** A saved game was put back. */
  | { readonly type: 'restored'; readonly game: PatienceGame }
  /** The game was won, after `ms`. */
  | { readonly type: 'won'; readonly game: PatienceGame; readonly ms: number };

export type PatienceEventListener = (event: PatienceEvent) => void;

export type PatienceStore = StoreApi<PatienceStoreState> & {
  /** Hears every event until the returned function is called. */
  onPatienceEvent(listener: PatienceEventListener): () => void;
};

// The patience store's events (patienceStoreShape.ts): each asks the rules (src/patience) and changes
// the state only for an accepted action; a refusal changes nothing but the notice, in the rules' words.
import { cardLabel, type Face } from '../../engine/index.ts';
import { checkMove, gameWon, runLength, newPatienceGame, positionOf, type PatienceGame, type PatienceMove } from '../../patience/index.ts';
import { writePatienceSettings } from './patienceSettings.ts';
import type { PatienceEvent, PatienceEvents, PatienceNotice, PatienceSelection, PatienceState } from './patienceStoreShape.ts';
import type { SyncStorage } from '../persistence.ts';
import { playMove, playSafeMoves, redoGroup, undoGroup, type Played } from './undoGroups.ts';

export interface PatienceContext {
  readonly set: (change: Partial<PatienceState>) => void;
  readonly get: () => PatienceState;
  readonly emit: (event: PatienceEvent) => void;
  readonly now: () => number;
  readonly randomDeal: () => number;
  readonly storage: SyncStorage | undefined;
}

let noticeCount = 0;
const shown = (notice: PatienceNotice | null) => (notice ? { ...notice, id: ++noticeCount } : null);

/** The card lifted and the cards on it (P3.4's run is counted from where the card is picked). */
export function selectionOf(game: PatienceGame, card: Face): PatienceSelection | null {
  const position = positionOf(game);
  for (const pile of position.tableau) {
    const index = pile.indexOf(card);
    // Only the top card, or a card with a run on it, comes away (P3.3, P3.4).
    if (index >= 0) return runLength(pile) >= pile.length - index ? { card, count: pile.length - index } : null;
  }
  for (const place of position.reserve) if (place[place.length - 1] === card) return { card, count: 1 };
  return null;
}

/** A game newly on the table: nothing lifted, marked or shown, and auto-play's first safe moves when on. */
function fresh(ctx: PatienceContext, game: PatienceGame, extra: Partial<PatienceState>): Played {
  const marked = { game, autoPlayed: game.moves.map(() => false), autoUndone: game.undone.map(() => false) };
  const played = ctx.get().settings.autoPlay && game.actions.length === 0 ? playSafeMoves(marked) : { ...marked, steps: [] };
  ctx.set({
    ...extra,
    game: played.game,
    autoPlayed: played.autoPlayed,
    autoUndone: played.autoUndone,
    selected: null,
    highlight: null,
    shownTable: null,
    finished: gameWon(played.game) ? 'won' : null,
    wonInMs: null,
  });
  return played;
}

/** The actions taken: the new game on the table, each action told, and the win when it came now. */
function settle(ctx: PatienceContext, played: Played): void {
  const wasWon = ctx.get().finished === 'won';
  const won = gameWon(played.game);
  const ms = won && !wasWon ? ctx.now() - ctx.get().startedAt : null;
  ctx.set({
    game: played.game,
    autoPlayed: played.autoPlayed,
    autoUndone: played.autoUndone,
    selected: null,
    highlight: null,
    finished: won ? 'won' : null,
    wonInMs: won ? (ms ?? ctx.get().wonInMs) : null,
    notice: ms !== null ? shown({ text: `Won in ${played.game.moves.length} moves!`, tone: 'good' }) : null,
  });
  for (const step of played.steps) ctx.emit({ type: 'acted', ...step });
  if (ms !== null) ctx.emit({ type: 'won', game: played.game, ms });
}

/** Why a card cannot be lifted, in the rules' words. */
const cannotLift = (card: Face): string =>
  `${cardLabel(card)} cannot be picked up: only a top card, or a run down by one rank on top of a pile, moves (P3.3, P3.4).`;

function refuse(ctx: PatienceContext, text: string): void {
  ctx.set({ notice: shown({ text, tone: 'refusal' }) });
}

function moveEvents(ctx: PatienceContext): Pick<PatienceEvents, 'moved' | 'undone' | 'redone'> {
  return {
    moved(move: PatienceMove) {
      const state = ctx.get();
      if (state.shownTable) return refuse(ctx, `The table shows ${state.shownTable.caption}; go back to your game to move.`);
      const rejection = checkMove(positionOf(state.game), move);
      if (rejection) return refuse(ctx, rejection.message);
      settle(ctx, playMove(state, { type: 'move', move }, state.settings.autoPlay)!);
    },
    undone() {
      const played = ctx.get().shownTable ? null : undoGroup(ctx.get());
      if (!played) return refuse(ctx, 'There is no move to take back (P6.3).');
      settle(ctx, played);
    },
    redone() {
      const played = ctx.get().shownTable ? null : redoGroup(ctx.get());
      if (!played) return refuse(ctx, 'There is no move taken back to make again (P6.3).');
      settle(ctx, played);
    },
  };
}

function dealEvents(ctx: PatienceContext): Pick<PatienceEvents, 'dealt' | 'gameRestored' | 'settingChanged'> {
  const deal: PatienceEvents['dealt'] = (request = {}) => {
    const grace = request.grace ?? ctx.get().settings.grace;
    const game = request.position
      ? newPatienceGame({ start: request.position })
      : newPatienceGame({ dealNumber: request.dealNumber ?? ctx.randomDeal(), grace });
    const player = request.player ?? ctx.get().player;
    const played = fresh(ctx, game, { player, startedAt: ctx.now(), usedHint: false, notice: null });
    ctx.emit({ type: 'dealt', game });
    for (const step of played.steps) ctx.emit({ type: 'acted', ...step });
  };
  return {
    dealt: deal,
    gameRestored(game, meta = {}) {
      const extra = { player: meta.player ?? ctx.get().player, startedAt: meta.startedAt ?? ctx.now(), usedHint: meta.usedHint ?? false };
      fresh(ctx, game, { ...extra, notice: null });
      ctx.emit({ type: 'restored', game });
    },
    settingChanged(key, value) {
      const settings = { ...ctx.get().settings, [key]: value };
      ctx.set({ settings });
      writePatienceSettings(ctx.storage, settings);
      const { game, autoPlayed, shownTable } = ctx.get();
      // Turning auto-play on sends home at once what it would have sent home.
      if (key === 'autoPlay' && value === true && !shownTable) {
        const played = playSafeMoves(ctx.get());
        if (played.steps.length > 0) settle(ctx, played);
      }
      // A new rule for the grace move takes effect at once while no move has been made by hand.
      if (key === 'grace' && game.dealNumber !== null && autoPlayed.every(Boolean) && !game.actions.some((a) => a.type !== 'move')) {
        deal({ dealNumber: game.dealNumber });
      }
    },
  };
}

function tableEvents(
  ctx: PatienceContext,
): Pick<PatienceEvents, 'cardSelected' | 'highlightShown' | 'tableShown' | 'noticeShown' | 'hintUsed'> {
  return {
    cardSelected(card) {
      if (card === null) return ctx.set({ selected: null });
      const selection = selectionOf(ctx.get().game, card);
      if (selection) ctx.set({ selected: selection, notice: null });
      else refuse(ctx, cannotLift(card));
    },
    highlightShown: (highlight) => ctx.set({ highlight }),
    tableShown: (shownTable) => ctx.set({ shownTable, selected: null }),
    noticeShown: (notice) => ctx.set({ notice: shown(notice) }),
    hintUsed: () => ctx.set({ usedHint: true }),
  };
}

export function patienceEvents(ctx: PatienceContext): PatienceEvents {
  return { ...moveEvents(ctx), ...dealEvents(ctx), ...tableEvents(ctx) };
}

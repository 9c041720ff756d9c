// The analysis board's position kept per tab (sessionStorage: a reload must not lose a position being
// studied, and another tab has its own): a position pasted, typed or dealt in the setup dialog survives a
// reload of the board, which reopens on it. Leaving the board forgets it. A stored value that does not
// read back is dropped, and the board starts as usual.
import { checkPlayerNames, decodePositionLink, encodePositionLink, isObject, readJson } from '../../engine/index.ts';
import type { SyncStorage } from '../../store/persistence.ts';
import type { BoardChoice } from './SetupDialog.tsx';

/** The tab's key for the board's position. */
export const BOARD_KEY = 'brigadier:analysis-board';
const BOARD_TEXT = { what: 'analysis board', maxChars: 4000 };
/** The board's source in words ("a pasted position") is short; anything longer was not written here. */
const MAX_SOURCE_CHARS = 200;

/** Keeps the board's choice for this tab; null forgets it. Storage that refuses is no loss: the board goes on. */
export function rememberBoard(tab: SyncStorage, choice: BoardChoice | null): void {
  try {
    if (choice === null) tab.removeItem(BOARD_KEY);
    else tab.setItem(BOARD_KEY, JSON.stringify({ link: encodePositionLink(choice.position), names: choice.names, source: choice.source }));
  } catch {
    // Full or switched off: the board simply is not kept across a reload.
  }
}

/** The board this tab kept, or null (none, or a value that does not read back: then it is dropped). */
export function rememberedBoard(tab: SyncStorage): BoardChoice | null {
  const text = tab.getItem(BOARD_KEY);
  if (text === null) return null;
  const json = readJson(text, BOARD_TEXT);
  const value = json.ok && isObject(json.value) ? json.value : null;
  const position = value && typeof value.link === 'string' ? decodePositionLink(value.link) : null;
  if (!value || !position?.ok || typeof value.source !== 'string' || value.source.length > MAX_SOURCE_CHARS) {
    rememberBoard(tab, null);
    return null;
  }
  const names = Array.isArray(value.names) ? checkPlayerNames(value.names) : null;
  return { position: position.value, source: value.source, ...(names?.ok && { names: names.value }) };
}

// One game, one story (no write may lose moves already stored): a write may only carry a game's record
// further. A record is replaced only by one that holds it whole — same deal, players and house rules, and
// the stored actions as the first actions of the new one. A take-back (house rule) is itself an action
// the record holds (`{"type": "takeBack"}`, src/engine/record.ts), so undoing a move lengthens the record
// too: no honest write ever shortens it. A stale tab's shorter or different record is refused.
// Brigade's records (brigade-game/1) are guarded the same way: undo and redo are actions there too.

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `next` may replace `stored` as the record of the same game. */
export function carriesOn<R extends { readonly actions: readonly unknown[] }>(stored: R, next: R): boolean {
  // Every field but the actions (format, deal, players, house rules, and any a later format adds) must match.
  const { actions: storedActions, ...storedGame } = stored;
  const { actions: nextActions, ...nextGame } = next;
  if (!same(storedGame, nextGame) || nextActions.length < storedActions.length) return false;
  return storedActions.every((action, i) => same(action, nextActions[i]));
}

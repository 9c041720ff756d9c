// The patience's keys, listed in its More menu (the two-player table's Keys dialog lists that table's).
export const PATIENCE_KEYS: readonly (readonly [string, string])[] = [
  ['Tab, arrows', 'move between cards and places'],
  ['Enter, Space', 'lift a card; on a place or card, put it there'],
  ['Esc', 'put the lifted card down; otherwise back to the start'],
  ['U, Ctrl+Z', 'undo'],
  ['Shift+U, Ctrl+Y', 'redo'],
  ['N', 'new deal'],
  ['H', 'hint'],
  ['← →', 'while a solution is shown: its move before, its next move'],
  ['Esc', 'while a solution is shown: close it, back to the game'],
];

export function PatienceKeys() {
  return (
    <dl className="pkeys">
      {PATIENCE_KEYS.map(([keys, what]) => (
        <div key={`${keys} ${what}`} className="pkeys__row">
          <dt>{keys}</dt>
          <dd>{what}</dd>
        </div>
      ))}
    </dl>
  );
}

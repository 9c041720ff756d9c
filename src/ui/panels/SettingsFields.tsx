// The device's settings (table mode, pass the phone, sound), on the start screen and in the toolbar's
// panel. A file of their own: the start screen draws them before the toolbar's file (with the table) has
// come (deferred.ts).
import { selectSettings } from '../../store/selectors.ts';
import { useEvents, useGame } from '../StoreContext.tsx';

export function SettingsFields() {
  const settings = useGame(selectSettings);
  const events = useEvents();
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={settings.tableMode} onChange={(e) => events.settingsChanged({ tableMode: e.target.checked })} />
        Table mode: turn the top player's side to face them (a tablet lying flat between you)
      </label>
      <label className="check">
        <input type="checkbox" checked={settings.passPhone} onChange={(e) => events.settingsChanged({ passPhone: e.target.checked })} />
        Pass the phone: turn the table to the player to move
      </label>
      <label className="check">
        <input type="checkbox" checked={settings.sound} onChange={(e) => events.settingsChanged({ sound: e.target.checked })} />
        Sound for knocks
      </label>
    </>
  );
}

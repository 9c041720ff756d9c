// The patience's own settings: the grace move's rule (P5.2) and auto-play. Chosen before a deal (they
// hold for the next one) or at any time in the More menu.
import { GRACE_RULES, type GraceRule } from '../../patience/index.ts';
import type { PatienceStoreState } from '../../store/patience/patienceStore.ts';
import { usePatience, usePatienceEvents } from './PatienceContext.tsx';

const GRACE_WORDS: Record<GraceRule, string> = {
  off: 'Off',
  up: 'One rank higher (standard)',
  both: 'One rank higher or lower',
};

const selectSettings = (s: PatienceStoreState) => s.settings;

export function PatienceSettings() {
  const settings = usePatience(selectSettings);
  const events = usePatienceEvents();
  return (
    <div className="psettings">
      <fieldset className="psettings__grace">
        <legend>Grace move: once a game, a pile's top card onto a reserve card</legend>
        {GRACE_RULES.map((rule) => (
          <label key={rule}>
            <input
              type="radio"
              name="patience-grace"
              value={rule}
              checked={settings.grace === rule}
              onChange={() => events.settingChanged('grace', rule)}
            />{' '}
            {GRACE_WORDS[rule]}
          </label>
        ))}
        <p className="psettings__note">A new rule holds from the next deal, or at once before your first move.</p>
      </fieldset>
      <label className="psettings__auto">
        <input type="checkbox" checked={settings.autoPlay} onChange={(event) => events.settingChanged('autoPlay', event.target.checked)} />{' '}
        Auto-play safe cards (send home the cards no other move can need)
      </label>
    </div>
  );
}

// The patience's settings and where they are kept: one small JSON value in the page's storage, read
// field by field so that a missing or strange field falls back to its default rather than breaking.
import { DEFAULT_GRACE, GRACE_RULES, type GraceRule } from '../../patience/index.ts';
import type { SyncStorage } from '../persistence.ts';
import type { PatienceSettings } from './patienceStoreShape.ts';

export const PATIENCE_SETTINGS_KEY = 'brigade-settings';

/** Auto-play is on by default: a player expects the cards nothing else can use to go home by themselves. */
export const DEFAULT_PATIENCE_SETTINGS: PatienceSettings = {
  grace: DEFAULT_GRACE,
  autoPlay: true,
  showWinnable: false,
  winnableOnly: false,
};

const isGrace = (value: unknown): value is GraceRule => typeof value === 'string' && (GRACE_RULES as readonly string[]).includes(value);

function flag(stored: Record<string, unknown>, key: 'autoPlay' | 'showWinnable' | 'winnableOnly'): boolean {
  const value = stored[key];
  return typeof value === 'boolean' ? value : DEFAULT_PATIENCE_SETTINGS[key];
}

/** The settings kept in `storage`, each field its default when absent or unreadable. */
export function readPatienceSettings(storage: SyncStorage | undefined): PatienceSettings {
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage?.getItem(PATIENCE_SETTINGS_KEY) ?? 'null');
  } catch {
    return DEFAULT_PATIENCE_SETTINGS;
  }
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PATIENCE_SETTINGS;
  const fields = stored as Record<string, unknown>;
  return {
    grace: isGrace(fields.grace) ? fields.grace : DEFAULT_GRACE,
    autoPlay: flag(fields, 'autoPlay'),
    showWinnable: flag(fields, 'showWinnable'),
    winnableOnly: flag(fields, 'winnableOnly'),
  };
}

/** Keeps the settings; a browser that refuses (full or private storage) only loses them for next time. */
export function writePatienceSettings(storage: SyncStorage | undefined, settings: PatienceSettings): void {
  try {
    storage?.setItem(PATIENCE_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // Nothing to tell: the settings stay in effect on this page.
  }
}

// A quiet word in a corner when a new version of the app is ready: taken when the player says so.
import { dismissUpdate, takeUpdate, useUpdateWaiting } from './serviceWorker.ts';
import './pwa.css';

/** `reload`: how the page reloads once the new worker controls it (a test's spy; the page's reload by default). */
export function UpdatePrompt({ reload }: { readonly reload?: () => void }) {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <aside className="update" aria-label="A new version">
      <p role="status">A new version of Brigadier is ready.</p>
      <button type="button" className="small small--accent" onClick={() => takeUpdate(reload)}>
        Reload to update
      </button>
      <button type="button" className="small" onClick={dismissUpdate}>
        Not now
      </button>
    </aside>
  );
}

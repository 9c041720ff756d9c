// A quiet word in a corner when a new version of the app is ready: taken when the player says so.
import { dismissUpdate, takeUpdate, useUpdateWaiting } from './serviceWorker.ts';
import './pwa.css';

export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  if (!waiting) return null;
  return (
    <aside className="update" aria-label="A new version">
      <p role="status">A new version of Brigadier is ready.</p>
      <button type="button" className="small small--accent" onClick={takeUpdate}>
        Reload to update
      </button>
      <button type="button" className="small" onClick={dismissUpdate}>
        Not now
      </button>
    </aside>
  );
}

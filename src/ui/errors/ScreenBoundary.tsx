// What a screen that breaks shows instead of a blank page: what happened in a line, and a way on. The
// game on the table and Your games live in the store and the browser's storage, not in the screen, so
// they are kept; a screen that could not be loaded because a newer build replaced its file offers the
// reload that fetches the new one.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useEvents } from '../StoreContext.tsx';
import './errors.css';

/**
 * A lazy screen whose file is gone: the page was built before an update, and the server now holds
 * the new build's files (Chromium, Firefox and Safari say it in these words).
 */
export function isStaleBuild(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

function BrokenScreen({ error, onBack }: { readonly error: unknown; readonly onBack: () => void }) {
  const events = useEvents();
  const back = () => {
    events.startScreenOpened();
    onBack();
  };
  if (isStaleBuild(error)) {
    return (
      <main className="screen broken" aria-labelledby="broken-title">
        <h1 id="broken-title">A new version is installed</h1>
        <p role="alert">This screen belongs to the new version. Reload to open it: your game and Your games are kept.</p>
        <div className="broken__buttons">
          <button type="button" className="small small--accent" onClick={() => location.reload()}>
            Reload
          </button>
          <button type="button" className="small" onClick={back}>
            Back to the start
          </button>
        </div>
      </main>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return (
    <main className="screen broken" aria-labelledby="broken-title">
      <h1 id="broken-title">This screen broke</h1>
      <p role="alert">Something went wrong while showing it: {message.slice(0, 160)}</p>
      <p>Your game and Your games are kept.</p>
      <div className="broken__buttons">
        <button type="button" className="small small--accent" onClick={back}>
          Back to the start
        </button>
        <button type="button" className="small" onClick={() => location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}

interface State {
  readonly error: unknown;
  readonly broken: boolean;
}

/** Holds one screen: an error while it renders (or while its file loads) shows BrokenScreen instead. */
export class ScreenBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { error: null, broken: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, broken: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('A screen broke:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.broken) return this.props.children;
    return <BrokenScreen error={this.state.error} onBack={() => this.setState({ error: null, broken: false })} />;
  }
}

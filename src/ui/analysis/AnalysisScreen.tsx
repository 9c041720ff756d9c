// Placeholder for the analysis board (issue 4), to be built: a heading and the way back, so the route exists.
import { useEvents } from '../StoreContext.tsx';

export function AnalysisScreen() {
  const events = useEvents();
  return (
    <main className="screen">
      <h1>Analysis board</h1>
      <button type="button" onClick={events.startScreenOpened}>
        Back to the start
      </button>
    </main>
  );
}

// The library's signs over any screen, in one corner: "Not saved", and "Take over this game here".
import { SaveSign } from './SaveSign.tsx';
import { WatchingBanner } from './WatchingBanner.tsx';
import './library.css';

export function LibrarySigns() {
  return (
    <div className="library-signs">
      <SaveSign />
      <WatchingBanner />
    </div>
  );
}

// The More menu of the patience's toolbar: the settings, the places kept for the solver's and the
// library's further tools, and the keys. It opens over the table and closes with Esc, its button, or a
// press outside it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useEscape } from '../useEscape.ts';
import { DealChooser } from './DealChooser.tsx';
import { PatienceKeys } from './PatienceKeys.tsx';
import { PatienceSettings } from './PatienceSettings.tsx';
import { SolverMore } from './solving/SolverTools.tsx';
import { KeepTools } from './keep/KeepTools.tsx';

export function PatienceMore() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const box = useRef<HTMLDivElement>(null);
  useEscape(open, close);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close();
    };
    window.addEventListener('pointerdown', outside, true);
    return () => window.removeEventListener('pointerdown', outside, true);
  }, [open, close]);
  return (
    <div ref={box} className="pmore">
      <button type="button" className="small" aria-expanded={open} aria-controls="patience-more" onClick={() => setOpen(!open)}>
        More
      </button>
      {open && (
        <div id="patience-more" className="pmore__panel" role="dialog" aria-label="More: settings, tools and keys">
          <h2 className="pmore__heading">Settings</h2>
          <PatienceSettings />
          <DealChooser dealt={close} />
          <div className="pmore__solver">
            <SolverMore onDone={close} />
          </div>
          <div className="pmore__keep">
            <KeepTools />
          </div>
          <h2 className="pmore__heading">Keys</h2>
          <PatienceKeys />
        </div>
      )}
    </div>
  );
}

// The framework's floor for `npm run bench:page`: React, react-dom and zustand (the page's versions)
// rendering one div from a store, built like the page. No page built on them can load faster, so the
// page's first paint is read as a ratio over this one.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { create } from 'zustand';

const useFloor = create<{ words: string }>(() => ({ words: 'Ready' }));

function Floor() {
  const words = useFloor((s) => s.words);
  return <div data-floor="ready">{words}</div>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Floor />
  </StrictMode>,
);

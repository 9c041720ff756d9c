import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createGameStore } from './store/gameStore.ts';
import { App } from './ui/App.tsx';

const store = createGameStore({ storage: window.localStorage });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);

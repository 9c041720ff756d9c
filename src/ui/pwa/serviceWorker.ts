/// <reference types="vite/client" />
// The service worker's registration, without a library in the first load: the worker (Workbox, made
// by vite-plugin-pwa at build time) precaches the app; a newer build installs beside it and waits until
// the player chooses to take it, so a game in progress never reloads under their hands.
import { watchedValue } from '../watchedValue.ts';

/** The new version's worker, installed and waiting for the player's word; null when there is none. */
const waiting = watchedValue<ServiceWorker | null>(null);

function watch(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker | null) => {
    // A worker waiting while another controls the page is a new version; the first install is not.
    if (worker && navigator.serviceWorker.controller) waiting.set(worker);
  };
  const track = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer(worker));
  offer(registration.waiting);
  // The browser may have found the new version before the page registered: it is installing already.
  track(registration.installing);
  registration.addEventListener('updatefound', () => track(registration.installing));
}

/** Registers the worker once the page has loaded (only in a built app: the dev server has none). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .then(watch)
      .catch(() => {
        // No worker (a private window, a browser setting): the app works as before, just not offline.
      });
  });
}

/** Takes the new version: the waiting worker takes over and the page reloads (`reload`, a test's spy) once it has. */
export function takeUpdate(reload: () => void = () => window.location.reload()): void {
  const worker = waiting.get();
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Not now: the prompt goes until the next visit (the new version then starts by itself). */
export const dismissUpdate = (): void => waiting.set(null);

export const useUpdateWaiting = (): boolean => waiting.use() !== null;

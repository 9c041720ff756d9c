// @vitest-environment jsdom
// The "a new version is ready" prompt against a fake navigator.serviceWorker: nothing on the
// first install; a prompt when a new worker installs while another controls the page; "Not now" hides
// it; taking it asks the waiting worker to skip waiting (the Workbox worker answers SKIP_WAITING) and
// reloads once it controls the page.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the page sees it: its state changes, and the messages posted to it. */
class FakeWorker extends EventTarget {
  state = 'installing';
  readonly postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** A new worker starts installing (the browser found a new sw.js). */
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  constructor(
    public controller: object | null,
    readonly registration: FakeRegistration,
  ) {
    super();
  }
  readonly register = vi.fn(() => Promise.resolve(this.registration));
}

let container: FakeContainer;

/** The module afresh (its waiting worker is module state), registered on a page controlled by `controller`. */
async function registered(controller: object | null, registration = new FakeRegistration()) {
  vi.resetModules();
  vi.stubEnv('PROD', true);
  container = new FakeContainer(controller, registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const worker = await import('../../src/ui/pwa/serviceWorker.ts');
  const { UpdatePrompt } = await import('../../src/ui/pwa/UpdatePrompt.tsx');
  worker.registerServiceWorker();
  window.dispatchEvent(new Event('load'));
  await act(async () => {
    await container.register.mock.results[0]!.value;
  });
  return { UpdatePrompt, registration };
}

const prompt = () => screen.queryByRole('complementary', { name: 'A new version' });

beforeEach(() => vi.unstubAllEnvs());
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('the update prompt', () => {
  it('registers sw.js, and says nothing on the first install (no worker controls the page yet)', async () => {
    const { UpdatePrompt, registration } = await registered(null);
    render(<UpdatePrompt />);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const first = new FakeWorker();
    act(() => {
      registration.found(first);
      first.install();
    });
    expect(prompt()).toBeNull();
  });

  it('shows when a new worker has installed while another controls the page; "Not now" hides it', async () => {
    const { UpdatePrompt, registration } = await registered({});
    render(<UpdatePrompt />);
    const next = new FakeWorker();
    act(() => registration.found(next));
    expect(prompt()).toBeNull(); // still installing
    act(() => next.install());
    expect(prompt()).toHaveTextContent('A new version of Brigadier is ready.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt()).toBeNull();
    expect(next.postMessage).not.toHaveBeenCalled();
  });

  it('shows for a worker that was already installing when the page registered', async () => {
    const registration = new FakeRegistration();
    const next = new FakeWorker();
    registration.installing = next;
    const { UpdatePrompt } = await registered({}, registration);
    render(<UpdatePrompt />);
    expect(prompt()).toBeNull();
    act(() => next.install());
    expect(prompt()).not.toBeNull();
  });

  it('shows at once for a worker already waiting at load; taking it posts SKIP_WAITING and reloads on controllerchange', async () => {
    const registration = new FakeRegistration();
    const next = new FakeWorker();
    registration.waiting = next;
    const { UpdatePrompt } = await registered({}, registration);
    const reload = vi.fn();
    render(<UpdatePrompt reload={reload} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload to update' }));
    expect(next.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled(); // not before the new worker has taken over
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

// How long a test waits for the page, a lazy screen or the browser's storage to catch up. No test
// judges the machine's speed: a busy 2-core CI machine can take seconds for what a quiet one does at
// once, so the wait is long, and only a real hang runs it out.
import { vi } from 'vitest';

/** The longest a test waits for something that should happen (a hang, not slowness, reaches it). */
export const PATIENCE_MS = 20_000;

/** Retries `check` until it passes (or PATIENCE_MS runs out), like `vi.waitFor` with a patient timeout. */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { timeout: PATIENCE_MS, interval: 20 });

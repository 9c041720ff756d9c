// A build served by a `vite preview` of the test's own (the run's is the config's webServer): for a
// test that changes what is served (offline.spec.ts deploys a new version into a copy of the build).
import { spawn } from 'node:child_process';
import { freePort } from './ports.ts';

export interface Served {
  url: string;
  stop(): void;
}

/** Serves the build in `outDir` on `port` (else a free one); resolves once it answers. */
export async function preview(port?: number, outDir = 'dist'): Promise<Served> {
  port ??= await freePort();
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`vite preview did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { url, stop };
}

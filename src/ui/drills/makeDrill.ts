// Asks for a drill without freezing the page: a Web Worker makes it (drill.worker.ts); where the browser
// has no workers, or the worker fails, it is made on the page after the current frame.
import { buildDrill, type DrillReply, type DrillRequest } from './drillBuild.ts';

type Pending = Map<number, (reply: DrillReply) => void>;
let worker: { readonly worker: Worker; readonly pending: Pending } | null | undefined;
let nextId = 0;

function drillWorker(): { readonly worker: Worker; readonly pending: Pending } | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    const w = new Worker(new URL('./drill.worker.ts', import.meta.url), { type: 'module' });
    const pending: Pending = new Map();
    w.onmessage = (event: MessageEvent<{ id: number; reply: DrillReply }>) => {
      pending.get(event.data.id)?.(event.data.reply);
      pending.delete(event.data.id);
    };
    w.onerror = () => {
      // The worker is broken: what it was asked is made on the page, and so is everything after.
      worker = null;
      w.terminate();
      for (const [, resolve] of pending) resolve({ ok: false, error: 'retry' });
      pending.clear();
    };
    return (worker = { worker: w, pending });
  } catch {
    return (worker = null);
  }
}

const onPage = (request: DrillRequest): Promise<DrillReply> => new Promise((resolve) => setTimeout(() => resolve(buildDrill(request)), 0));

export async function makeDrill(request: DrillRequest): Promise<DrillReply> {
  const w = drillWorker();
  if (!w) return onPage(request);
  const id = ++nextId;
  const reply = await new Promise<DrillReply>((resolve) => {
    w.pending.set(id, resolve);
    w.worker.postMessage({ id, request });
  });
  return !reply.ok && reply.error === 'retry' ? onPage(request) : reply;
}

// The drill maker's worker: self-play and the analyzer run here, off the page's thread.
import { buildDrill, type DrillRequest } from './drillBuild.ts';

self.onmessage = (event: MessageEvent<{ readonly id: number; readonly request: DrillRequest }>) => {
  const { id, request } = event.data;
  self.postMessage({ id, reply: buildDrill(request) });
};

// The patience's solver worker: every search the page makes for Brigade runs here, never on the page's
// thread (a hard deal may take seconds). It answers one request at a time, in the order they came; the
// page (solverService.ts) keeps the answers and decides what is still worth asking.
import { solve } from '../../../patience/index.ts';
import { answerSolve, type SolveRequest } from './solverProtocol.ts';

self.onmessage = (event: MessageEvent<SolveRequest>) => {
  self.postMessage(answerSolve(solve, event.data));
};

// The referee's Web Worker (issue 11): every search the page needs runs here, never on the page's
// thread. Its referee, and so its remembered verdicts, lasts as long as the worker.
import { LocalReferee } from '../engine/referee.ts';
import { answerRequest, type RefereeRequest } from './refereeProtocol.ts';

const referee = new LocalReferee(20_000);

self.onmessage = (event: MessageEvent<RefereeRequest>) => {
  self.postMessage(answerRequest(referee, event.data));
};

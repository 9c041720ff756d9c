// The referee's Web Worker: every search the page needs runs here, never on the page's thread. Its
// referee, and so its remembered verdicts, lasts as long as the worker. A request says whose table it
// is (refereeProtocol.ts): a stranger's is refused past the node budget, a game's always decided.
import { LocalReferee } from '../engine/search/index.ts';
import { answerRequest, type RefereeRequest } from './refereeProtocol.ts';

/**
 * Verdicts the worker remembers. Each costs about 2 KB of heap and 4–5 KB of the worker's memory
 * (docs/measurements.md), so 20,000 took some 95 MB of the 256 MB a search may have; the page keeps
 * its own 8,192 (refereeService.ts) and asks the worker only for what it does not know.
 */
const REMEMBERED = 4096;

const referee = new LocalReferee(REMEMBERED);

self.onmessage = (event: MessageEvent<RefereeRequest>) => {
  self.postMessage(answerRequest(referee, event.data));
};

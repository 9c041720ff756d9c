// The worker that reads a file's Brigade games (brigadeFile.ts): the parse of the whole file and the
// replay of every game happen here, off the page's thread, and the games go back in parts.
import { fileMessages } from '../../library/fileReading.ts';
import { readBrigadeFile } from './brigadeFile.ts';

self.onmessage = (event: MessageEvent<string>) => {
  const messages = fileMessages(readBrigadeFile(event.data), { actionsOf: (game) => game.draft.record.actions.length });
  for (const message of messages) self.postMessage(message);
};

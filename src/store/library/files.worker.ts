// The worker that reads a library file (fileReading.ts): the parse of the whole file and of every game
// in it happens here, off the page's thread, and the games go back in parts.
import { readLibraryFile } from './files.ts';
import { libraryFileMessages } from './fileReading.ts';

self.onmessage = (event: MessageEvent<string>) => {
  for (const message of libraryFileMessages(readLibraryFile(event.data))) self.postMessage(message);
};

// A file's games brought into the library (a record file or a library file): each replayed by the rules,
// none replacing another, none added twice.
import type { GameState, Result } from '../../engine/index.ts';
import type { RefereeService } from '../refereeService.ts';
import { replayRecord } from '../records.ts';
import { eachInSlices, sliceClock } from '../slices.ts';
import { entryOf } from './entry.ts';
import type { ImportedFile } from './files.ts';
import type { GamesLibrary } from './games.ts';
import { newGameId } from './ids.ts';

const gamesWords = (n: number) => (n === 1 ? '1 game' : `${n} games`);

/** What an import came to: how many games were added, how many were in Your games already, and what was left out. */
export function importWords(added: number, already: number, refused: readonly string[]): string {
  const parts = [`${gamesWords(added)} added to your games`];
  if (already > 0)
    parts.push(already === 1 && added === 0 ? 'that game is already in Your games' : `${gamesWords(already)} already in Your games`);
  if (refused.length > 0) parts.push(`left out: ${refused.slice(0, 3).join('; ')}`);
  return `${parts.join('; ')}.`;
}

export interface Importer {
  readonly readFile: (text: string) => Promise<Result<ImportedFile>>;
  readonly referee: RefereeService;
  readonly now: () => number;
}

/** Adds the games of file `text` to `library`; what came of it, in words for the start screen. */
export async function importGames(library: GamesLibrary, text: string, { readFile, referee, now }: Importer): Promise<string> {
  const read = await readFile(text);
  if (!read.ok) return `That file was not imported: ${read.error}.`;
  // Thousands of games are compared, replayed and written in slices, so that the page stays live.
  const clock = sliceClock();
  const known = new Set<string>();
  await eachInSlices(await library.all(), (entry) => known.add(JSON.stringify(entry.record)), clock);
  let added = 0;
  let already = 0;
  const refused = [...read.value.refused];
  for (const imported of read.value.games) {
    await clock.breathe();
    const game = await new Promise<Result<GameState>>((done) => replayRecord(imported.record, referee, done));
    if (!game.ok) {
      refused.push(game.error);
      continue;
    }
    const entry = entryOf(newGameId(), game.value, { startedAt: imported.startedAt, finishedAt: imported.finishedAt, now: now() });
    const key = JSON.stringify(entry.record);
    if (known.has(key)) {
      already++;
      continue;
    }
    known.add(key);
    if ((await library.put(entry).catch(() => null))?.kind === 'written') added++;
  }
  return importWords(added, already, refused);
}

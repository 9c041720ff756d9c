// The source files under a folder, for the tests that hold the rule books to every rule number the code
// cites (how-to-play.test.tsx for Brigadier's, brigade-rules.test.tsx for Brigade's).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts and .tsx file under `dir`, at any depth. */
export const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

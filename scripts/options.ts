// The command-line options of the bench and its Brigade half: `--name value` pairs and bare flags, read
// in order; an unknown option, or one without its value, stops the run with a sentence saying which.

/** What an option does: a function takes its value (the next argument); `{ flag }` takes none. */
export type OptionReader = ((value: string) => void) | { readonly flag: () => void };

/** Reads `args` with one reader per option name ("--games"). */
export function readArgs(args: readonly string[], readers: Readonly<Record<string, OptionReader>>): void {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!Object.hasOwn(readers, arg)) throw new Error(`unknown option ${arg}`);
    const reader = readers[arg]!;
    if (typeof reader !== 'function') {
      reader.flag();
      continue;
    }
    const value = args[++i];
    if (value === undefined) throw new Error(`${arg} needs a value`);
    reader(value);
  }
}

// The command-line tools' input and output (analyze.ts, solve.ts): input cut into lines, or kept
// whole, never held past a limit however large it is; one JSON line out at a time, as it is answered.
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { err, shorten, type Result } from '../src/engine/index.ts';

export const errorLine = (error: string) => JSON.stringify({ error });

/** The output went away (the reader closed the pipe) or the disk is full: stop quietly. */
export const isOutputGone = (e: unknown) => ['EPIPE', 'ENOSPC'].includes((e as NodeJS.ErrnoException)?.code ?? '');

/** Writes one line and waits until the system has taken it, so output goes out as it is answered. */
export async function writeLine(line: string): Promise<void> {
  if (!process.stdout.write(line + '\n')) await once(process.stdout, 'drain');
}

/**
 * A piece of the input: its text kept up to the limit (plus one character), and how long it is. A piece
 * cut short (`whole: false`) went on past the limit and was answered before its end was read.
 */
export interface Piece {
  readonly text: string;
  readonly length: number;
  readonly whole: boolean;
}

/**
 * The input cut into lines (or kept whole), each held only up to `max` + 1 characters: a 50 MB line costs
 * no more memory than a 64 KB one. A piece that passes the limit is given out at once, before its end
 * is read: one position stops reading there; a batch line is then skipped to its end. A "\r" before the
 * "\n" is dropped; an empty end after the last "\n" is not a line.
 */
export async function* pieces(input: Readable, byLine: boolean, max: number): AsyncGenerator<Piece> {
  input.setEncoding('utf8');
  let text = '';
  let length = 0;
  /** The current line passed the limit and was given out already: the rest of it is skipped. */
  let skipping = false;
  const add = (part: string) => {
    length += part.length;
    if (text.length <= max) text += part.slice(0, max + 1 - text.length);
  };
  const done = (whole: boolean): Piece => {
    const cr = whole && text.endsWith('\r');
    const piece = { text: cr ? text.slice(0, -1) : text, length: cr ? length - 1 : length, whole };
    text = '';
    length = 0;
    return piece;
  };
  for await (const chunk of input as AsyncIterable<string>) {
    let start = 0;
    for (let nl = byLine ? chunk.indexOf('\n') : -1; nl >= 0; nl = chunk.indexOf('\n', start)) {
      add(chunk.slice(start, nl));
      if (skipping) done(true);
      else yield done(true);
      skipping = false;
      start = nl + 1;
    }
    add(chunk.slice(start));
    if (!skipping && length > max + 1) {
      // Past the limit: answered now, whatever follows (a 4 GB file, /dev/zero, `yes`).
      const cut = done(false);
      yield cut;
      if (!byLine) return;
      skipping = true;
      length = cut.length;
    }
  }
  if (!skipping && (!byLine || length > 0)) yield done(true);
}

/** Exit codes shared by the tools (docs/limits.md). */
export const EXIT = { ok: 0, refused: 1, usage: 2, output: 3, internal: 70 } as const;

/**
 * The error line for input that could not be read (no such file, a directory, …), or undefined when
 * `e` is no such error (then it is the caller's to rethrow).
 */
export function unreadable(e: unknown, file: string): string | undefined {
  const code = (e as NodeJS.ErrnoException).code;
  if (typeof code !== 'string') return undefined;
  const reason = code === 'ENOENT' ? 'no such file' : shorten((e as Error).message, 120);
  return errorLine(`cannot read ${shorten(file, 60)}: ${reason}`);
}

/**
 * The last resort for a tool: a closed pipe or a full disk ends it quietly (exit 3); anything else is
 * one short line on standard error and exit 70, never a stack trace. Then runs `main`.
 */
export function runTool(name: string, main: (args: readonly string[]) => Promise<number>): void {
  const fail = (e: unknown): void => {
    if (isOutputGone(e)) process.exit(EXIT.output);
    process.stderr.write(`${name}: internal error: ${shorten(String((e as Error)?.message ?? e), 200)}\n`);
    process.exit(EXIT.internal);
  };
  // A pipe closed by its reader is reported here, not by write(): end quietly either way.
  process.stdout.on('error', fail);
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
  main(process.argv.slice(2)).then((code) => (process.exitCode = code), fail);
}

/**
 * Answers FILE (`-`: standard input): one piece, or every line with --jsonl, each answer written as it
 * comes. One piece: its answer, exit 1 when refused. A batch: one line out for every line in, in order
 * (a blank line answers "line N: empty line"; a refused line "line N: …"), and the batch goes on.
 */
export async function serve(file: string, jsonl: boolean, max: number, answer: (piece: Piece) => Result<string>): Promise<number> {
  const input = file === '-' ? process.stdin : createReadStream(file);
  let lineNumber = 0;
  try {
    for await (const piece of pieces(input, jsonl, max)) {
      lineNumber++;
      if (!jsonl) {
        const result = answer(piece);
        await writeLine(result.ok ? result.value : errorLine(result.error));
        return result.ok ? EXIT.ok : EXIT.refused;
      }
      const result = piece.text.trim() === '' ? err('empty line') : answer(piece);
      await writeLine(result.ok ? result.value : errorLine(`line ${lineNumber}: ${result.error}`));
    }
  } catch (e) {
    if (isOutputGone(e)) return EXIT.output;
    const line = unreadable(e, file);
    if (line === undefined) throw e;
    await writeLine(line);
    return EXIT.refused;
  }
  return EXIT.ok;
}

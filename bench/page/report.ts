// The table `npm run bench:page` prints, and its one JSON line: min / median / max of the runs.
import type { Bytes, LoadFigures, PageFigures } from './browser.ts';
import { spread, type Spread } from './stats.ts';

export interface Runs {
  readonly page: PageFigures[];
  readonly floor: (LoadFigures & { bytes: Bytes })[];
}

interface Row {
  readonly name: string;
  readonly unit: string;
  readonly spread: Spread;
}

/** Each run's page figure over the same run's floor figure (the two loaded one after the other). */
const ratios = (page: readonly number[], floor: readonly number[]) => page.map((p, i) => p / floor[i]!);

function rows(runs: Runs): Row[] {
  const page = <T>(f: (r: PageFigures) => T) => runs.page.map(f) as number[];
  const floor = (f: (r: LoadFigures & { bytes: Bytes }) => number) => runs.floor.map(f);
  const kB = (n: number) => n / 1000;
  return [
    { name: 'page: first contentful paint', unit: 'ms', spread: spread(page((r) => r.fcp)) },
    { name: 'floor: first contentful paint', unit: 'ms', spread: spread(floor((r) => r.fcp)) },
    {
      name: 'first contentful paint, page / floor',
      unit: '×',
      spread: spread(
        ratios(
          page((r) => r.fcp),
          floor((r) => r.fcp),
        ),
      ),
    },
    { name: 'page: start screen shown', unit: 'ms', spread: spread(page((r) => r.ready)) },
    { name: 'floor: its div shown', unit: 'ms', spread: spread(floor((r) => r.ready)) },
    {
      name: 'start screen shown, page / floor',
      unit: '×',
      spread: spread(
        ratios(
          page((r) => r.ready),
          floor((r) => r.ready),
        ),
      ),
    },
    { name: 'page: JS to a dealt table (gzip)', unit: 'kB', spread: spread(page((r) => kB(r.bytes.js))) },
    { name: "page: the referee's worker (gzip)", unit: 'kB', spread: spread(page((r) => kB(r.bytes.worker))) },
    { name: 'page: CSS (gzip)', unit: 'kB', spread: spread(page((r) => kB(r.bytes.css))) },
    { name: 'page: JS, as gzip -9', unit: 'kB', spread: spread(page((r) => kB(r.bytes.gzip9.js))) },
    { name: 'page: worker, as gzip -9', unit: 'kB', spread: spread(page((r) => kB(r.bytes.gzip9.worker))) },
    { name: 'page: CSS, as gzip -9', unit: 'kB', spread: spread(page((r) => kB(r.bytes.gzip9.css))) },
    { name: 'floor: JS (gzip)', unit: 'kB', spread: spread(floor((r) => kB(r.bytes.js))) },
    { name: 'floor: JS, as gzip -9', unit: 'kB', spread: spread(floor((r) => kB(r.bytes.gzip9.js))) },
    { name: 'drops timed', unit: '', spread: spread(page((r) => r.drops)) },
    { name: 'drop → paint p50', unit: 'ms', spread: spread(page((r) => r.dropToPaint.p50)) },
    { name: 'drop → paint p95', unit: 'ms', spread: spread(page((r) => r.dropToPaint.p95)) },
    { name: "the drop's own work p50", unit: 'ms', spread: spread(page((r) => r.dropWork.p50)) },
    { name: "the drop's own work p95", unit: 'ms', spread: spread(page((r) => r.dropWork.p95)) },
    { name: 'INP over the game', unit: 'ms', spread: spread(page((r) => r.inp)) },
    { name: 'interactions in the game', unit: '', spread: spread(page((r) => r.interactions)) },
    { name: 'INP over the whole visit', unit: 'ms', spread: spread(page((r) => r.visitInp)) },
    { name: 'interactions in the visit', unit: '', spread: spread(page((r) => r.visitInteractions)) },
    { name: 'long tasks in the game', unit: '', spread: spread(page((r) => r.longTasks)) },
    { name: 'the longest of them', unit: 'ms', spread: spread(page((r) => r.longestTask)) },
    { name: 'knock (K) → verdict painted', unit: 'ms', spread: spread(page((r) => r.knock.ms)) },
    { name: "analysis board's first open → painted", unit: 'ms', spread: spread(page((r) => r.analysisFirstOpen)) },
  ];
}

const shown = (n: number, unit: string) =>
  Number.isNaN(n) ? '—' : unit === '×' ? n.toFixed(2) : unit === 'kB' ? n.toFixed(1) : n.toFixed(0);

export function report(runs: Runs, about: { failedRuns: number } & Record<string, unknown>): { table: string; json: unknown } {
  const all = rows(runs);
  const width = Math.max(...all.map((r) => r.name.length)) + 2;
  const line = (cells: string[]) =>
    cells[0]!.padEnd(width) +
    cells
      .slice(1)
      .map((c) => c.padStart(9))
      .join('');
  const knocks = runs.page.map((r) => (r.knock.valid ? 'valid' : 'false'));
  const table = [
    `${runs.page.length} runs${about.failedRuns ? ` (${about.failedRuns} more failed and were left out)` : ''}; the knock was ${[...new Set(knocks)].join(' and ')}; files to a dealt table: ${runs.page[0]?.bytes.files.join(', ') ?? '—'}`,
    line(['', 'min', 'median', 'max', 'unit']),
    ...all.map((r) => line([r.name, shown(r.spread.min, r.unit), shown(r.spread.median, r.unit), shown(r.spread.max, r.unit), r.unit])),
  ].join('\n');
  const json = {
    ...about,
    runs: runs.page.length,
    figures: Object.fromEntries(all.map((r) => [`${r.name} (${r.unit || 'count'})`, r.spread])),
    page: runs.page,
    floor: runs.floor,
  };
  return { table, json };
}

// `npm run --silent match -- --south LEVEL --north LEVEL [--games N] [--seed S] [--json]`
// Plays seeded games between two computer seats (South is player 0, North player 1), every action
// refereed in process, and prints a table of wins, faults and knocks per seat. With --json the last
// line is one JSON object:
//   {"games","draws","players":{"south":{"level","wins","faults","validKnocks","falseKnocks","missedKnocks"},"north":{…}}}
import { COMPUTER_LEVELS, isComputerLevel, seedFrom, type ComputerLevel } from '../src/engine/index.ts';
import { LocalReferee } from '../src/engine/search/index.ts';
import { playComputerGame, type SeatTally } from '../src/tooling/match.ts';

const USAGE = `usage: npm run --silent match -- --south LEVEL --north LEVEL [--games N] [--seed S] [--json]   (LEVEL: ${COMPUTER_LEVELS.join(', ')}; N 1–100000, default 20; S a whole number, default 1)`;

interface Options {
  readonly levels: readonly [ComputerLevel, ComputerLevel];
  readonly games: number;
  readonly seed: number;
  readonly json: boolean;
}

/** The options, or null when the arguments are not understood. */
function readOptions(args: readonly string[]): Options | null {
  let south: unknown;
  let north: unknown;
  let games = 20;
  let seed = 1;
  let json = false;
  const wholeNumber = (text: string | undefined, max: number): number | null => {
    const n = Number(text);
    return text !== undefined && /^\d+$/.test(text) && n <= max ? n : null;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--south') south = args[++i];
    else if (arg === '--north') north = args[++i];
    else if (arg === '--games') {
      const n = wholeNumber(args[++i], 100_000);
      if (n === null || n < 1) return null;
      games = n;
    } else if (arg === '--seed') {
      const n = wholeNumber(args[++i], 0xffffffff);
      if (n === null) return null;
      seed = n;
    } else return null;
  }
  if (!isComputerLevel(south) || !isComputerLevel(north)) return null;
  return { levels: [south, north], games, seed, json };
}

interface SeatResult extends SeatTally {
  level: ComputerLevel;
  wins: number;
}

const SEATS = ['south', 'north'] as const;

function main(args: readonly string[]): number {
  const options = readOptions(args);
  if (options === null) {
    process.stderr.write(USAGE + '\n');
    return 2;
  }
  const { levels, games, seed } = options;
  const seats: [SeatResult, SeatResult] = [0, 1].map((i) => ({
    level: levels[i]!,
    wins: 0,
    faults: 0,
    validKnocks: 0,
    falseKnocks: 0,
    missedKnocks: 0,
  })) as [SeatResult, SeatResult];
  let draws = 0;
  const referee = new LocalReferee();
  const started = performance.now();
  for (let game = 0; game < games; game++) {
    // Each game its own deal, from the seed: the same seed plays the same games.
    const { state, tallies } = playComputerGame(seedFrom([seed >>> 0, game]), levels, { seed, referee });
    const result = state.result!;
    if (result.kind === 'draw') draws++;
    else seats[result.winner].wins++;
    tallies.forEach((tally, i) => {
      const seat = seats[i]!;
      seat.faults += tally.faults;
      seat.validKnocks += tally.validKnocks;
      seat.falseKnocks += tally.falseKnocks;
      seat.missedKnocks += tally.missedKnocks;
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const decided = games - draws;
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  const lines = [
    `match: ${games} games, seed ${seed}, ${seconds.toFixed(1)} s`,
    `${pad('seat', 7)}${pad('level', 10)}${pad('wins', 7)}${pad('won %', 8)}${pad('faults', 8)}${pad('valid knocks', 14)}${pad('false knocks', 14)}missed knocks`,
    ...seats.map(
      (s, i) =>
        `${pad(SEATS[i]!, 7)}${pad(s.level, 10)}${pad(s.wins, 7)}${pad(decided ? ((100 * s.wins) / decided).toFixed(1) : '-', 8)}${pad(s.faults, 8)}${pad(s.validKnocks, 14)}${pad(s.falseKnocks, 14)}${s.missedKnocks}`,
    ),
    `draws: ${draws} (won % is of the ${decided} decided games)`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
  if (options.json) {
    const player = (s: SeatResult) => ({
      level: s.level,
      wins: s.wins,
      faults: s.faults,
      validKnocks: s.validKnocks,
      falseKnocks: s.falseKnocks,
      missedKnocks: s.missedKnocks,
    });
    process.stdout.write(JSON.stringify({ games, draws, players: { south: player(seats[0]), north: player(seats[1]) } }) + '\n');
  }
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`match: ${(e as Error).message}\n`);
  process.exitCode = 1;
}

// Plans the review's browser test with the engine itself: a careless seeded game, still going, whose
// review holds a fault the other player let pass (missed) with a missed line of a few moves; and a long
// self-played game (300 turns, drawn at the turn limit) for the review's speed.
import {
  cardCode,
  encodePositionLink,
  makeRecord,
  parseRecord,
  reviewGame,
  type GameRecord,
  type GameReview,
  type GameState,
  type ReviewedTurn,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
import { checkSpotAnswer, ownDrillsOf } from '../../src/learn/index.ts';
import { placeOfFrom, placeOfTo } from '../../src/ui/places.ts';
import { playGame } from '../../src/tooling/play-game.ts';
import { carelessPlay } from '../../src/tooling/selfplay-careless.ts';

const referee = new LocalReferee();

function parsed(game: GameState): GameRecord {
  const record = parseRecord(JSON.parse(JSON.stringify(makeRecord(game))));
  if (!record.ok) throw new Error(record.error);
  return record.value;
}

export interface ReviewPlan {
  /** The game to load, not finished: the test resigns it through the page. */
  readonly record: unknown;
  readonly names: readonly [string, string];
  /** The player to move when it is loaded, who resigns. */
  readonly resigner: string;
  /**
   * The missed fault the review must list, its line's length, and its line as moves on the drill's table
   * (the drill "From your games" made of it, drawn for the player who made the fault).
   */
  readonly missed: {
    readonly turn: number;
    readonly player: string;
    readonly lineLength: number;
    readonly line: readonly { readonly card: string; readonly from: string; readonly to: string }[];
    /** The fault's position as a link ("p1.…"), which the drill's share link carries. */
    readonly link: string;
  };
  /** Each player's figures as the engine counts them once the game is resigned. */
  readonly figures: GameReview['figures'];
}

/**
 * A missed fault with a line of 2–5 moves that is also a drill "From your games" for the player who made
 * it, among the first 40 of theirs (the list shows 40): the review's test finds it there too.
 */
function missedOf(turns: readonly ReviewedTurn[], finished: unknown, names: readonly [string, string]) {
  const drills = ownDrillsOf('plan', finished, referee);
  if (!drills.ok) throw new Error(drills.error);
  return turns.find((t) => {
    if (t.fate !== 'missed' || t.turn <= 2 || t.fault!.missedLine.length < 2 || t.fault!.missedLine.length > 5) return false;
    if (checkSpotAnswer(t.fault!.position, t.fault!.missedLine, referee).status !== 'solved') return false;
    const theirs = drills.value.filter((d) => d.player === names[t.player]);
    const at = theirs.findIndex((d) => d.kind === 'fault' && d.turn === t.turn);
    return at >= 0 && at < 40;
  });
}

/** The first careless seeded game (random players, 120 actions, unfinished) with a missed fault of a 2–5 move line. */
export function reviewPlan(): ReviewPlan {
  for (let seed = 1; ; seed++) {
    const game = carelessPlay('random', seed, { maxActions: 120 });
    if (game.result !== null) continue;
    const resigned = { type: 'resign', by: game.position.toMove } as const;
    const finishedJson = { ...makeRecord(game), actions: [...makeRecord(game).actions, { type: 'resign', by: resigned.by }] };
    const finished = parseRecord(finishedJson);
    if (!finished.ok) throw new Error(finished.error);
    const review = reviewGame(finished.value, referee);
    if (!review.ok) throw new Error(review.error);
    const missed = missedOf(review.value.turns, finishedJson, game.names);
    if (!missed) continue;
    return {
      record: makeRecord(game),
      names: game.names,
      resigner: game.names[game.position.toMove],
      missed: {
        turn: missed.turn,
        player: game.names[missed.player],
        lineLength: missed.fault!.missedLine.length,
        line: missed.fault!.missedLine.map((m) => ({
          card: cardCode(m.card),
          from: placeOfFrom(m.from, missed.player),
          to: placeOfTo(m.to, missed.player),
        })),
        link: encodePositionLink(missed.fault!.position),
      },
      figures: review.value.figures,
    };
  }
}

/**
 * A long self-played game: the computer on both sides, made slow (at most two card moves a turn, half
 * the foundation plays skipped, some knocks missed, a few false ones), from the first deal on whose game
 * reaches the turn limit, `turns`, and is drawn there.
 */
export function longGamePlan(turns = 300) {
  for (let deal = 1; ; deal++) {
    const game = playGame(deal, {
      maxTurns: turns,
      maxTurnsWithoutProgress: turns,
      maxActionsPerTurn: 2,
      faultRate: 0.5,
      knockRate: 0.3,
      falseKnockRate: 0.02,
      referee,
    });
    if (game.turn < turns) continue;
    return { record: makeRecord(game), turns: game.turn, actions: parsed(game).actions.length, dealNumber: deal };
  }
}

// Plans the review's browser test with the engine itself: a careless seeded game, still going, whose
// review holds a fault the other player let pass (missed) with a missed line of a few moves; and a long
// self-played game (300 turns, drawn at the turn limit) for the review's speed.
import {
  makeRecord,
  parseRecord,
  reviewGame,
  type GameRecord,
  type GameReview,
  type GameState,
  type ReviewedTurn,
} from '../../src/engine/index.ts';
import { LocalReferee } from '../../src/engine/search/index.ts';
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
  /** The missed fault the review must list, and its line's length. */
  readonly missed: { readonly turn: number; readonly player: string; readonly lineLength: number };
  /** Each player's figures as the engine counts them once the game is resigned. */
  readonly figures: GameReview['figures'];
}

const missedOf = (turns: readonly ReviewedTurn[]) =>
  turns.find((t) => t.fate === 'missed' && t.fault!.missedLine.length >= 2 && t.fault!.missedLine.length <= 5 && t.turn > 2);

/** The first careless seeded game (random players, 120 actions, unfinished) with a missed fault of a 2–5 move line. */
export function reviewPlan(): ReviewPlan {
  for (let seed = 1; ; seed++) {
    const game = carelessPlay('random', seed, { maxActions: 120 });
    if (game.result !== null) continue;
    const resigned = { type: 'resign', by: game.position.toMove } as const;
    const finished = parseRecord({ ...makeRecord(game), actions: [...makeRecord(game).actions, { type: 'resign', by: resigned.by }] });
    if (!finished.ok) throw new Error(finished.error);
    const review = reviewGame(finished.value, referee);
    if (!review.ok) throw new Error(review.error);
    const missed = missedOf(review.value.turns);
    if (!missed) continue;
    return {
      record: makeRecord(game),
      names: game.names,
      resigner: game.names[game.position.toMove],
      missed: { turn: missed.turn, player: game.names[missed.player], lineLength: missed.fault!.missedLine.length },
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

// The end of a game (RULES R8): who won and how, the moral victory (R8.3), each player's knocks and
// false knocks, the turns played and the time taken; play again with the same names. A game played
// with a teaching aid (coach, knock radar) says so plainly.
import { useRef } from 'react';
import { gameOrigin, isCoached, type GameState, type HouseRules } from '../../engine/index.ts';
import { capital } from '../words.ts';
import { selectGame, selectMoral } from '../../store/selectors.ts';
import { recordFileName, recordText } from '../../store/records.ts';
import type { GameStoreState } from '../../store/gameStoreShape.ts';
import { downloadText } from '../download.ts';
import { useEvents, useGame } from '../StoreContext.tsx';
import { useDialogFocus } from '../useDialogFocus.ts';
import { askReview } from '../../store/review/request.ts';
import { useReviewDesk } from '../review/ReviewContext.tsx';
import './screens.css';
import './end.css';

const selectDuration = (s: GameStoreState): number | null =>
  s.startedAt !== null && s.finishedAt !== null ? s.finishedAt - s.startedAt : null;

/** "1 h 4 min", "12 min 5 s", "40 s". */
export function durationWords(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min ${s} s`;
  return `${s} s`;
}

/** "Coached game: the coach and the knock radar were on — not a real game", or null for a real game. */
export function coachedWords(rules: HouseRules): string | null {
  if (!isCoached(rules)) return null;
  const aids =
    rules.coach && rules.knockRadar ? 'the coach and the knock radar were' : rules.coach ? 'the coach was' : 'the knock radar was';
  return `Coached game: ${aids} on — not a real game.`;
}

/** The referee's corner's "Results" button, which opens this screen again. */
const resultsButton = (): HTMLElement | null => document.querySelector<HTMLElement>('[data-focus="results"]');

/** Who won, and how: the screen's first words. */
function headlineOf(game: GameState): string {
  const result = game.result!;
  if (result.kind === 'draw') return result.reason === 'turn-limit' ? 'A draw: the turn limit was reached' : 'A draw, agreed';
  if (result.kind === 'resign') return `${game.names[result.winner]} wins: ${game.names[result.winner === 0 ? 1 : 0]} resigned`;
  return `${game.names[result.winner]} wins!`;
}

/** The moral victory (R8.3) in words. */
function moralWordsOf(game: GameState, moral: NonNullable<ReturnType<typeof selectMoral>>): string {
  if (moral.winner === 'shared') return `The moral victory is shared (${moral.scores[0]} each).`;
  const loser = moral.winner === 0 ? 1 : 0;
  return `The moral victory goes to ${game.names[moral.winner]}: ${moral.scores[moral.winner]} against ${moral.scores[loser]}.`;
}

export function EndScreen() {
  const game = useGame(selectGame)!;
  const moral = useGame(selectMoral)!;
  const duration = useGame(selectDuration);
  const events = useEvents();
  const desk = useReviewDesk();
  const dialog = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen opens on its headline (who won), read first; Tab goes on to "Play again". Esc looks at
  // the table, as "Look at the table" does, and the focus then goes to the table's Results button.
  useDialogFocus(dialog, { onClose: events.resultsClosed, initial: heading, fallback: resultsButton });
  const [a, b] = game.names;
  const headline = headlineOf(game);
  const moralWords = moralWordsOf(game, moral);
  const coached = coachedWords(game.rules);
  // The same players again: a computer seat stays the computer at its level. A game from a set
  // position is played again from that position; a deal's, from a new deal.
  const playAgain = () =>
    events.gameStarted({
      names: game.names,
      dealNumber: null,
      rules: game.rules,
      ...(game.seats && { seats: game.seats }),
      ...(game.start && { start: game.start }),
    });
  return (
    <div className="veil">
      <section ref={dialog} className="dialog end" role="dialog" aria-modal="true" aria-labelledby="end-title">
        <h1 id="end-title" ref={heading} className="end__title" tabIndex={-1}>
          {headline}
        </h1>
        <p className="end__moral">{moralWords}</p>
        {coached && <p className="end__coached">{coached}</p>}
        <table className="end__table">
          <caption className="visually-hidden">Knocks per player</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Knocked</th>
              <th scope="col">False knocks{game.rules.countFalseKnocks ? '' : ' (not counted)'}</th>
              <th scope="col">Moral score</th>
            </tr>
          </thead>
          <tbody>
            {[a, b].map((name, i) => (
              <tr key={i}>
                <th scope="row">{name}</th>
                <td>{game.knocked[i]}</td>
                <td>{game.falseKnocks[i]}</td>
                <td>{moral.scores[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="end__facts">
          {capital(gameOrigin(game))} · {game.turn} {game.turn === 1 ? 'turn' : 'turns'} ·{' '}
          {duration !== null ? durationWords(duration) : 'playing time not known (loaded from a file)'}
        </p>
        <div className="end__buttons">
          <button type="button" className="big" onClick={playAgain}>
            Play again
          </button>
          {desk && (
            <button type="button" className="small small--accent" onClick={() => askReview(desk, { kind: 'table', marked: null })}>
              Review this game
            </button>
          )}
          <button type="button" className="small" onClick={events.startScreenOpened}>
            New game…
          </button>
          <button type="button" className="small" onClick={() => downloadText(recordFileName(game), recordText(game))}>
            Save file
          </button>
          <button type="button" className="small" onClick={events.resultsClosed}>
            Look at the table
          </button>
        </div>
      </section>
    </div>
  );
}

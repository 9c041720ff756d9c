// The start screen: the players' names, a random deal or a typed deal number, the house rules and the
// device settings; or load a game from a record file, or go back to the game on the table.
import { useId, useState, type FormEvent } from 'react';
import {
  checkPlayerNames,
  COMPUTER_LEVELS,
  computerSeat,
  MAX_NAME_LENGTH,
  PERSON,
  type ComputerLevel,
  type NamesProblem,
  type Seat,
} from '../../engine/index.ts';
import { selectGame, selectSetup } from '../../store/selectors.ts';
import { SettingsFields } from '../panels/SettingsFields.tsx';
import { RecordFileInput } from '../panels/RecordFileInput.tsx';
import { RefereeNotice } from '../panels/RefereeNotice.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';
import { HowToPlayButton } from '../rules/RuleText.tsx';
import { YourGames } from '../library/YourGames.tsx';
import { HouseRuleFields, type RuleChoices } from './HouseRuleFields.tsx';
import './screens.css';
import './start.css';

const PLAYER_WORDS = ['The left player’s name', 'The right player’s name'];

/** The engine's objection to the names, as a sentence for this screen. */
function namesSentence({ player, problem }: NamesProblem): string {
  if (player === null) return 'Give the two players different names that do not look alike, so the log and the lessons say who did what.';
  return `${PLAYER_WORDS[player]} ${problem}.`;
}

/** Who plays: two people at one screen, a person (South) against the computer (North), or two computers to watch. */
type Opponent = 'people' | 'computer' | 'watch';

/** A level's name, short enough for a closed list on a phone; what it means is said under the list. */
const LEVEL_NAMES: Record<ComputerLevel, string> = { beginner: 'Beginner', casual: 'Casual', expert: 'Expert' };
const LEVEL_WORDS: Record<ComputerLevel, string> = {
  beginner: 'Misses lines, sometimes misses a fault, may knock falsely.',
  casual: 'Sometimes misses a long line or a fault.',
  expert: 'Never faults, knocks every fault.',
};

/** House rule `findYourself` starts on against the computer's beginner level (docs/rules.md H1), off otherwise; the player may change it. */
const findYourselfFor = (opponent: Opponent, north: ComputerLevel): boolean => opponent === 'computer' && north === 'beginner';

function seatsFor(opponent: Opponent, north: ComputerLevel, south: ComputerLevel): readonly [Seat, Seat] | undefined {
  if (opponent === 'people') return undefined;
  return opponent === 'computer' ? [PERSON, computerSeat(north)] : [computerSeat(south), computerSeat(north)];
}

/**
 * A computer's level: a list of the three names, and under it what the chosen one means. The words sit
 * under the list, where they wrap, and not in its options: a list is as wide as its longest option, and
 * on a phone a long one pushed the whole page off the right edge.
 */
export function LevelChoice({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: ComputerLevel;
  readonly onChange: (level: ComputerLevel) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="level-choice"
        value={value}
        aria-describedby={`${id}-words`}
        onChange={(e) => onChange(e.target.value as ComputerLevel)}
      >
        {COMPUTER_LEVELS.map((level) => (
          <option key={level} value={level}>
            {LEVEL_NAMES[level]}
          </option>
        ))}
      </select>
      <p id={`${id}-words`} className="level-choice__words">
        {LEVEL_WORDS[value]}
      </p>
    </>
  );
}

/** A deal number typed by a player, or why it is not one. */
export function readDealNumber(text: string): { ok: true; value: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: 'A deal number is a whole number, 0 or more, digits only.' };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) return { ok: false, error: 'That deal number is too large.' };
  return { ok: true, value };
}

// eslint-disable-next-line max-lines-per-function -- six fieldsets of the setup form (players, opponent, deal, house rules, this device, teaching aids) in one component; each could be its own
export function StartScreen() {
  const setup = useGame(selectSetup);
  const game = useGame(selectGame);
  const events = useEvents();
  const ids = useId();
  // The names and rules follow the saved setup until the player changes them: the page's first drawing
  // (the start screen built into index.html, main.tsx) has the defaults, and the saved ones come right after.
  const [typedNames, setNames] = useState<[string, string] | null>(null);
  const names = typedNames ?? [setup.names[0], setup.names[1]];
  const [randomDeal, setRandomDeal] = useState(true);
  const [dealText, setDealText] = useState('');
  const [chosenRules, setRules] = useState<RuleChoices>({ findYourself: findYourselfFor('people', 'casual') });
  const rules = { ...setup.rules, ...chosenRules };
  const ruleFields = {
    choices: rules,
    idPrefix: ids,
    onChange: (name: string, value: boolean | number | null) => setRules((now) => ({ ...now, [name]: value })),
  };
  const [error, setError] = useState<string | null>(null);
  const [opponent, setOpponentOnly] = useState<Opponent>('people');
  const [northLevel, setNorthLevelOnly] = useState<ComputerLevel>('casual');
  // Choosing who plays sets Find it yourself to its default for that choice.
  const seatsChosen = (nextOpponent: Opponent, nextLevel: ComputerLevel) => {
    setOpponentOnly(nextOpponent);
    setNorthLevelOnly(nextLevel);
    setRules((now) => ({ ...now, findYourself: findYourselfFor(nextOpponent, nextLevel) }));
  };
  const setOpponent = (next: Opponent) => seatsChosen(next, northLevel);
  const setNorthLevel = (next: ComputerLevel) => seatsChosen(opponent, next);
  const [southLevel, setSouthLevel] = useState<ComputerLevel>('expert');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field takes its default name; everything else follows the engine's rule for names.
    const checked = checkPlayerNames(names.map((n, i) => n.trim() || (i === 0 ? 'South' : 'North')));
    if (!checked.ok) return setError(namesSentence(checked.error));
    const cleanNames: [string, string] = [checked.value[0], checked.value[1]];
    let dealNumber: number | null = null;
    if (!randomDeal) {
      const read = readDealNumber(dealText);
      if (!read.ok) return setError(read.error);
      dealNumber = read.value;
    }
    setError(null);
    const seats = seatsFor(opponent, northLevel, southLevel);
    events.gameStarted({ names: cleanNames, dealNumber, rules: { ...setup.rules, ...rules }, ...(seats && { seats }) });
  };

  const setName = (i: 0 | 1, value: string) => setNames(i === 0 ? [value, names[1]] : [names[0], value]);

  return (
    <main className="screen start">
      <h1 className="start__title" tabIndex={-1} data-screen-heading="">
        Brigadier
      </h1>
      <p className="start__lede">
        The two-player patience with the knock. Two players, one screen: sit side by side, or lay a tablet flat between you.
      </p>
      <RefereeNotice />
      <nav className="start__learn" aria-label="Learn the game">
        <button type="button" className="big" onClick={() => events.teachingScreenOpened('learn')}>
          Learn to play
        </button>
        <button type="button" className="small" onClick={() => events.teachingScreenOpened('drills')}>
          Drills
        </button>
        <button type="button" className="small" onClick={() => events.teachingScreenOpened('analysis')}>
          Analysis board
        </button>
        <HowToPlayButton />
      </nav>
      <form className="start__form" onSubmit={submit} noValidate>
        <fieldset>
          <legend>Players</legend>
          <label htmlFor={`${ids}-p0`}>Player on the left column, bottom edge</label>
          <input
            id={`${ids}-p0`}
            value={names[0]}
            maxLength={MAX_NAME_LENGTH}
            onChange={(e) => setName(0, e.target.value)}
            autoComplete="off"
          />
          <label htmlFor={`${ids}-p1`}>Player on the right column, top edge</label>
          <input
            id={`${ids}-p1`}
            value={names[1]}
            maxLength={MAX_NAME_LENGTH}
            onChange={(e) => setName(1, e.target.value)}
            autoComplete="off"
          />
        </fieldset>
        <fieldset className="start__opponent">
          <legend>Opponent</legend>
          <label className="check">
            <input type="radio" name="opponent" checked={opponent === 'people'} onChange={() => setOpponent('people')} />
            Two people at one screen
          </label>
          <label className="check">
            <input type="radio" name="opponent" checked={opponent === 'computer'} onChange={() => setOpponent('computer')} />
            Play against the computer (you play the left column, the computer the right)
          </label>
          <label className="check">
            <input type="radio" name="opponent" checked={opponent === 'watch'} onChange={() => setOpponent('watch')} />
            Computer against computer: watch, and learn
          </label>
          {opponent !== 'people' && (
            <LevelChoice
              label={opponent === 'watch' ? 'Right column computer' : 'Computer level'}
              value={northLevel}
              onChange={setNorthLevel}
            />
          )}
          {opponent === 'watch' && <LevelChoice label="Left column computer" value={southLevel} onChange={setSouthLevel} />}
        </fieldset>
        <fieldset>
          <legend>Deal</legend>
          <label className="check">
            <input type="radio" name="deal" checked={randomDeal} onChange={() => setRandomDeal(true)} />A random deal
          </label>
          <label className="check">
            <input type="radio" name="deal" checked={!randomDeal} onChange={() => setRandomDeal(false)} />A deal of your choice:
          </label>
          <input
            aria-label="Deal number"
            inputMode="numeric"
            value={dealText}
            placeholder="e.g. 2024"
            onChange={(e) => {
              setDealText(e.target.value);
              setRandomDeal(false);
            }}
          />
          <p className="start__help">The same number deals the same cards on every device.</p>
        </fieldset>
        <fieldset className="start__rules">
          <legend>House rules</legend>
          <HouseRuleFields group="rules" {...ruleFields} />
        </fieldset>
        <fieldset>
          <legend>This device</legend>
          <SettingsFields />
        </fieldset>
        <fieldset>
          <legend>Teaching aids</legend>
          <p className="start__help">A game with either is marked “coached”: not a real game.</p>
          <HouseRuleFields group="teaching" {...ruleFields} />
        </fieldset>
        {error && (
          <p className="start__error" role="alert">
            {error}
          </p>
        )}
        <div className="start__buttons">
          <button type="submit" className="big">
            Deal the cards
          </button>
          <RecordFileInput label="Load a game file…" />
          {game && (
            <button type="button" className="small" onClick={events.startScreenClosed}>
              Back to the game
            </button>
          )}
        </div>
      </form>
      <section className="start__patience" aria-labelledby="start-patience-title">
        <h2 id="start-patience-title" className="start__patience-title">
          A different game, for one player
        </h2>
        <p className="start__patience-words">Brigade is a patience: every card face up, one player, no opponent and no knock.</p>
        <button type="button" className="big" onClick={() => events.patienceOpened()}>
          Brigade — patience for one
        </button>
      </section>
      <YourGames />
    </main>
  );
}

// "What can I play?": the Moves dialog. It lists what the player to move may do now, in words, each
// playable by a click, Enter, or its number; and a field takes a move typed in a few keys (7c t5, ah f).
// Focus goes into it and stays in it while it is open (useDialogFocus; the button, MovesPanel.tsx, gives
// it back when it closes, after a move played from it too). Fetched the first time it opens: the page's first load stays within its budget.
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { GameState } from '../../engine/index.ts';
import type { GameStore } from '../../store/gameStoreShape.ts';
import { moveChoices, playChoice, type MoveChoice } from '../../store/moveChoices.ts';
import { readTypedMove, TYPING_HELP } from '../../store/typedMove.ts';
import { useDialogFocus } from '../useDialogFocus.ts';
import { spokenText } from '../words.ts';

/** Where focus lands when the dialog opens: on the list (L) or in the field (M, /). */
export type Start = 'list' | 'type';

/** Whether a digit pressed on the list is a whole number already: no longer number begins with it. */
const wholeNumber = (digit: number, count: number): boolean => count < 10 || digit * 10 > count;

/** What the dialog is shown: the store to play through, and the table as the button reads it (kept out of this file's imports, so that fetching it later fetches little). */
export interface MovesDialogProps {
  readonly start: Start;
  readonly onClose: () => void;
  readonly store: GameStore;
  readonly game: GameState;
  /** Where the foundation piles are drawn, to name them as the table does. */
  readonly places: readonly number[];
  /** Whether a person may play now. */
  readonly playable: boolean;
}

// eslint-disable-next-line max-lines-per-function -- the choice of card, of place and the keyboard handling in one dialog; the keys could become a hook
export function MovesDialog({ start, onClose, store, game, places, playable }: MovesDialogProps) {
  const choices = useMemo(() => (playable ? moveChoices(game, places) : []), [game, places, playable]);
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<{ readonly question: string; readonly choices: readonly MoveChoice[] } | null>(null);
  // A refusal the game itself made is said by the table's announcer already: shown here, not said twice.
  const [refusal, setRefusal] = useState<{ readonly text: string; readonly said: boolean } | null>(null);
  const [seen, setSeen] = useState(game);
  // A new table (a move played elsewhere, the computer's) asks nothing that was asked of the old one.
  if (seen !== game) {
    setSeen(game);
    setAsked(null);
    setRefusal(null);
  }
  const shown = asked?.choices ?? choices;
  const heading = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Tab stays inside, Esc closes it (useDialogFocus, as every dialog); the button gives the focus back.
  useDialogFocus(dialog, { onClose });
  // Before the dialog is first painted: a key pressed as soon as it shows lands in it.
  useLayoutEffect(() => {
    if (start === 'type') field.current?.focus();
    else dialog.current?.querySelector<HTMLElement>('.moves__list button, .moves__close')?.focus();
  }, [start]);

  const play = (choice: MoveChoice) => {
    let refused: string | null = null;
    const stopHearing = store.onGameEvent((event) => {
      if (event.type === 'refused') refused = event.reason;
    });
    playChoice(store.getState(), game, choice);
    stopHearing();
    // Refused: the referee's words stay here, where the player is; anything else closes the dialog.
    if (refused !== null) setRefusal({ text: refused, said: true });
    else onClose();
  };
  const submit = () => {
    const read = readTypedMove(typed, game, shown);
    if (read.kind === 'play') play(read.choice);
    else if (read.kind === 'choose') {
      setAsked({ question: read.question, choices: read.choices });
      setRefusal(null);
      setTyped('');
    } else setRefusal({ text: read.words, said: false });
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // The table's own shortcuts (R, D, P, K, U) wait while the dialog is open: a letter here is typed.
    event.stopPropagation();
    if (/^[0-9]$/.test(event.key) && event.target !== field.current) {
      event.preventDefault();
      const digit = Number(event.key);
      if (wholeNumber(digit, shown.length)) {
        const choice = shown[digit - 1];
        if (choice) play(choice);
        else setRefusal({ text: `There is no move ${digit}: the list has ${shown.length}.`, said: false });
      } else {
        // 1 of a list of 12 may begin 12: it goes to the field, where Enter plays it.
        setTyped(event.key);
        field.current?.focus();
      }
    }
  };

  return (
    <div ref={dialog} className="popover moves" role="dialog" aria-modal="true" aria-labelledby={heading} onKeyDown={onKeyDown}>
      <h2 id={heading} className="moves__title">
        {playable ? `What ${game.names[game.position.toMove]} can play` : 'Nothing to play now'}
      </h2>
      <form
        className="moves__form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="moves__label">
          Type a move
          <input
            ref={field}
            className="moves__field"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            title={TYPING_HELP}
          />
        </label>
      </form>
      <p className="moves__help">7c t5 · ah f · th o · or a number. Enter plays.</p>
      {refusal && (
        <p className="moves__refusal" role={refusal.said ? undefined : 'alert'}>
          {/* Seen as written ("Q♦ is already on that pile"), heard as a refusal in words: a glyph is read out as "black diamond suit". */}
          <span aria-hidden="true">{refusal.text}</span>
          <span className="visually-hidden">Refused: {spokenText(refusal.text)}</span>
        </p>
      )}
      {asked && <p className="moves__question">{asked.question}</p>}
      {shown.length > 0 ? (
        <ol className="moves__list" aria-label={asked ? asked.question : 'Legal moves'}>
          {shown.map((choice, i) => (
            <li key={i}>
              <button type="button" className="moves__choice" onClick={() => play(choice)}>
                <kbd>{i + 1}</kbd> {choice.words}
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p>{game.result ? 'The game is over.' : `It is ${game.names[game.position.toMove]}'s turn.`}</p>
      )}
      <button type="button" className="small moves__close" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

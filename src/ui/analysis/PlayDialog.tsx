// "Play from here…" on the analysis board: who plays the new game that starts at the board's table —
// two people at one screen, or a person (the bottom edge) against the computer at a level.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { computerSeat, PERSON, type ComputerLevel, type Seat } from '../../engine/index.ts';
import { LevelChoice } from '../screens/StartScreen.tsx';
import { BoardDialog } from './BoardDialog.tsx';

interface PlayDialogProps {
  /** The names the game will have, bottom edge first. */
  readonly names: readonly [string, string];
  /** Starts the game: `seats` absent for two people. */
  readonly onStart: (seats?: readonly [Seat, Seat]) => void;
  readonly onClose: () => void;
}

export function PlayDialog({ names, onStart, onClose }: PlayDialogProps) {
  const id = useId();
  const [computer, setComputer] = useState(false);
  const [level, setLevel] = useState<ComputerLevel>('casual');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const start = (event: FormEvent) => {
    event.preventDefault();
    onStart(computer ? [PERSON, computerSeat(level)] : undefined);
  };

  return (
    <BoardDialog title="Play from here" onClose={onClose}>
      <p className="setup__help">
        A new game starts at this table, with the start screen’s house rules, and is kept in Your games. The game on the table stays there
        too.
      </p>
      <form onSubmit={start}>
        <fieldset className="setup__part play__who">
          <legend>Who plays</legend>
          <label className="check">
            <input ref={first} type="radio" name={`${id}-who`} checked={!computer} onChange={() => setComputer(false)} />
            Two people at one screen: {names[0]} and {names[1]}
          </label>
          <label className="check">
            <input type="radio" name={`${id}-who`} checked={computer} onChange={() => setComputer(true)} />
            {names[0]} against the computer (the computer plays the top edge)
          </label>
          {computer && <LevelChoice label="Computer level" value={level} onChange={setLevel} />}
        </fieldset>
        <div className="end__buttons">
          <button type="submit" className="small small--accent">
            Start the game
          </button>
          <button type="button" className="small" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </BoardDialog>
  );
}

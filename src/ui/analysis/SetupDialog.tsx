// Setting up the analysis board: paste a position (brigadier-position/1 JSON or a position link), take
// the position of the game on the table, or the start of a deal. A paste that is not a position is
// refused with the parser's reason (which names the field), and the board keeps what it had.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { GameState, Position } from '../../engine/index.ts';
import { readDealNumber } from '../screens/StartScreen.tsx';
import { BoardDialog } from './BoardDialog.tsx';
import { dealStart, readPastedPosition, tableGameSource } from './boardInput.ts';

/** A position chosen for the board, with what it is, in words. */
export interface BoardChoice {
  readonly position: Position;
  readonly names?: readonly [string, string];
  readonly source: string;
}

interface SetupDialogProps {
  /** The game on the table, if there is one. */
  readonly game: GameState | null;
  readonly onChosen: (choice: BoardChoice) => void;
  readonly onClose: () => void;
}

export function SetupDialog({ game, onChosen, onClose }: SetupDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [dealText, setDealText] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => area.current?.focus(), []);

  const paste = (event: FormEvent) => {
    event.preventDefault();
    const read = readPastedPosition(text);
    if (!read.ok) return setError(`Not set up: ${read.error.replace(/\.$/, '')}. The board keeps its position.`);
    onChosen({ position: read.value, source: 'a pasted position' });
  };
  const deal = (event: FormEvent) => {
    event.preventDefault();
    const read = readDealNumber(dealText);
    if (!read.ok) return setError(`Not set up: ${read.error} The board keeps its position.`);
    onChosen({ position: dealStart(read.value), source: `the start of deal ${read.value}` });
  };
  const fromGame = () => game && onChosen({ position: game.position, names: game.names, source: tableGameSource(game) });

  return (
    <BoardDialog title="Set up a position" onClose={onClose}>
      <form onSubmit={paste} className="setup__part">
        <label htmlFor={`${id}-paste`}>Paste a position: brigadier-position/1 JSON, or a position link</label>
        <textarea
          id={`${id}-paste`}
          ref={area}
          className="setup__paste"
          rows={6}
          spellCheck={false}
          value={text}
          placeholder='{ "format": "brigadier-position/1", "toMove": 0, … }'
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="small small--accent">
          Use the pasted position
        </button>
      </form>
      <div className="setup__part setup__row">
        <button type="button" className="small" disabled={!game} onClick={fromGame}>
          The position of the game on the table
        </button>
        {!game && <span className="setup__help">(no game on the table)</span>}
      </div>
      <form onSubmit={deal} className="setup__part setup__row">
        <label htmlFor={`${id}-deal`}>The start of deal</label>
        <input
          id={`${id}-deal`}
          className="setup__deal"
          inputMode="numeric"
          value={dealText}
          onChange={(e) => setDealText(e.target.value)}
        />
        <button type="submit" className="small">
          Deal it
        </button>
      </form>
      {error && (
        <p className="setup__error" role="alert">
          {error}
        </p>
      )}
      <div className="end__buttons">
        <button type="button" className="small" onClick={onClose}>
          Cancel
        </button>
      </div>
    </BoardDialog>
  );
}

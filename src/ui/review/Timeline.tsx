// The timeline of a review: one row per turn (who played, what happened), every fault marked knocked,
// missed or still open to a knock, every knock valid or false, the take-backs, and in a coached game the
// coach's warning before each fault. A mark is a symbol and its words, never a colour alone. A row
// chosen is the marked moment: it opens its missed line, the analysis board, or a link to itself.
import { memo } from 'react';
import { faultWords, openSteppedLine } from '../../store/steppedLine.ts';
import type { ReviewedKnock, ReviewedTurn } from '../../engine/index.ts';
import { faultMark, knockWords, turnWords } from './reviewWords.ts';

const FAULT_SYMBOL = { knocked: '✓', missed: '✗', open: '…' } as const;

export interface MomentActions {
  readonly onLine: (turn: ReviewedTurn) => void;
  readonly onBoard: (turn: ReviewedTurn) => void;
  /** The address that opens the review at this turn; null while the game is being packed into it. */
  readonly linkOf: (turn: ReviewedTurn) => string | null;
  readonly onCopy: (link: string) => void;
}

interface RowProps {
  readonly turn: ReviewedTurn;
  readonly names: readonly [string, string];
  readonly knocks: readonly ReviewedKnock[];
  readonly takeBacks: number;
  readonly coached: boolean;
  readonly marked: boolean;
  readonly onMark: (turn: number | null) => void;
  readonly actions: MomentActions;
}

function Marks({ turn, names, knocks, takeBacks, coached }: Omit<RowProps, 'marked' | 'onMark' | 'actions'>) {
  const mark = faultMark(turn);
  return (
    <span className="review__marks">
      {mark && (
        <span className={`review__mark review__mark--${turn.fate}`}>
          <span aria-hidden="true">{FAULT_SYMBOL[turn.fate!]}</span> {mark}
        </span>
      )}
      {knocks.map((knock) => (
        <span key={knock.at} className={`review__mark review__mark--${knock.valid ? 'valid' : 'false'}`}>
          <span aria-hidden="true">{knock.valid ? '✓' : '⚠'}</span> {knockWords(knock, names)}
        </span>
      ))}
      {takeBacks > 0 && (
        <span className="review__mark review__mark--take-back">
          <span aria-hidden="true">←</span> {takeBacks === 1 ? '1 take-back' : `${takeBacks} take-backs`}
        </span>
      )}
      {coached && turn.fault && (
        <span className="review__mark review__mark--coach">
          <span aria-hidden="true">!</span> The coach warned; played anyway
        </span>
      )}
    </span>
  );
}

function Moment({ turn, names, actions }: Pick<RowProps, 'turn' | 'names' | 'actions'>) {
  const link = actions.linkOf(turn);
  const instead = turn.fault && faultWords(openSteppedLine(turn.player === 0 ? 1 : 0, turn.fault), names);
  return (
    <div className="review__moment">
      {instead && <p className="review__instead">{instead}</p>}
      <div className="review__buttons">
        {turn.fault && (
          <button type="button" className="small small--accent" onClick={() => actions.onLine(turn)}>
            Show the missed line
          </button>
        )}
        <button type="button" className="small" onClick={() => actions.onBoard(turn)}>
          Open on the analysis board
        </button>
        {link && (
          <button type="button" className="small" onClick={() => actions.onCopy(link)}>
            Copy a link to this moment
          </button>
        )}
      </div>
      {link && (
        <input
          className="review__link"
          readOnly
          value={link}
          aria-label={`Link to turn ${turn.turn} of this review`}
          onFocus={(e) => e.target.select()}
        />
      )}
    </div>
  );
}

const Row = memo(function Row({ turn, names, knocks, takeBacks, coached, marked, onMark, actions }: RowProps) {
  return (
    <li className={`review__turn${marked ? ' review__turn--marked' : ''}${turn.fault ? ' review__turn--fault' : ''}`} data-turn={turn.turn}>
      <button
        type="button"
        className="review__row"
        aria-expanded={marked}
        aria-current={marked ? 'step' : undefined}
        onClick={() => onMark(marked ? null : turn.turn)}
      >
        <span className="review__no">Turn {turn.turn}</span> <span className="review__who">{names[turn.player]}</span>
        <span className="review__what">{turnWords(turn)}</span>
        <Marks turn={turn} names={names} knocks={knocks} takeBacks={takeBacks} coached={coached} />
      </button>
      {marked && <Moment turn={turn} names={names} actions={actions} />}
    </li>
  );
});

interface TimelineProps {
  readonly turns: readonly ReviewedTurn[];
  readonly names: readonly [string, string];
  readonly knocks: ReadonlyMap<number, readonly ReviewedKnock[]>;
  readonly takeBacks: ReadonlyMap<number, number>;
  readonly coached: boolean;
  readonly marked: number | null;
  readonly onMark: (turn: number | null) => void;
  readonly actions: MomentActions;
}

const NO_KNOCKS: readonly ReviewedKnock[] = [];

export function Timeline({ turns, names, knocks, takeBacks, coached, marked, onMark, actions }: TimelineProps) {
  return (
    <ol className="review__timeline" aria-label="The game turn by turn">
      {turns.map((turn) => (
        <Row
          key={turn.turn}
          turn={turn}
          names={names}
          knocks={knocks.get(turn.turn) ?? NO_KNOCKS}
          takeBacks={takeBacks.get(turn.turn) ?? 0}
          coached={coached}
          marked={marked === turn.turn}
          onMark={onMark}
          actions={actions}
        />
      ))}
    </ol>
  );
}

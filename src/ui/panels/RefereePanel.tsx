// The referee's corner: the last word (a refusal, the turn changing hands, a knock), what the player to
// move may do now, and after a valid knock the panel that steps through the missed line (R7.2); on the
// analysis board, the shortest line stepped through the same way. A coached game says so here.
import { reachWords } from '../../engine/index.ts';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { MissedLineBack } from './missedLineBack.ts';
import { focusLost } from '../focus/focusable.ts';
import { faultWords, missedLineHeadline, lineStepWords, type SteppedLine } from '../../store/steppedLine.ts';
import {
  selectAvailable,
  selectCoached,
  selectFindTry,
  selectGame,
  selectMissedLine,
  selectLine,
  selectSeats,
} from '../../store/selectors.ts';
import { FindItYourself } from './FindItYourself.tsx';
import { CheckingSign } from './CheckingSign.tsx';
import { spokenText } from '../words.ts';
import { ComputerCorner, NudgeOffer } from '../tableLater.tsx';
import { RefereeNotice } from './RefereeNotice.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';
import '../coach/coach.css';
import './referee.css';
import '../table/lesson.css';

function Hint() {
  const game = useGame(selectGame)!;
  const available = useGame(selectAvailable);
  const coached = useGame(selectCoached);
  const events = useEvents();
  const seats = useGame(selectSeats);
  // The computer plays its own turn: its sign (ComputerSign.tsx) says so, and a person has nothing to do.
  if (game.result === null && seats[game.position.toMove].kind === 'computer') return null;
  if (game.result !== null) {
    return (
      <p className="hint">
        The game is over.{' '}
        <button type="button" className="small small--accent" data-focus="results" onClick={events.resultsOpened}>
          Results
        </button>
      </p>
    );
  }
  const name = game.names[game.position.toMove];
  const inPlay = game.position.players[game.position.toMove].inPlay !== null;
  const what = inPlay
    ? 'play the card in play, or discard it to end the turn.'
    : available.pass
      ? 'nothing is left to turn up: move cards, then pass.'
      : 'move cards, or turn up a card from the deck.';
  return (
    <p className="hint">
      {coached && (
        <span className="coached-badge" title="A teaching aid (coach or knock radar) is on: this is not a real game">
          Coached
        </span>
      )}
      <strong>{name} to play:</strong> {what}
    </p>
  );
}

interface SteppedLineProps {
  readonly label: string;
  readonly headline: string;
  /** What was done instead (after a valid knock), or nothing. */
  readonly fault?: string;
  /** What the offender's try turned out to be (house rule `findYourself`), or nothing. */
  readonly tried?: { readonly right: boolean; readonly words: string };
  readonly line: SteppedLine;
  readonly mirror: boolean;
  readonly onStep: (delta: number) => void;
  readonly close: ReactNode;
  readonly onClose: () => void;
}

/** A line drawn on the board, one move at a time: the missed line after a knock, or the analysis board's shortest line. */
function SteppedLineView({ label, headline, fault, tried, line, mirror, onStep, close, onClose }: SteppedLineProps) {
  const names = useGame(selectGame)!.names;
  const length = line.fault.missedLine.length;
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown after the offender's try (or "Show me", whose button is gone): the focus comes to the line, where a screen reader reads on.
  useEffect(() => {
    if (tried !== undefined && !mirror && focusLost()) heading.current?.focus();
    // Once, as the line is shown: a later step leaves the focus where the player put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    // The copy turned to the top player in table mode is a landmark of its own: it needs its own name.
    <section className="lesson" aria-label={mirror ? `${label}, turned to the top player` : label}>
      {/* After a valid knock the focus comes here (focusIntent.ts): the copy that speaks, not the mirror. */}
      <h3
        ref={heading}
        className="lesson__headline"
        aria-label={spokenText(headline)}
        tabIndex={-1}
        data-focus={mirror ? undefined : 'lesson'}
      >
        {headline}
      </h3>
      {/* The words scroll on their own where the edge is short (a phone), so the buttons stay in view. */}
      <div className="lesson__words">
        {tried?.words && <p className={`lesson__tried lesson__tried--${tried.right ? 'right' : 'wrong'}`}>{tried.words}</p>}
        {fault && <p className="lesson__fault">{fault}</p>}
        <p className="lesson__step">{lineStepWords(line, names)}</p>
        {/* The step as a screen reader should hear it: cards in words. */}
        {!mirror && (
          <p className="visually-hidden" aria-live="polite">
            {spokenText(lineStepWords(line, names))}
          </p>
        )}
      </div>
      <div className="lesson__buttons">
        <button type="button" className="small" disabled={line.step === 0} onClick={() => onStep(-1)}>
          <span aria-hidden="true">◀</span> Back
        </button>
        <button type="button" className="small small--accent" disabled={line.step === length} onClick={() => onStep(1)}>
          Show next move <span aria-hidden="true">▶</span>
        </button>
        <button type="button" className="small" onClick={onClose}>
          {close}
        </button>
      </div>
    </section>
  );
}

function MissedLinePanel({ mirror }: { readonly mirror: boolean }) {
  const missedLine = useGame(selectMissedLine)!;
  const findTry = useGame(selectFindTry);
  const names = useGame(selectGame)!.names;
  const events = useEvents();
  const back = useContext(MissedLineBack);
  if (findTry?.status === 'trying') return <FindItYourself line={missedLine} names={names} mirror={mirror} />;
  // After the try (or "Show me"), what it turned out to be; a skipped try says nothing.
  const tried =
    findTry?.status === 'right' || findTry?.status === 'wrong'
      ? { right: findTry.status === 'right', words: findTry.words }
      : findTry?.status === 'skipped'
        ? { right: false, words: '' }
        : undefined;
  return (
    <SteppedLineView
      label="The missed foundation play"
      headline={missedLineHeadline(missedLine, names)}
      fault={faultWords(missedLine, names)}
      {...(tried && { tried })}
      line={missedLine}
      mirror={mirror}
      onStep={events.missedLineStepped}
      close={
        <>
          {back} <kbd>Esc</kbd>
        </>
      }
      onClose={events.missedLineClosed}
    />
  );
}

/** The shortest line from the position on the table (the analysis board). */
function LinePanel({ mirror }: { readonly mirror: boolean }) {
  const line = useGame(selectLine)!;
  const events = useEvents();
  return (
    <SteppedLineView
      label="The shortest line"
      headline={`Shortest line: ${reachWords(line.fault.missedLine)}`}
      line={line}
      mirror={mirror}
      onStep={events.lineStepped}
      close="Close the line"
      onClose={events.lineClosed}
    />
  );
}

/** `mirror`: the copy facing player 1 in table mode; only the first copy speaks to screen readers. */
export function RefereePanel({ mirror = false }: { readonly mirror?: boolean }) {
  const missedLine = useGame(selectMissedLine);
  const line = useGame(selectLine);
  return (
    <div className="referee">
      {missedLine ? (
        <MissedLinePanel mirror={mirror} />
      ) : line ? (
        <LinePanel mirror={mirror} />
      ) : (
        <>
          <RefereeNotice mirror={mirror} />
          {!mirror && <CheckingSign />}
          {!mirror && <ComputerCorner />}
          <NudgeOffer mirror={mirror} />
          <Hint />
        </>
      )}
    </div>
  );
}

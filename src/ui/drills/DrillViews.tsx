// The two drills on the real table: the task above it, the verdict when answered, and the way on.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { countWords } from '../../engine/index.ts';
import { SPOT_LEVELS, type DrillStats, type SpotDrill, type WatcherDrill } from '../../learn/index.ts';
import type { Settings } from '../../store/gameStoreShape.ts';
import { FeedbackBox } from '../learn/CoachParts.tsx';
import { PracticeTable } from '../learn/PracticeTable.tsx';
import { useSpotRun, type SpotAnswer } from './useSpotRun.ts';
import { RuleLink } from '../rules/RuleText.tsx';
import { useWatcherRun, type WatcherAnswer } from './useWatcherRun.ts';
import { moveCardWords, usePointerWords } from '../pointer.ts';
import { capital } from '../words.ts';

/** Between the turn's actions when the replay plays on its own. */
export const WATCH_PACE_MS = 1800;

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** "Score 40 · streak 2 (best 3) · 4 right of 5 · best time 8.2 s". */
export function statsWords(stats: DrillStats, level: number): string {
  const best = stats.bestTimes[String(level)];
  return [
    `Score ${stats.score}`,
    `streak ${stats.streak} (best ${stats.bestStreak})`,
    `${stats.right} right of ${stats.played}`,
    ...(best === undefined ? [] : [`best time ${seconds(best)}`]),
  ].join(' · ');
}

/** What a level asks, in words. */
export function levelWords(level: number): string {
  const l = SPOT_LEVELS.find((x) => x.level === level)!;
  if (l.maxDistance === 0) return 'a foundation play is there now';
  const range =
    l.minDistance === l.maxDistance ? countWords(l.minDistance) : `${countWords(l.minDistance)} or ${countWords(l.maxDistance)}`;
  return `${range} ${l.maxDistance === 1 ? 'move' : 'moves'} first, then the foundation play`;
}

/** A drill's scores, at the top edge of its table. */
function Scores({ stats, level }: { readonly stats: DrillStats; readonly level: number }) {
  return <p className="practice__scores">{statsWords(stats, level)}</p>;
}

interface Common {
  readonly settings: Settings;
  readonly stats: DrillStats;
  /** How long the drill took to make: not for the player, kept on the panel as data-made-ms for the browser tests' figures. */
  readonly madeInMs: number;
  readonly now: () => number;
  /** The next drill is being made. */
  readonly dealing: boolean;
  readonly onAnother: () => void;
  readonly onMenu: () => void;
}

interface WayOnProps {
  readonly answered: boolean;
  readonly dealing: boolean;
  readonly onAnother: () => void;
  readonly onMenu: () => void;
  /** Offered after a wrong answer on a drill with a fault: shows the line that was missed. */
  readonly onShowLine?: () => void;
  readonly children?: ReactNode;
}

function WayOn({ answered, dealing, onAnother, onMenu, onShowLine, children }: WayOnProps) {
  return (
    <div className="coach__buttons">
      {children}
      {onShowLine && (
        <button type="button" className="small" onClick={onShowLine}>
          Show the missed line on the table
        </button>
      )}
      <button
        type="button"
        className={answered ? 'small small--accent' : 'small'}
        onClick={onAnother}
        disabled={dealing}
        autoFocus={answered}
      >
        {dealing ? 'Dealing a drill…' : 'Another drill'}
      </button>
      <button type="button" className="small" onClick={onMenu}>
        Drills menu
      </button>
    </div>
  );
}

export function SpotView({
  drill,
  onAnswer,
  source,
  ...common
}: Common & {
  readonly drill: SpotDrill;
  readonly onAnswer: (answer: SpotAnswer) => void;
  /** Where a drill made from a position link comes from ("from your games"); absent for a dealt drill, named by its seed. */
  readonly source?: string;
}) {
  const run = useSpotRun(drill, common.settings, common.now, onAnswer);
  const level = SPOT_LEVELS.find((l) => l.level === drill.level)!;
  const mover = run.game.names[drill.position.toMove];
  const heading = useRef<HTMLHeadingElement>(null);
  const pointer = usePointerWords();
  useEffect(() => heading.current?.focus(), []);
  const panel = (
    <div className="coach">
      <div className="coach__task">
        <p className="coach__meta" data-made-ms={Math.round(common.madeInMs)}>
          Spot the play · level {level.level}: {level.name} · {source ?? `drill ${drill.seed}`}
        </p>
        <h2 className="coach__title" ref={heading} tabIndex={-1}>
          {mover} to play: find the foundation play
        </h2>
        <p className="coach__instruction">
          Reach a foundation play by a shortest way: {levelWords(drill.level)}. A longer way is a fault (<RuleLink rule="R6.3" />
          ).
        </p>
      </div>
      <div className="coach__side">
        <FeedbackBox feedback={run.feedback} idle={`${capital(moveCardWords(pointer))}. The clock is running.`} />
        <WayOn
          answered={run.answer !== null}
          dealing={common.dealing}
          onAnother={common.onAnother}
          onMenu={common.onMenu}
          onShowLine={run.answer?.fault ? run.showLine : undefined}
        />
      </div>
    </div>
  );
  return (
    <PracticeTable
      store={run.store}
      panel={panel}
      panelLabel="Drill: spot the play"
      seat={drill.position.toMove}
      title={<Scores stats={common.stats} level={drill.level} />}
    />
  );
}

export function WatcherView({
  drill,
  onAnswer,
  ...common
}: Common & { readonly drill: WatcherDrill; readonly onAnswer: (answer: WatcherAnswer) => void }) {
  const run = useWatcherRun(drill, common.settings, common.now, onAnswer);
  // The learner starts the replay's own pace: the drill is about when they knock.
  const [auto, setAuto] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { touch } = usePointerWords();
  useEffect(() => heading.current?.focus(), []);
  const mover = drill.names[drill.mover];
  const watcher = drill.names[drill.watcher];
  const more = run.answer === null && run.shown < run.total;
  const { playNext } = run;
  useEffect(() => {
    if (!auto || !more) return;
    const timer = setTimeout(playNext, WATCH_PACE_MS);
    return () => clearTimeout(timer);
  }, [auto, more, playNext, run.shown]);
  const panel = (
    <div className="coach">
      <div className="coach__task">
        <p className="coach__meta" data-made-ms={Math.round(common.madeInMs)}>
          Be the watcher · drill {drill.seed}
        </p>
        <h2 className="coach__title" ref={heading} tabIndex={-1}>
          You are {watcher}: watch {mover}’s turn
        </h2>
        <p className="coach__instruction">
          Knock{touch ? '' : ' (K)'} as soon as {mover} makes a fault (<RuleLink rule="R7.1" />
          ); if the whole turn is clean, let it pass.
        </p>
      </div>
      <div className="coach__side">
        <FeedbackBox feedback={run.feedback} idle={`${run.total} actions to watch. Nothing has happened yet.`} />
        <WayOn
          answered={run.answer !== null}
          dealing={common.dealing}
          onAnother={common.onAnother}
          onMenu={common.onMenu}
          onShowLine={run.answer && !run.answer.verdict.right && drill.fault ? run.showLine : undefined}
        >
          {run.answer === null && (
            <>
              <button type="button" className="small small--accent" disabled={!more} onClick={playNext}>
                Next action ({Math.min(run.shown + 1, run.total)} of {run.total}) <span aria-hidden="true">▶</span>
              </button>
              <button type="button" className="small" aria-pressed={auto} disabled={!more} onClick={() => setAuto(!auto)}>
                {auto ? 'Pause' : 'Play on its own'}
              </button>
              <button type="button" className="small" disabled={more} onClick={run.letPass}>
                Let it pass
              </button>
            </>
          )}
        </WayOn>
      </div>
    </div>
  );
  return (
    <PracticeTable
      store={run.store}
      panel={panel}
      panelLabel="Drill: be the watcher"
      seat={drill.watcher}
      title={<Scores stats={common.stats} level={1} />}
    />
  );
}

// The drills (practice at knocking without fear): a menu with each drill's scores, then "Spot the play"
// at a chosen level or "Be the watcher" on the real table. Drills are made from seeded self-play off the
// page's thread (makeDrill.ts); scores, streaks and best times are kept in the page's storage
// (drillScores.ts, storedValue.ts).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { SPOT_LEVELS, type OwnDrill } from '../../learn/index.ts';
import { DRILL_SCORES_FORMAT, drillAnswered, type DrillKind } from '../../store/drillScores.ts';
import { selectDrillLink, selectSettings } from '../../store/selectors.ts';
import { useStoredValue } from '../learn/learnerStorage.tsx';
import { StoredProblem, WaysBack } from '../learn/ScreenParts.tsx';
import { useEvents, useGame } from '../StoreContext.tsx';
import { OwnDrillsCard } from './OwnDrillsCard.tsx';
import { useOwnDrills } from './useOwnDrills.ts';
import type { DrillReply, DrillRequest } from './drillBuild.ts';
import { levelWords, SpotView, statsWords, WatcherView } from './DrillViews.tsx';
import { makeDrill } from './makeDrill.ts';
import '../screens/screens.css';
import '../learn/learn.css';

/** Makes a drill for a request; the page's own maker unless a test gives another. */
export type DrillMaker = (request: DrillRequest) => Promise<DrillReply>;

/** A drill from your games (or a shared one, with an empty list): the list it was played from, to play the next. */
interface FromOwnDrills {
  readonly list: readonly OwnDrill[];
  /** The drill's place in the list (a fault and the knock it let pass share a position, so a link may come twice). */
  readonly at: number;
}

/** The menu (with why the last drill could not be made, if so), or a drill on the table. */
type View =
  | { readonly name: 'menu'; readonly failed?: { readonly request: DrillRequest; readonly error: string } }
  | {
      readonly name: 'drill';
      readonly reply: Extract<DrillReply, { ok: true; kind: 'spot' | 'watcher' }>;
      readonly request: DrillRequest;
      readonly own?: FromOwnDrills;
    };

const randomSeed = (): number => Math.floor(Math.random() * 1_000_000);

export interface DrillsScreenProps {
  /** Makes a drill; the Web Worker maker unless a test gives another. */
  readonly maker?: DrillMaker;
  /** A new drill's seed. */
  readonly seed?: () => number;
  /** The clock for answer times, in ms. */
  readonly now?: () => number;
}

// eslint-disable-next-line max-lines-per-function -- the level picker, the records and both kinds of drill (spot and watcher) in one screen; each kind could be its own component
export function DrillsScreen({ maker = makeDrill, seed = randomSeed, now = () => performance.now() }: DrillsScreenProps = {}) {
  const settings = useGame(selectSettings);
  const ids = useId();
  const { value: records, problem, changed } = useStoredValue(DRILL_SCORES_FORMAT);
  const [level, setLevel] = useState(1);
  const [view, setView] = useState<View>({ name: 'menu' });
  // A drill being made: the screen stays as it is (the menu, or the drill just answered) until it comes.
  const [making, setMaking] = useState(false);
  const asked = useRef(0);

  const start = useCallback(
    (request: DrillRequest, own?: FromOwnDrills) => {
      const ticket = ++asked.current;
      setMaking(true);
      void maker(request).then((reply) => {
        if (ticket !== asked.current) return;
        setMaking(false);
        if (reply.ok && reply.kind !== 'own') setView({ name: 'drill', reply, request, ...(own && { own }) });
        else setView({ name: 'menu', failed: { request, error: reply.ok ? 'not a drill' : reply.error } });
      });
    },
    [maker],
  );
  const ownDrills = useOwnDrills(maker);
  // A shared drill link opened the screen: it plays that drill (from no deck: "Another drill" is a new spot drill).
  const drillLink = useGame(selectDrillLink);
  const events = useEvents();
  useEffect(() => {
    if (drillLink === null) return;
    events.drillLinkOpened(null);
    start({ kind: 'link', link: drillLink }, { list: [], at: 0 });
  }, [drillLink, events, start]);
  const answered = (kind: DrillKind, right: boolean, level: number, timeMs: number) =>
    changed((r) => drillAnswered(r, kind, { right, level, timeMs }));
  const menu = () => {
    asked.current++;
    setMaking(false);
    setView({ name: 'menu' });
  };
  const another = (request: DrillRequest, own?: FromOwnDrills) => {
    if (request.kind === 'spot' || request.kind === 'watcher') return start({ ...request, seed: seed() });
    // The list's next drill after this one; after the last, or from a shared link, a new spot drill at the level chosen.
    const at = (own?.at ?? -1) + 1;
    const next = own?.list[at];
    if (next && own) start({ kind: 'link', link: next.link }, { list: own.list, at });
    else start({ kind: 'spot', seed: seed(), level });
  };

  if (view.name === 'drill') {
    const { reply, request, own } = view;
    const common = { settings, madeInMs: reply.ms, now, dealing: making, onAnother: () => another(request, own), onMenu: menu };
    return reply.kind === 'spot' ? (
      <SpotView
        key={request.kind === 'link' ? `link-${own?.at ?? 0}-${request.link}` : `spot-${reply.drill.seed}-${reply.drill.level}`}
        drill={reply.drill}
        {...(request.kind === 'link' && { source: own && own.list.length > 0 ? 'from your games' : 'a shared drill' })}
        stats={records.spot}
        onAnswer={(a) => answered('spot', a.right, reply.drill.level, a.timeMs)}
        {...common}
      />
    ) : (
      <WatcherView
        key={`watcher-${reply.drill.seed}`}
        drill={reply.drill}
        stats={records.watcher}
        onAnswer={(a) => answered('watcher', a.verdict.right, 1, a.timeMs)}
        {...common}
      />
    );
  }

  return (
    <main className="screen learn">
      <h1 className="start__title" tabIndex={-1} data-screen-heading="">
        Drills
      </h1>
      <p className="start__lede">
        Positions from real (computer-played) games. Spot the foundation play, or catch the fault as the watcher.
      </p>
      <StoredProblem problem={problem} />
      {making && (
        <p className="learn__making" role="status">
          Dealing a drill…
        </p>
      )}
      {view.failed && (
        <p className="learn__problem" role="alert">
          No drill could be made ({view.failed.error}).{' '}
          <button type="button" className="small" onClick={() => another(view.failed!.request)}>
            Try another
          </button>
        </p>
      )}
      <div className="drills">
        <section className="learn__card drills__card" aria-labelledby={`${ids}-spot`}>
          <h2 id={`${ids}-spot`}>Spot the play</h2>
          <p>A position where a foundation play can be reached. Play a shortest way to it: a longer way is a fault.</p>
          <fieldset className="drills__levels">
            <legend>Level</legend>
            {SPOT_LEVELS.map((l) => (
              <label key={l.level} className="check">
                <input type="radio" name={`${ids}-level`} checked={level === l.level} onChange={() => setLevel(l.level)} />
                <span>
                  <strong>
                    {l.level} · {l.name}
                  </strong>{' '}
                  — {levelWords(l.level)}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="button" className="big" disabled={making} onClick={() => start({ kind: 'spot', seed: seed(), level })}>
            Start spotting
          </button>
          <p className="coach__stats">{statsWords(records.spot, level)}</p>
        </section>
        <section className="learn__card drills__card" aria-labelledby={`${ids}-watch`}>
          <h2 id={`${ids}-watch`}>Be the watcher</h2>
          <p>A turn replayed one action at a time. Knock when you see a fault — or let a clean turn pass.</p>
          <button type="button" className="big" disabled={making} onClick={() => start({ kind: 'watcher', seed: seed() })}>
            Start watching
          </button>
          <p className="coach__stats">{statsWords(records.watcher, 1)}</p>
        </section>
        <OwnDrillsCard
          {...ownDrills}
          making={making}
          onPlay={(drill, list) => start({ kind: 'link', link: drill.link }, { list, at: list.indexOf(drill) })}
        />
      </div>
      <WaysBack across="learn" />
    </main>
  );
}

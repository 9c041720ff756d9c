// The own drills's drills, kept up to date: every finished game of the games library not yet read
// is reviewed, one at a time, off the page's thread (the drill maker's worker, drillBuild.ts), and what
// its own misses became is kept (src/store/ownDrills.ts) so that the list survives a reload.
import { useEffect, useMemo, useState } from 'react';
import type { OwnDrill } from '../../learn/index.ts';
import { ownDrillsInOrder, gameRead, OWN_DRILLS_FORMAT } from '../../store/ownDrills.ts';
import type { LibraryState } from '../../store/library/connect.ts';
import { useLibrary, useLibraryStore } from '../library/LibraryContext.tsx';
import { useStoredValue } from '../learn/learnerStorage.tsx';
import type { DrillMaker } from './DrillsScreen.tsx';

export interface OwnDrillsState {
  /** The list's drills, the most recent game first. */
  readonly drills: readonly OwnDrill[];
  /** Finished games still to be read, while some are; null when none. */
  readonly reading: number | null;
  /** Why the stored list could not be read, if so. */
  readonly problem: string | null;
}

const NO_GAMES: LibraryState['games'] = [];
const finishedIds = (games: LibraryState['games']): string[] => games.filter((g) => g.summary !== null).map((g) => g.id);

export function useOwnDrills(maker: DrillMaker): OwnDrillsState {
  const library = useLibraryStore();
  const games = useLibrary((s) => s.games, NO_GAMES);
  const { value: kept, problem, changed } = useStoredValue(OWN_DRILLS_FORMAT);
  const finished = useMemo(() => finishedIds(games), [games]);
  const unread = finished.filter((id) => kept.games[id] === undefined);
  // A game whose record cannot be read or replayed is passed over (for this visit), not asked again and again.
  const [passed, setPassed] = useState<ReadonlySet<string>>(new Set());
  const toRead = unread.find((id) => !passed.has(id));
  useEffect(() => {
    if (toRead === undefined || library === null) return;
    let live = true;
    const pass = () => live && setPassed((p) => new Set([...p, toRead]));
    void library
      .getState()
      .entry(toRead)
      .then(async (entry) => {
        if (!entry || !live) return pass();
        const reply = await maker({ kind: 'own', gameId: toRead, record: entry.record });
        if (!live) return;
        if (reply.ok && reply.kind === 'own') changed((d) => gameRead(d, toRead, reply.drills));
        else pass();
      }, pass);
    return () => {
      live = false;
    };
  }, [toRead, library, maker, changed]);
  const drills = useMemo(() => ownDrillsInOrder(kept, finished), [kept, finished]);
  const left = unread.filter((id) => !passed.has(id)).length;
  return { drills, reading: toRead === undefined ? null : left, problem };
}

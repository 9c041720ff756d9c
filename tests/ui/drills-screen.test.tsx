// @vitest-environment jsdom
// The drills: the menu with scores kept in storage, "Spot the play" right and wrong on the real
// table, "Be the watcher" with a right knock, a clean turn let pass and a missed fault; corrupt scores.
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardName, gameAt, legalMoves, wouldBeFault, type CardMove } from '../../src/engine/index.ts';
import { makeSpotDrill, makeWatcherDrill, type WatcherDrill } from '../../src/learn/index.ts';
import { DRILLS_KEY } from '../../src/store/drillScores.ts';
import { buildDrill, type DrillReply, type DrillRequest } from '../../src/ui/drills/drillBuild.ts';
import { WATCH_PACE_MS } from '../../src/ui/drills/DrillViews.tsx';
import { placeOfFrom } from '../../src/ui/places.ts';
import { clickMove, feedback, placeEl, showScreen } from './learn-helpers.tsx';
import { referee } from '../store/helpers.ts';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The screen with drills made at once, from the given seeds in turn, and a clock that moves 1.5 s per reading. */
function show(seeds: number[], maker: (r: DrillRequest) => Promise<DrillReply> = (r) => Promise.resolve(buildDrill(r))) {
  let i = 0;
  let clock = 0;
  return showScreen('drills', { maker, seed: () => seeds[i++ % seeds.length]!, now: () => (clock += 1500) });
}
const stored = () => JSON.parse(localStorage.getItem(DRILLS_KEY) ?? 'null');
const firstWatcher = (test: (d: WatcherDrill) => boolean): WatcherDrill => {
  for (let seed = 1; seed < 200; seed++) {
    const drill = makeWatcherDrill(seed);
    if (test(drill)) return drill;
  }
  throw new Error('no such watcher drill');
};

describe('the drills menu', () => {
  it('offers every level and both drills, with the scores so far', () => {
    show([1]);
    expect(screen.getByRole('heading', { level: 1, name: 'Drills' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: /1 · In plain sight — a foundation play is there now/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /4 · Buried — three or four moves first/ })).toBeInTheDocument();
    expect(screen.getAllByText('Score 0 · streak 0 (best 0) · 0 right of 0')).toHaveLength(2);
  });

  it('refuses corrupt scores with a message, and starts from nothing', () => {
    localStorage.setItem(DRILLS_KEY, '{"version":1,"spot":');
    show([1]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your drill scores could not be read (they are not readable text (JSON)), so they start again from nothing.',
    );
    expect(stored().spot.played).toBe(0);
  });

  it('refuses scores of another version, under strict mode too', () => {
    localStorage.setItem(DRILLS_KEY, JSON.stringify({ version: 2, spot: {}, watcher: {} }));
    showScreen('drills', {}, true);
    expect(screen.getByRole('alert')).toHaveTextContent('they have version 2, and this page reads version 1');
    expect(stored().version).toBe(1);
  });

  it('says while a drill is being made, and when none could be made', async () => {
    let answer: (reply: DrillReply) => void = () => {};
    show([1], () => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start watching' }));
    expect(screen.getByRole('status')).toHaveTextContent('Dealing a drill…');
    expect(screen.getByRole('button', { name: 'Start watching' })).toBeDisabled();
    answer({ ok: false, error: 'no turn found' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No drill could be made (no turn found).');
  });

  it('without Web Workers (here), the page makes the drill itself', async () => {
    showScreen('drills', { seed: () => 5 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start spotting' }));
    const region = await screen.findByRole('region', { name: 'Drill: spot the play' });
    expect(region).toHaveTextContent(/drill 5(?!\d)/);
    // How long it took is kept for the browser tests' figures, never shown to the player.
    expect(region).not.toHaveTextContent(/made in|\d+ ms/);
    expect(region.querySelector('.coach__meta')?.getAttribute('data-made-ms')).toMatch(/^\d+$/);
  });

  it('goes back to the start, or to the course', async () => {
    const store = show([1]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Learn to play' }));
    expect(store.getState().screen).toBe('learn');
    store.getState().teachingScreenOpened('drills');
    await user.click(await screen.findByRole('button', { name: 'Back to the start' }));
    expect(store.getState().screen).toBe('start');
  });
});

describe('spot the play', () => {
  it('a shortest line is right: scored, timed and kept', async () => {
    const drill = makeSpotDrill(5, 1);
    show([5]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start spotting' }));
    expect(await screen.findByRole('region', { name: 'Drill: spot the play' })).toHaveTextContent(`drill 5`);
    for (const move of drill.line) await clickMove(user, move, drill.position.toMove);
    expect(feedback()).toHaveTextContent(/^Well done! Found it! Time: \d+\.\d s\.$/);
    expect(screen.getByText(/^Score 10 · streak 1 \(best 1\) · 1 right of 1 · best time \d+\.\d s$/)).toBeInTheDocument();
    expect(stored().spot).toMatchObject({ played: 1, right: 1, score: 10, streak: 1 });
  });

  it('each move on a shortest way says how many are left', async () => {
    const drill = makeSpotDrill(1, 3);
    show([1]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /3 · Two moves away/ }));
    await user.click(screen.getByRole('button', { name: 'Start spotting' }));
    await screen.findByRole('region', { name: 'Drill: spot the play' });
    await clickMove(user, drill.line[0]!, drill.position.toMove);
    expect(feedback()).toHaveTextContent('Good. Two more moves to go.');
    await clickMove(user, drill.line[1]!, drill.position.toMove);
    expect(feedback()).toHaveTextContent('Good. One more move to go.');
    await clickMove(user, drill.line[2]!, drill.position.toMove);
    expect(feedback()).toHaveTextContent(/^Well done! Found it in 3 moves: the shortest way\. Time: \d+\.\d s\.$/);
  });

  it('a longer way is a fault: wrong, taken back, the shortest line said and shown on the table', async () => {
    const drill = makeSpotDrill(1, 2);
    const mover = drill.position.toMove;
    const game = gameAt(drill.position);
    const fault: CardMove = legalMoves(drill.position).find((m) => wouldBeFault(game, { type: 'move', move: m }, referee))!;
    show([1]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /2 · One move away/ }));
    await user.click(screen.getByRole('button', { name: 'Start spotting' }));
    await screen.findByRole('region', { name: 'Drill: spot the play' });
    await clickMove(user, fault, mover);
    // The shortest line, in words, from where the answer went wrong (here the start).
    expect(feedback()).toHaveTextContent(
      /^Not quite\. That leaves the shortest way \(R6\.3\): .+ can go up in two moves\. Move .+, then .+ to (the|a new) foundation\.$/,
    );
    expect(
      within(placeEl(placeOfFrom(fault.from, mover)))
        .getAllByRole('button')
        .at(-1),
    ).toHaveAccessibleName(new RegExp(`^${cardName(fault.card)}`));
    expect(stored().spot).toMatchObject({ played: 1, right: 0, streak: 0, score: 0 });
    await user.click(screen.getByRole('button', { name: 'Show the missed line on the table' }));
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
  });

  it('a refused move does not count', async () => {
    const drill = makeSpotDrill(1, 2);
    const mover = drill.position.toMove;
    show([1]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /2 · One move away/ }));
    await user.click(screen.getByRole('button', { name: 'Start spotting' }));
    await screen.findByRole('region', { name: 'Drill: spot the play' });
    // The mover's own claw never takes a card (R4).
    const pile = drill.position.tableau.findIndex((p) => p.length > 0);
    await user.click(
      within(placeEl(`tableau:${pile}`))
        .getAllByRole('button')
        .at(-1)!,
    );
    await user.click(placeEl(`discard:${mover}`));
    expect(feedback()).toHaveTextContent(/^The table refused that: .+ It does not count; try again\.$/);
    expect(stored()).toBeNull();
  });

  it('while the next drill is being made, the one on the table stays', async () => {
    let calls = 0;
    let answer: (reply: DrillReply) => void = () => {};
    show([5, 6], (r) => (++calls === 1 ? Promise.resolve(buildDrill(r)) : new Promise((resolve) => (answer = resolve))));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start spotting' }));
    await screen.findByRole('region', { name: 'Drill: spot the play' });
    await user.click(screen.getByRole('button', { name: 'Another drill' }));
    expect(screen.getByRole('button', { name: 'Dealing a drill…' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Drill: spot the play' })).toHaveTextContent('drill 5');
    answer(buildDrill({ kind: 'spot', seed: 6, level: 1 }));
    expect(await screen.findByText(/drill 6$/)).toBeInTheDocument();
  });

  it('another drill deals a new one; the menu shows the kept scores', async () => {
    show([5, 6]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start spotting' }));
    expect(await screen.findByRole('region', { name: 'Drill: spot the play' })).toHaveTextContent('drill 5');
    await user.click(screen.getByRole('button', { name: 'Another drill' }));
    expect(await screen.findByText(/drill 6$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drills menu' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Drills' })).toBeInTheDocument();
  });
});

describe('be the watcher', () => {
  const start = async (drill: WatcherDrill) => {
    show([drill.seed]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Start watching' }));
    await screen.findByRole('region', { name: 'Drill: be the watcher' });
    return user;
  };
  const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /^Next action/ }));

  it('a knock just after the fault is right, and the missed line opens', async () => {
    const drill = firstWatcher((d) => d.fault !== null);
    const user = await start(drill);
    expect(screen.getByRole('button', { name: 'Let it pass' })).toBeDisabled();
    for (let i = 0; i <= drill.fault!.index; i++) await next(user);
    expect(feedback()).toHaveTextContent(`Action ${drill.fault!.index + 1} of ${drill.actions.length}:`);
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(feedback()).toHaveTextContent(`Well done! Right, a valid knock: ${drill.fault!.missed}`);
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
    expect(stored().watcher).toMatchObject({ played: 1, right: 1 });
  });

  it('a clean turn let pass is right', async () => {
    const drill = firstWatcher((d) => d.fault === null);
    const user = await start(drill);
    for (let i = 0; i < drill.actions.length; i++) await next(user);
    expect(feedback()).toHaveTextContent('The turn is over: knock, or let it pass.');
    expect(screen.getByRole('button', { name: /^Next action/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Let it pass' }));
    expect(feedback()).toHaveTextContent(`Right: ${drill.names[drill.mover]}'s turn had no fault, so there was nothing to knock.`);
    // Answered, the drill is no longer live: a knock now is taken back unheard, never a false knock.
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(feedback()).toHaveTextContent(`Right: ${drill.names[drill.mover]}'s turn had no fault, so there was nothing to knock.`);
    expect(screen.getByRole('region', { name: `${drill.names[drill.watcher]}'s side` })).toHaveTextContent('False knocks: 0');
    expect(stored().watcher).toMatchObject({ played: 1, right: 1 });
  });

  it('a fault let pass is wrong and named, and its line can be stepped through', async () => {
    const drill = firstWatcher((d) => d.fault !== null);
    const user = await start(drill);
    for (let i = 0; i < drill.actions.length; i++) await next(user);
    await user.click(screen.getByRole('button', { name: 'Let it pass' }));
    expect(feedback()).toHaveTextContent(`Not quite. ${drill.names[drill.mover]}'s turn had a fault you let pass: ${drill.fault!.missed}`);
    await user.click(screen.getByRole('button', { name: 'Show the missed line on the table' }));
    expect(screen.getByRole('region', { name: 'The missed foundation play' })).toBeInTheDocument();
    expect(stored().watcher).toMatchObject({ played: 1, right: 0 });
  });

  it('the turn can play on its own, and be paused', async () => {
    const drill = firstWatcher((d) => d.actions.length >= 3);
    await start(drill);
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Play on its own' }).click());
    act(() => {
      vi.advanceTimersByTime(WATCH_PACE_MS);
    });
    expect(feedback()).toHaveTextContent(`Action 1 of ${drill.actions.length}:`);
    act(() => {
      vi.advanceTimersByTime(WATCH_PACE_MS);
    });
    expect(feedback()).toHaveTextContent(`Action 2 of ${drill.actions.length}:`);
    act(() => screen.getByRole('button', { name: 'Pause' }).click());
    act(() => {
      vi.advanceTimersByTime(WATCH_PACE_MS * 3);
    });
    expect(feedback()).toHaveTextContent(`Action 2 of ${drill.actions.length}:`);
  });

  it('a knock on a clean turn is a false knock', async () => {
    const drill = firstWatcher((d) => d.fault === null);
    const user = await start(drill);
    await next(user);
    await user.click(screen.getByRole('button', { name: /^Knock/ }));
    expect(feedback()).toHaveTextContent(`A false knock (R7.3): ${drill.names[drill.mover]}'s turn had no fault.`);
  });

  it('the learner may not play the mover’s cards', async () => {
    const drill = firstWatcher((d) => d.actions[0]!.type === 'reveal');
    const user = await start(drill);
    await user.click(placeEl(`deck:${drill.mover}`));
    expect(feedback()).toHaveTextContent(/^Your part is to watch .+’s turn/);
    expect(document.querySelector(`[data-place="inPlay:${drill.mover}"]`)).toBeNull();
  });
});

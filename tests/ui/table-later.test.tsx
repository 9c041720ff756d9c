// @vitest-environment jsdom
// The table's parts that load after the deal (src/ui/tableLater.tsx): each stand-in draws nothing while
// its part is not needed, and while the part's file is on its way it draws what the part would draw
// around (an edge's title), never a blank; the part comes once its file is here. Each test imports the
// page's modules afresh, so the later parts' file has not been fetched yet.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computerSeat, newGame, PERSON, type Seat } from '../../src/engine/index.ts';
import { createGameStore } from '../../src/store/gameStore.ts';
import { inProcessReferee } from '../../src/store/inProcessReferee.ts';
import { memoryStorage } from '../../src/store/persistence.ts';
import { referee } from '../store/helpers.ts';

afterEach(cleanup);
beforeEach(() => vi.resetModules());

/** A store with deal 5 on the table, North a person or the computer; the computer never wakes by itself. */
function dealt(north: Seat) {
  const store = createGameStore({
    storage: memoryStorage(),
    referee: inProcessReferee(referee),
    randomSeed: () => 7,
    schedule: () => () => {},
  });
  store
    .getState()
    .gameStarted({ names: ['South', 'North'], dealNumber: 5, rules: newGame({ dealNumber: 5 }).rules, seats: [PERSON, north] });
  return store;
}

/** A table's stand-ins, from modules imported afresh (nothing of the later parts fetched). */
async function freshStandIns() {
  const { StoreProvider } = await import('../../src/ui/StoreContext.tsx');
  const later = await import('../../src/ui/tableLater.tsx');
  return { StoreProvider, ...later };
}

describe("the table's later parts", () => {
  it('with two people: the edge shows its title only, and no nudge, corner, ring or arrow is drawn', async () => {
    const { StoreProvider, WithComputerTrace, NudgeOffer, ComputerCorner, ComputerLanding, LessonArrow } = await freshStandIns();
    const s = dealt(PERSON);
    const root = { current: null };
    const { container } = render(
      <StoreProvider store={s}>
        <WithComputerTrace player={1}>
          <h2>North</h2>
        </WithComputerTrace>
        <NudgeOffer mirror={false} />
        <ComputerCorner />
        <ComputerLanding root={root} />
        <LessonArrow root={root} />
      </StoreProvider>,
    );
    expect(container.innerHTML).toBe('<h2>North</h2>');
  });

  it("with the computer: the edge's title shows while the trace's file comes, then the trace beside it", async () => {
    const { StoreProvider, WithComputerTrace } = await freshStandIns();
    const s = dealt(computerSeat('casual'));
    const { container } = render(
      <StoreProvider store={s}>
        <WithComputerTrace player={1}>
          <h2>North</h2>
        </WithComputerTrace>
      </StoreProvider>,
    );
    // Drawn in the same frame, before the file came: the title, and nothing in its place.
    expect(screen.getByRole('heading', { name: 'North' })).toBeInTheDocument();
    expect(container.querySelector('.computer-trace-host')).toBeNull();
    // Then the part itself, around the same title.
    await waitFor(() => expect(container.querySelector('.computer-trace-host')).not.toBeNull());
    expect(container.querySelector('.computer-trace-host h2')).toHaveTextContent('North');
  });

  it('Esc while the log’s file comes closes the panel asked for: the key is not lost', async () => {
    const { StoreProvider, GameLog } = await freshStandIns();
    const s = dealt(PERSON);
    const closed = vi.fn();
    render(
      <StoreProvider store={s}>
        <GameLog onClose={closed} />
      </StoreProvider>,
    );
    expect(screen.queryByRole('complementary', { name: 'Game log' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closed).toHaveBeenCalledTimes(1);
    // Once here, the log itself hears Esc (and the stand-in's listener is gone: one close per press).
    await screen.findByRole('complementary', { name: 'Game log' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closed).toHaveBeenCalledTimes(2);
  });
});

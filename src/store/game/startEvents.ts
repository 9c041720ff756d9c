// The events that choose what is on the screen: a new game dealt (or started from a set position), the
// start screen, the teaching screens, the patience and a shared position link, and the device's settings.
import { decodePositionLink, gameAt, newGame } from '../../engine/index.ts';
import type { AnalysisStart, GameStoreEvents } from '../gameStoreShape.ts';
import { newGameId } from '../library/ids.ts';
import { UNREADABLE_KEY } from '../persistence.ts';
import type { EventContext } from './actionQueue.ts';
import { initialState } from './initialState.ts';

type StartEvents = Pick<
  GameStoreEvents,
  | 'gameStarted'
  | 'startScreenOpened'
  | 'startScreenClosed'
  | 'teachingScreenOpened'
  | 'patienceOpened'
  | 'positionLinkOpened'
  | 'analysisReopened'
  | 'settingsChanged'
  | 'saveProblemDismissed'
>;

export function startEvents({ get, set, notice, now, randomDeal, randomSeed, storage }: EventContext): StartEvents {
  return {
    gameStarted({ names, dealNumber, rules, seats, start }) {
      const computer = seats?.some((seat) => seat.kind === 'computer') === true;
      const players = { names, rules, ...(computer && { seats, seed: randomSeed() }) };
      const game = start ? gameAt(start, players) : newGame({ dealNumber: dealNumber ?? randomDeal(), ...players });
      const first = game.position.toMove;
      const opening = start
        ? `A game from a set position: ${game.names[first]} to play.`
        : `Deal ${game.dealNumber}: ${game.names[first]} turned up the higher card and plays first.`;
      set({
        ...initialState({ names, rules }, get().settings),
        saveProblem: get().saveProblem,
        computerPace: get().computerPace,
        game,
        gameId: newGameId(),
        startedAt: now(),
        screen: 'table',
        notice: notice('turn', opening),
      });
    },
    startScreenOpened: () => set({ screen: 'start', selected: null, dragging: null }),
    startScreenClosed: () => set({ screen: get().game ? 'table' : 'start' }),
    teachingScreenOpened: (screen) => set({ screen, selected: null, dragging: null, analysisStart: null }),
    patienceOpened: () => set({ screen: 'patience', selected: null, dragging: null }),
    positionLinkOpened(link) {
      const decoded = decodePositionLink(link);
      const analysisStart: AnalysisStart = decoded.ok
        ? { kind: 'position', position: decoded.value }
        : { kind: 'refused', reason: decoded.error };
      set({ screen: 'analysis', selected: null, dragging: null, analysisStart });
      return decoded.ok;
    },
    analysisReopened: (analysisStart) => set({ screen: 'analysis', selected: null, dragging: null, analysisStart }),
    settingsChanged: (change) => set({ settings: { ...get().settings, ...change } }),
    saveProblemDismissed() {
      storage.removeItem(UNREADABLE_KEY);
      set({ saveProblem: null });
    },
  };
}

/** Deal numbers offered at random: small enough to read out and type again. */
export const RANDOM_DEALS = 1_000_000;

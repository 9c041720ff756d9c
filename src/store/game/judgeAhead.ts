// Each table reached is sent to the referee at once, so that a knock or the coach rarely waits: the
// players' thinking time hides the search. The knock radar (house rule `knockRadar`) shows once the
// turn has been judged.
import type { StoreApi } from 'zustand/vanilla';
import { knockRadar, radarPositions, type GameState } from '../../engine/index.ts';
import type { GameStoreApi } from '../gameStoreShape.ts';
import type { Later } from '../later.ts';
import type { RefereeService } from '../refereeService.ts';

/** Asks the referee about `game` ahead of need, and shows the radar when its verdicts are in. */
export function judgeAhead(store: StoreApi<GameStoreApi>, referee: RefereeService, game: GameState): void {
  if (game.result !== null) return;
  void referee.ensure([game.position]);
  if (!game.rules.knockRadar) return;
  const showRadar = () => {
    if (store.getState().game === game) store.setState({ radar: knockRadar(game, referee) });
  };
  const positions = radarPositions(game);
  if (positions.every((position) => referee.known(position) !== undefined)) showRadar();
  else void referee.ensure(positions).then(showRadar);
}

/**
 * Judges every game the store comes to hold, the one it holds now first; `later` (after the frame is
 * painted, in the page) asks about the game held then, once for several changes.
 */
export function judgeEachGame(store: StoreApi<GameStoreApi>, referee: RefereeService, later: Later): void {
  let judged: GameState | null = null;
  const judgeNow = () => {
    const game = store.getState().game;
    if (game === null || game === judged) return;
    judged = game;
    judgeAhead(store, referee, game);
  };
  store.subscribe((state, before) => {
    if (state.game !== before.game && state.game !== null) later(judgeNow);
  });
  judgeNow();
}

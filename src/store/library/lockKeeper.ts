// The lock protocol (one writer per game, locks.ts): this tab asks for the lock of the game on the table
// whenever that game changes. Granted, the tab plays and writes the game; refused, it only shows the
// game and waits its turn, and when the tab that plays it lets go (closed, or on to another game) this
// one catches up with what that tab wrote and carries on. A lock taken over by another tab turns this
// one back to showing. It knows games by id only.
import type { GameClaim, GameLocks } from './locks.ts';

export interface LockKeeperOptions {
  readonly locks: GameLocks;
  /** Brings to the table what another tab wrote of game `id`, before this tab writes it again. */
  readonly catchUp: (id: string) => Promise<void>;
  /** The claim changed: this tab now plays the game, or only shows it. */
  readonly changed: () => void;
  /** Another tab plays game `id`: whatever this tab had of it is that tab's to write. */
  readonly refused: (id: string) => void;
}

export interface LockKeeper {
  /** Asks for the lock of the game now on the table (null: none), letting go of any other. */
  follow(id: string | null): void;
  /** Takes the lock of game `id` over from the tab that plays it, and catches up with what that tab wrote. */
  takeOver(id: string): Promise<void>;
  /** The library holds more of the game than this tab: this tab only shows it from now on. */
  yieldGame(): void;
  /** Whether this tab holds the lock of game `id`. */
  writes(id: string | null): boolean;
  /** Whether another tab plays game `id` (the answer came, and it was no). */
  showsOnly(id: string | null): boolean;
}

/** The lock this tab holds or asks for: the game's id, the claim once answered (null: another tab plays it), and a wait for it. */
interface Claim {
  readonly id: string;
  answered: boolean;
  held: GameClaim | null;
  giveUp?: AbortController;
}

export function lockKeeper({ locks, catchUp, changed, refused }: LockKeeperOptions): LockKeeper {
  let claim: Claim | null = null;

  /** Lets go of this tab's lock, or of its wait for one. */
  const letGo = () => {
    claim?.giveUp?.abort();
    claim?.held?.release();
    claim = null;
  };

  /** While another tab plays the game, this tab waits its turn. */
  const waitTurn = (mine: Claim) => {
    const giveUp = new AbortController();
    mine.giveUp = giveUp;
    void locks.claim(mine.id, { wait: true, signal: giveUp.signal }).then(async (held) => {
      if (!held) return;
      if (claim !== mine) return held.release();
      await catchUp(mine.id);
      if (claim !== mine) return held.release();
      mine.held = held;
      watchLoss(mine);
      changed();
    });
  };

  const watchLoss = (mine: Claim) => {
    void mine.held?.lost.then(() => {
      if (claim !== mine) return;
      mine.held = null;
      changed();
      waitTurn(mine);
    });
  };

  return {
    follow(id) {
      if (claim?.id === id) return;
      letGo();
      if (!id) return;
      const mine: Claim = { id, answered: false, held: null };
      claim = mine;
      void locks.claim(id).then((held) => {
        if (claim !== mine) return held?.release();
        mine.answered = true;
        mine.held = held;
        if (!held) {
          refused(id);
          waitTurn(mine);
        }
        watchLoss(mine);
        changed();
      });
    },
    async takeOver(id) {
      const held = await locks.claim(id, { steal: true });
      letGo();
      const mine: Claim = { id, answered: true, held };
      claim = mine;
      watchLoss(mine);
      await catchUp(id);
      changed();
    },
    yieldGame() {
      claim?.held?.release();
      if (claim) claim.held = null;
    },
    writes: (id) => claim !== null && claim.id === id && claim.answered && claim.held !== null,
    showsOnly: (id) => claim !== null && claim.id === id && claim.answered && claim.held === null,
  };
}

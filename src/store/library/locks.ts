// One writer per game (two tabs writing one game would each overwrite the other's moves): a tab plays a
// game only while it holds the game's lock. Web Locks (`navigator.locks`) give exactly this across the
// tabs of one browser: a lock is held until released, `ifAvailable` asks without waiting, and `steal`
// takes it over — the tab it was taken from is told (its request's promise rejects), and from then on
// only shows the game.

/** A lock held on a game. */
export interface GameClaim {
  /** Settles when the lock is lost: taken over by another tab. */
  readonly lost: Promise<void>;
  release(): void;
}

export interface ClaimOptions {
  /** Take the lock from the tab that holds it. */
  readonly steal?: boolean;
  /** Wait until the tab that holds it lets it go (closed, or moved to another game); null if `signal` gives up first. */
  readonly wait?: boolean;
  readonly signal?: AbortSignal;
}

export interface GameLocks {
  /** The game's lock if no other tab holds it (or with `steal`, always; with `wait`, once free); null when another tab plays it. */
  claim(gameId: string, options?: ClaimOptions): Promise<GameClaim | null>;
}

const lockName = (gameId: string) => `brigadier-game:${gameId}`;

/** Locks over the Web Locks API. */
export function webLocks(locks: LockManager): GameLocks {
  return {
    claim(gameId, { steal = false, wait = false, signal } = {}) {
      return new Promise((granted) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const options: LockOptions = steal ? { steal: true } : wait ? (signal ? { signal } : {}) : { ifAvailable: true };
        const request = locks.request(lockName(gameId), options, (lock) => {
          if (!lock) {
            granted(null);
            return undefined;
          }
          granted({ lost, release });
          return held;
        });
        // A stolen lock rejects the request that held it; a released one resolves it. A wait given up
        // rejects it before it was granted: that claim is answered null.
        const lost = request.then(
          () => new Promise<void>(() => {}),
          () => undefined,
        );
        void lost.then(() => granted(null));
      });
    },
  };
}

/** For a browser without Web Locks: every claim is granted (one tab cannot be told from another). */
export const soleLocks: GameLocks = {
  claim: () => Promise.resolve({ lost: new Promise<void>(() => {}), release: () => {} }),
};

/** Locks in memory, shared by the "tabs" (stores) of a test, with Web Locks' steal. */
export function memoryLocks(): GameLocks {
  const holders = new Map<string, { readonly lose: () => void }>();
  const waiting = new Map<string, (() => void)[]>();
  const take = (gameId: string): GameClaim => {
    holders.get(gameId)?.lose();
    let lose = () => {};
    const lost = new Promise<void>((resolve) => (lose = resolve));
    const me = { lose };
    holders.set(gameId, me);
    const release = () => {
      if (holders.get(gameId) !== me) return;
      holders.delete(gameId);
      waiting.get(gameId)?.shift()?.();
    };
    return { lost, release };
  };
  return {
    claim(gameId, { steal = false, wait = false, signal } = {}) {
      if (!holders.has(gameId) || steal) return Promise.resolve(take(gameId));
      if (!wait) return Promise.resolve(null);
      return new Promise((granted) => {
        const turn = () => granted(take(gameId));
        waiting.set(gameId, [...(waiting.get(gameId) ?? []), turn]);
        signal?.addEventListener('abort', () => {
          waiting.set(
            gameId,
            (waiting.get(gameId) ?? []).filter((t) => t !== turn),
          );
          granted(null);
        });
      });
    },
  };
}

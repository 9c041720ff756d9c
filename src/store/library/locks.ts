// One writer per game (issue 12 item 2): a tab plays a game only while it holds the game's lock. Web
// Locks (`navigator.locks`) give exactly this across the tabs of one browser: a lock is held until
// released, `ifAvailable` asks without waiting, and `steal` takes it over — the tab it was taken from
// is told (its request's promise rejects), and from then on only shows the game.

/** A lock held on a game. */
export interface GameClaim {
  /** Settles when the lock is lost: taken over by another tab. */
  readonly lost: Promise<void>;
  release(): void;
}

export interface GameLocks {
  /** The game's lock if no other tab holds it (or, with `steal`, always); null when another tab plays it. */
  claim(gameId: string, options?: { readonly steal?: boolean }): Promise<GameClaim | null>;
}

const lockName = (gameId: string) => `brigadier-game:${gameId}`;

/** Locks over the Web Locks API. */
export function webLocks(locks: LockManager): GameLocks {
  return {
    claim(gameId, { steal = false } = {}) {
      return new Promise((granted) => {
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
        const request = locks.request(lockName(gameId), options, (lock) => {
          if (!lock) {
            granted(null);
            return undefined;
          }
          granted({ lost, release });
          return held;
        });
        // A stolen lock rejects the request that held it; a released one resolves it.
        const lost = request.then(
          () => new Promise<void>(() => {}),
          () => undefined,
        );
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
  return {
    claim(gameId, { steal = false } = {}) {
      const holder = holders.get(gameId);
      if (holder && !steal) return Promise.resolve(null);
      holder?.lose();
      let lose = () => {};
      const lost = new Promise<void>((resolve) => (lose = resolve));
      const me = { lose };
      holders.set(gameId, me);
      const release = () => {
        if (holders.get(gameId) === me) holders.delete(gameId);
      };
      return Promise.resolve({ lost, release });
    },
  };
}

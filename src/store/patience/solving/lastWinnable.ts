// Where a lost game could last still be won. Along a game's history winnability only ever goes from
// winnable to lost (a table from which a winnable one is reachable is winnable), so the positions form
// a run of winnable ones then a run of lost ones, and the border is found by asking about a few:
// back from the end in growing steps (a fresh mistake is found in one or two questions, each about a
// small late table), then by halving the stretch between a winnable and a lost position.

/** What the solver says about one position of the history: `undecided` when it stopped at its cap or failed. */
export type Winnability = 'winnable' | 'not-winnable' | 'undecided';

export type LastWinnable =
  /** `index` is the last position found winnable; `exact` false when an undecided one after it might be too. */
  | { readonly kind: 'found'; readonly index: number; readonly exact: boolean }
  /** Even the first position is lost. */
  | { readonly kind: 'none' }
  /** No position could be decided to be winnable, and not every one was shown lost. */
  | { readonly kind: 'undecided' };

/**
 * The last winnable of positions 0 … count − 1, asking `ask(i)` about position i (each at most once).
 * Exact when every answer it needed was decided.
 */
export async function findLastWinnable(count: number, ask: (index: number) => Promise<Winnability>): Promise<LastWinnable> {
  const answers = new Map<number, Winnability>();
  const asked = async (index: number): Promise<Winnability> => {
    const known = answers.get(index);
    if (known) return known;
    const answer = await ask(index);
    answers.set(index, answer);
    return answer;
  };
  // Back from the end: the first winnable found brackets the border with the lost one after it.
  let lost = count;
  let step = 1;
  let index = count - 1;
  let undecidedAbove = false;
  while (index >= 0) {
    const answer = await asked(index);
    if (answer === 'winnable') return undecidedAbove ? scanDown(index, lost, asked) : halve(index, lost, asked);
    // A lost position makes every later one lost, the undecided ones too.
    if (answer === 'not-winnable') [lost, undecidedAbove] = [index, false];
    if (answer === 'undecided') undecidedAbove = true;
    if (index === 0) break;
    index = Math.max(0, index - step);
    step *= 2;
  }
  return answers.get(0) === 'not-winnable' ? { kind: 'none' } : { kind: 'undecided' };
}

type Ask = (index: number) => Promise<Winnability>;

/** `won` winnable, `lost` lost (or the end), nothing known between: halve until they touch. */
async function halve(won: number, lost: number, asked: Ask): Promise<LastWinnable> {
  while (lost - won > 1) {
    const middle = Math.floor((won + lost) / 2);
    const answer = await asked(middle);
    if (answer === 'winnable') won = middle;
    else if (answer === 'not-winnable') lost = middle;
    else return scanDown(won, lost, asked);
  }
  return { kind: 'found', index: won, exact: true };
}

/**
 * An undecided position broke the halving: every position between is asked, from the lost end down;
 * the first winnable is the answer, exact only if nothing after it was undecided.
 */
async function scanDown(won: number, lost: number, asked: Ask): Promise<LastWinnable> {
  let exact = true;
  for (let index = lost - 1; index > won; index--) {
    const answer = await asked(index);
    if (answer === 'winnable') return { kind: 'found', index, exact };
    if (answer === 'undecided') exact = false;
    // Lost here: the undecided ones above were lost too.
    if (answer === 'not-winnable') exact = true;
  }
  return { kind: 'found', index: won, exact };
}

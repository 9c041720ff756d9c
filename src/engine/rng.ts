// Seeded randomness (RULES R3.1): a deal number must give the same deal everywhere, forever, so the
// exact algorithm is part of the game's contract. Changing anything here changes every deal: don't.
//
// The algorithm, exactly:
// 1. A seed is made from a list of unsigned 32-bit words (for a deal: the deal number's low word, its
//    high word, the player 0/1, the attempt 0, 1, …) by `h = 0x42524947` ("BRIG"), then for each word
//    `h = fmix32(h ^ word)`, where fmix32 is MurmurHash3's finaliser:
//      x ^= x >>> 16; x = imul(x, 0x85ebca6b); x ^= x >>> 13; x = imul(x, 0xc2b2ae35); x ^= x >>> 16.
// 2. The stream is mulberry32 (Tommy Ettinger's 32-bit generator) from that seed:
//      a = (a + 0x6d2b79f5) | 0; t = imul(a ^ (a >>> 15), 1 | a);
//      t = (t + imul(t ^ (t >>> 7), 61 | t)) ^ t; next = ((t ^ (t >>> 14)) >>> 0) / 2^32.
// 3. The shuffle is Fisher–Yates from the end: for i = n − 1 down to 1, j = floor(next × (i + 1)),
//    swap a[i] and a[j]. (next × (i + 1) is exact in doubles, so no engine rounds differently.)

/** A source of numbers in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

const SEED_SALT = 0x42524947;

/** MurmurHash3's 32-bit finaliser: spreads every input bit over the whole word. */
export function fmix32(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/** One 32-bit seed from a list of unsigned 32-bit words (step 1 above). */
export function seedFrom(words: readonly number[]): number {
  let h = SEED_SALT;
  for (const word of words) h = fmix32((h ^ word) >>> 0);
  return h;
}

/** mulberry32 (step 2 above): a fast, well-mixed stream of numbers in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` signed 32-bit words of the mulberry32 stream from `seed`: the words behind its numbers
 * (each number is its word / 2^32, so the word is exact). For hash keys, not for deals.
 */
export function randomWords(seed: number, count: number): Int32Array {
  const next = mulberry32(seed);
  const words = new Int32Array(count);
  for (let i = 0; i < count; i++) words[i] = next() * 4294967296;
  return words;
}

/** A uniformly chosen whole number from 0 to n − 1. */
export const randomBelow = (random: Random, n: number): number => Math.floor(random() * n);

/** A shuffled copy (step 3 above); the input is left as it is. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** Deal numbers are whole numbers from 0 to 2^53 − 1 (JavaScript's safe integers). */
export const isDealNumber = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** The seed of one player's deck in one attempt at a deal (R3.1, R3.4: a void deal is redealt). */
export function dealSeed(dealNumber: number, player: 0 | 1, attempt: number): number {
  const low = dealNumber % 4294967296;
  const high = Math.floor(dealNumber / 4294967296);
  return seedFrom([low >>> 0, high >>> 0, player, attempt >>> 0]);
}

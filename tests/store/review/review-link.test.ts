// The review link (docs/formats.md "The review link"): the link that carries its game, written and read
// back on seeded long games (the game read back reviews as the one written), the older link that names a
// game of the library, and every damaged or hostile form refused with a sentence for a person (a record
// that reads but does not replay is refused by the review: tests/ui/review-your-games.test.tsx).
import { describe, expect, it } from 'vitest';
import { makeRecord, parseRecord, reviewGame } from '../../../src/engine/index.ts';
import { LocalReferee } from '../../../src/engine/search/index.ts';
import { MAX_REVIEW_LINK_CHARS, readLinkGame, readReviewLink, reviewIdLinkText, reviewLinkText } from '../../../src/store/review/link.ts';
import { isReviewLink } from '../../../src/store/review/request.ts';
import { carelessPlay } from '../../../src/tooling/selfplay-careless.ts';

const referee = new LocalReferee();

/** The link's data, read from its text. */
function dataOf(text: string): string {
  const read = readReviewLink(text);
  if (!read.ok || read.value.kind !== 'game') throw new Error(`not a game link: ${text.slice(0, 40)}`);
  return read.value.data;
}

/** Bytes deflated and base64url-encoded, as a link's data is made, so that hostile data can be made too. */
async function packed(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const out = new Uint8Array(await new Response(stream).arrayBuffer());
  return Buffer.from(out).toString('base64url');
}
const packedText = (text: string) => packed(new TextEncoder().encode(text));

describe('the review link that carries its game', () => {
  const games = [4, 9].map((seed) => ({ seed, record: makeRecord(carelessPlay('random', seed, { maxActions: 600 })) }));

  it.each(games)('gives back the game of seed $seed, which reviews as the game written', async ({ record }) => {
    expect(record.actions.length).toBeGreaterThan(300);
    const text = await reviewLinkText(record, 57);
    expect(isReviewLink(`#${text}`)).toBe(true);
    expect(text).toMatch(/^review=g1\.[A-Za-z0-9_-]+~57$/);
    const read = readReviewLink(`#${text}`);
    expect(read.ok && read.value.turn).toBe(57);
    const back = await readLinkGame(dataOf(text));
    expect(back).toEqual({ ok: true, value: JSON.parse(JSON.stringify(record)) });
    const [written, carried] = [record, back.ok ? back.value : null].map((r) => {
      const parsed = parseRecord(r);
      if (!parsed.ok) throw new Error(parsed.error);
      return reviewGame(parsed.value, referee);
    });
    expect(carried).toEqual(written);
    expect(written!.ok && written!.value.turns.length).toBeGreaterThan(50);
  });

  it('is far shorter than the record, and has no marked turn when none is given', async () => {
    const { record } = games[0]!;
    const text = await reviewLinkText(record, null);
    expect(text).not.toContain('~');
    expect(text.length).toBeLessThan(JSON.stringify(record).length / 3);
    expect(readReviewLink(text)).toEqual({ ok: true, value: { kind: 'game', data: dataOf(text), turn: null } });
  });
});

describe('the older review link, naming a game of the library', () => {
  it.each([
    ['a game id and a turn', '1519bcc1-9b6a-479e-b08e-29fcec09468a', 18],
    ['an old-style id', 'g-lq2k3-abc123', 1],
    ['no marked turn', 'g-1', null],
  ] as const)('is still read: %s', (_, gameId, turn) => {
    const text = reviewIdLinkText(gameId, turn);
    expect(isReviewLink(`#${text}`)).toBe(true);
    expect(readReviewLink(`#${text}`)).toEqual({ ok: true, value: { kind: 'id', gameId, turn } });
  });

  it('is told apart from a position link', () => {
    expect(isReviewLink('#p1.0ABC.xx')).toBe(false);
    expect(readReviewLink('#p1.0ABC.xx')).toEqual({ ok: false, error: 'This is not a review link.' });
  });
});

describe('a damaged review link', () => {
  it.each([
    ['no game', '#review=', 'it names no game'],
    ['a game id with a space', '#review=a%20b~3', 'it names no game'],
    ['bad percent-encoding', '#review=%zz', 'its game cannot be read'],
    ['a turn that is not a number', '#review=g-1~x', 'its turn is not a turn number'],
    ['turn 0', '#review=g-1~0', 'its turn is not a turn number'],
    ['two turns', '#review=g-1~3~4', 'its turn is not a turn number'],
    ['data in letters a link does not carry', '#review=g1.ab+c/d=~3', 'not in the letters a link carries'],
    ['no data', '#review=g1.~3', 'not in the letters a link carries'],
    ['a newer version', '#review=g2.abcd~3', 'made by a newer Brigadier'],
    ['a link too long', `#review=g1.${'A'.repeat(MAX_REVIEW_LINK_CHARS)}`, 'too long'],
  ])('is refused when it has %s', (_, hash, words) => {
    const read = readReviewLink(hash);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error).toContain(words);
  });

  const record = makeRecord(carelessPlay('random', 4, { maxActions: 200 }));
  const refusal = async (data: string) => {
    const read = await readLinkGame(data);
    expect(read.ok).toBe(false);
    return read.ok ? '' : read.error;
  };

  it('is refused when its game is cut short or changed', async () => {
    const data = dataOf(await reviewLinkText(record, 3));
    expect(await refusal(data.slice(0, data.length / 2))).toMatch(/damaged|not a game record/);
    expect(await refusal(data.slice(0, 4 * Math.floor(data.length / 8) + 1))).toContain('damaged');
    const changed = data.slice(0, 100) + (data[100] === 'A' ? 'B' : 'A') + data.slice(101);
    expect(await refusal(changed)).toMatch(/damaged|not a game record/);
  });

  it('is refused when its data is not deflated', async () => {
    expect(await refusal(Buffer.from(JSON.stringify(record)).toString('base64url'))).toContain('damaged');
  });

  it('is refused when its game is not text, not JSON or not a record', async () => {
    expect(await refusal(await packed(new Uint8Array([0xff, 0xfe, 0x00, 0x80])))).toContain('not text');
    expect(await refusal(await packedText('{"format": "brigadier-game/2", '))).toContain('not a game record');
    expect(await refusal(await packedText(JSON.stringify({ ...record, format: 'chess/1' })))).toContain('not a game record');
    expect(await refusal(await packedText(JSON.stringify({ ...record, actions: [{ type: 'fly' }] })))).toContain('not an action');
  });

  it('is refused when its game unpacks to more than a record may hold, before it is all unpacked', async () => {
    const bomb = await packedText(' '.repeat(16 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(MAX_REVIEW_LINK_CHARS);
    expect(await refusal(bomb)).toContain('more than a game record may hold');
  });
});

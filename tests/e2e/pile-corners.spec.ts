// Long piles at every size: each covered card of a pile shows its rank, so a player reads the whole
// pile. A pile longer than its row holds with every corner readable lies in two
// tiers (middle.css works out how many fit, --cap, from the row's width and the card's). The table is
// opened from a position link on the analysis board, which draws the game's own table.
import { encodePositionLink, parsePosition } from '../../src/engine/index.ts';
import { expect, test } from './fixtures.ts';

const player = (claw: string) => ({ deck: [], inPlay: null, discard: [], claw: [claw] });
/** Piles of 12, 9, 7, 5, 3, 10, 6 and 1 cards. */
const LONG_PILES = {
  format: 'brigadier-position/1',
  toMove: 0,
  players: [player('2H'), player('3S')],
  tableau: [
    ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5S', '4H', '3C', '2D'],
    ['KH', 'QS', 'JD', 'TC', '9H', '8S', '7D', '6C', '5H'],
    ['KD', 'QC', 'JH', 'TS', '9D', '8C', '7H'],
    ['5D', '4C', '3H', '2S', 'AH'],
    ['KC', 'QD', 'JS'],
    ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5S', '4H'],
    ['QS', 'JD', 'TC', '9H', '8S', '7D'],
    ['3D'],
  ],
  foundations: [],
};

const SIZES = [
  { width: 360, height: 740, touch: true },
  { width: 390, height: 844, touch: true },
  { width: 844, height: 390, touch: true },
  { width: 768, height: 1024, touch: true },
  { width: 1024, height: 768, touch: true },
  { width: 1280, height: 800, touch: false },
];

/**
 * Every covered card of every pile whose rank is hidden: a card's rank shows when the point on the rank
 * of one of its two indexes (rank over suit, in its top corners) is the card itself, not a card lying on
 * it. In two tiers the older cards show their top strip, the rank in it. Runs in the page; each pile is
 * first scrolled into view (a short window's analysis board scrolls down to the table).
 */
function hiddenRanks(): string[] {
  const hidden: string[] = [];
  for (const pile of document.querySelectorAll<HTMLElement>('.pile')) {
    pile.scrollIntoView({ block: 'center' });
    const cards = [...pile.querySelectorAll<HTMLElement>('.pile__card[data-card]')];
    for (const card of cards.slice(0, -1)) {
      const shows = [...card.querySelectorAll('.card__index')].some((index) => {
        const r = index.getBoundingClientRect();
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height * 0.25);
        return top !== null && top.closest('.card') === card;
      });
      if (!shows)
        hidden.push(`${pile.dataset.place}: card ${cards.indexOf(card) + 1} of ${cards.length} (${card.getAttribute('aria-label')})`);
    }
  }
  return hidden;
}

const parsed = parsePosition(LONG_PILES);
if (!parsed.ok) throw new Error(`the long piles' position is refused: ${parsed.error}`);
const link = encodePositionLink(parsed.value);

for (const size of SIZES) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch, isMobile: size.touch, reducedMotion: 'reduce' });
    test('every covered card of a long pile shows its rank', async ({ page }) => {
      await page.goto(`/#${link}`);
      await expect(page.locator('[data-place="tableau:0"] .pile__card[data-card]')).toHaveCount(12);
      expect(await page.locator('.pile').count(), 'the table shows its eight piles').toBe(8);
      expect(await page.evaluate(hiddenRanks), 'covered cards whose rank is hidden').toEqual([]);
    });
  });
}

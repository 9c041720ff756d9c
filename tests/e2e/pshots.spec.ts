import { test, expect } from './fixtures.ts';
const SIZES = [
  [390, 844, true],
  [844, 390, true],
  [1280, 800, false],
  [360, 740, true],
  [740, 360, true],
  [768, 1024, true],
  [800, 600, false],
] as const;
for (const [width, height, touch] of SIZES) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });
    test('shot', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Brigade — patience for one' }).click();
      await expect(page.locator('[data-place="patience-tableau-0"]')).toBeVisible();
      await page.screenshot({ path: `/tmp/pshots/${width}x${height}.png` });
    });
  });
}

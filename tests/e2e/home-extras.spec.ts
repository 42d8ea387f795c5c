import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// Home's part that comes after the first paint: the banner slider and slot banners in the spec's
// sizes, the week's top winners, the info links and the desktop-version switch.

const expect = baseExpect.configure({ timeout: 15_000 });

for (const { lang, width, height } of [
  { lang: 'tr', width: 360, height: 760 },
  { lang: 'aa', width: 1280, height: 800 },
] as const)
  test(`Home shows banners in their slot sizes, the week's winners and info links that open their pages (${lang}, ${width} px), axe clean`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const player = await newPlayer(baseURL!);
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    const extras = page.getByTestId('home-extras');
    await expect(extras).toBeVisible();

    // the slider keeps the 634x291 shape of its slot, its picture fills it
    const slide = extras.locator('.home-slide');
    await expect(slide.locator('img')).toBeVisible();
    const box = (await slide.boundingBox())!;
    expect(Math.abs(box.width / box.height - 634 / 291)).toBeLessThan(0.02);
    // the demo slider has two banners in every language: a dot for each, the second one shows on a tap
    const dots = extras.locator('.home-slide-dots button');
    await expect(dots).toHaveCount(2);
    // a tap on a dot stops the rotation and shows that banner
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-pressed', 'true');
    const first = await slide.locator('img').getAttribute('alt');
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(slide.locator('img')).not.toHaveAttribute('alt', first!);
    // a slot 3-6 banner is 312x291
    const half = extras.locator('.home-slots li.half').first();
    const hb = (await half.boundingBox())!;
    expect(Math.abs(hb.width / hb.height - 312 / 291)).toBeLessThan(0.02);

    await expect(extras.getByTestId('home-winners').getByRole('heading')).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="home-extras"]');
    await page.screenshot({
      path: test.info().outputPath(`home-extras-${lang}-${width}.png`),
      fullPage: true,
    });

    // every info link opens its own page, none lands on Home
    const hrefs = await extras
      .locator('.home-info a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual([
      `/${lang}/userInformation`,
      `/${lang}/page/9`,
      `/${lang}/support`,
      `/${lang}/contact`,
    ]);
    for (const href of hrefs) {
      // back Home through the history, which spares booting the app anew; a full load otherwise
      if (new URL(page.url()).pathname !== `/${lang}/`) await page.goBack();
      if (new URL(page.url()).pathname !== `/${lang}/`) await page.goto(`/${lang}/`);
      await extras.locator(`.home-info a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByTestId('home')).toHaveCount(0);
    }
  });

test('Home keeps the place of its extras before they come, so the page does not move', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/tr/');
  const slot = page.locator('#home-extras');
  await expect(slot).toBeAttached();
  // the box has its height from the first paint on
  expect((await slot.boundingBox())!.height).toBeGreaterThan(150);
  await expect(page.getByTestId('home-extras')).toBeVisible();
});

test('a phone switches to the desktop version and back; the choice stays after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/tr/');
  const toggle = page.getByTestId('desktop-switch');
  await expect(toggle).toHaveText('Masaüstü sürümü');
  await expect(page.locator('.app')).not.toHaveClass(/\bdesk\b/);
  await toggle.click();
  // laid out 1280 px wide: the desktop layout with the sports tree
  await expect(page.locator('.app')).toHaveClass(/\bdesk\b/);
  expect(await page.evaluate(() => window.innerWidth)).toBe(1280);
  await page.reload();
  await expect(page.locator('.app')).toHaveClass(/\bdesk\b/);
  await expect(page.getByTestId('desktop-switch')).toHaveText('Mobil sürüm');
  await page.getByTestId('desktop-switch').click();
  await expect(page.locator('.app')).not.toHaveClass(/\bdesk\b/);
  await page.reload();
  await expect(page.getByTestId('desktop-switch')).toHaveText('Masaüstü sürümü');
  await expect(page.locator('.app')).not.toHaveClass(/\bdesk\b/);
});

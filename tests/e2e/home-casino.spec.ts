import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// Home's casino tabs (top casino, top slots, new casino, new slots, virtual, TV games): the games
// are asked for only once the box is on screen, and a game opens its lobby with the game's deep link.

const expect = baseExpect.configure({ timeout: 15_000 });

for (const { lang, width, height } of [
  { lang: 'tr', width: 360, height: 760 },
  { lang: 'aa', width: 1280, height: 800 },
] as const)
  test(`Home's casino tabs load their games when shown and open a game's lobby (${lang}, ${width} px), axe clean`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    const player = await newPlayer(baseURL!);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/casino/home')) asked.push(r.url());
    });
    await page.goto(`/${lang}/`);
    await new ShellPage(page).login(player.userName, player.password);
    const box = page.getByTestId('home-casino');
    await expect(box).toBeAttached();
    if (width === 360) {
      // below the fold on a phone: nothing asked for yet
      await page.waitForTimeout(500);
      expect(asked).toEqual([]);
    }
    await box.scrollIntoViewIfNeeded();
    const tabs = box.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const games = box.getByTestId('home-casino-game');
    await expect(games.first()).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);

    await box.getByTestId('home-casino-tab-newSlot').click();
    await expect(box.getByTestId('home-casino-tab-newSlot')).toHaveAttribute('aria-selected', 'true');
    await expect(games.first()).toHaveAttribute(
      'href',
      new RegExp(`^/${lang}/casino\\?masterServiceId=\\d+&serviceId=\\d+$`),
    );
    await expect(box.getByTestId('home-casino-all')).toHaveAttribute('href', `/${lang}/casino`);
    await expectNoAxeViolations(page, '[data-testid="home-casino"]');
    await box.screenshot({ path: test.info().outputPath(`home-casino-${lang}-${width}.png`) });

    // a game opens the slots lobby, which opens the game and clears the query
    await games.first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/casino$`));
  });

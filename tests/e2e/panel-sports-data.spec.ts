import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { ENGLAND, FOOTBALL, PanelPage } from './pages/panel-page.ts';
import { handMadeMatch, PREMIER_LEAGUE } from './pages/hand-made-match.ts';

// Issue 17 item 1 in the back office: the sports → countries → leagues tree with names per
// language, and a league's matches with their odds edited by hand, seen on the player's site.
test.setTimeout(60_000);

/** The simulated world's football, England and its Premier League. */
const SPORT = FOOTBALL;
const COUNTRY = ENGLAND;
const LEAGUE = PREMIER_LEAGUE;

async function openLeague(page: Page) {
  await new PanelPage(page).selectPremierLeague();
  await expect(page.getByTestId('entry-editor')).toBeVisible();
}

for (const width of [360, 1280]) {
  for (const lang of ['tr', 'aa'] as const) {
    test(`${lang} at ${width} px: a league's names and a match's odds are edited in the panel; the player's site shows the new odd`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const tag = Math.random().toString(36).slice(2, 7);
      const made = await handMadeMatch(baseURL!, {
        home: `Desk Home ${tag}`,
        away: `Desk Away ${tag}`,
        odds: [1.8, 3.4, 4.2],
        startsInMinutes: 15,
      });
      const outcome = made.markets[0]!.outcomes[0]!;
      const panel = new PanelPage(page);
      await panel.login(lang, 'admin', 'admin1234');
      await panel.go('sports');
      await expect(page.getByTestId('sports-data')).toBeVisible();
      await openLeague(page);
      await expectNoAxeViolations(page);

      // a name in one language: saved, read back by the names players get, and removed again
      const cwName = `Liga ${tag}`;
      await page.getByTestId('entry-name-cw').fill(cwName);
      await page.getByTestId('entry-save').click();
      await expect(page.getByTestId('entry-message')).toHaveAttribute('role', 'status');
      const names = await (await page.request.get('/api/v1/catalogue/names?lang=cw')).json();
      expect(names.names[`league.${LEAGUE}`]).toBe(cwName);
      await page.getByTestId('entry-name-cw').fill('');
      await page.getByTestId('entry-save').click();
      await expect(page.getByTestId('entry-message')).toHaveAttribute('role', 'status');
      await expect
        .poll(
          async () =>
            (await (await page.request.get('/api/v1/catalogue/names?lang=cw')).json()).names[
              `league.${LEAGUE}`
            ],
        )
        .toBeUndefined();

      // the hand-made match among the league's matches, opened to its odds
      const row = page.locator(`[data-testid="fixture-row"][data-id="${made.id}"]`);
      await expect(row).toContainText(`Desk Home ${tag}`);
      await row.locator('.sports-fixture-head').click();
      const input = row.locator(`[data-testid="odd-input"][data-outcome="${outcome.id}"]`);
      await expect(input).toHaveValue(String(outcome.odd));
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`${lang}-${width}-sports-data.png`),
        fullPage: true,
      });

      // a bad odd is refused in the panel, a good one saved and pushed
      await input.fill('1.001');
      await row.getByTestId('odds-save').click();
      await expect(row.getByTestId('fixture-message')).toHaveAttribute('role', 'alert');
      const odd = (2 + Math.floor(Math.random() * 900) / 100).toFixed(2);
      await input.fill(odd);
      await row.getByTestId('odds-save').click();
      await expect(row.getByTestId('fixture-message')).toHaveAttribute('role', 'status');
      await expect(input).toHaveValue(String(Number(odd)));

      await page.goto(`/${lang}/matchdetail/${made.id}?sid=${SPORT}&cid=${COUNTRY}&tid=${LEAGUE}&ttype=N`);
      await expect(page.getByTestId('match-detail')).toBeVisible();
      await expect(
        page.getByTestId('match-detail').locator('[data-testid="odd"] .odd-value').first(),
      ).toHaveText(odd);
    });
  }
}

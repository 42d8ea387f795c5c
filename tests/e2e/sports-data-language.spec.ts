import { expect, test, type Page } from '@playwright/test';
import { FRACTION_LADDER, mostBalancedLine, type Market, type Match } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';
import { BetSlipPage } from './pages/betslip-page.ts';

// Issue 14 items 4 and 8: sports data in the page's language, fractional odds from the standard
// ladder, short-code entry and the most balanced over/under line.

/** What each language calls the simulated world's England (category 101) and its Premier League (1011). */
const WORDS = {
  tr: {
    country: 'İngiltere',
    league: 'Premier Lig',
    overUnder: 'Alt/Üst',
    over: 'Üst',
    added: 'kupona eklendi',
    notFound: 'Sonuç bulunamadı.',
    code: 'Kod',
  },
  aa: {
    country: 'إنجلترا',
    league: 'الدوري الإنجليزي الممتاز',
    overUnder: 'أكثر/أقل',
    over: 'أكثر',
    added: 'إلى القسيمة',
    notFound: 'لم يُعثر على شيء.',
    code: 'الرمز',
  },
} as const;

/**
 * A pre-match English Premier League match with its over/under lines, from the API. Other specs
 * add matches of their own to that league with a 1X2 only, starting soon: they fill its first
 * pages, so every page is looked through.
 */
async function premierLeagueMatch(page: Page): Promise<{ match: Match; markets: Market[] }> {
  for (let offset = 0; ; offset += 20) {
    const list = await (
      await page.request.get(`/api/v1/matches?sportId=1&categoryId=101&limit=20&offset=${offset}`)
    ).json();
    const matches = list.results as Match[];
    if (matches.length === 0) break;
    for (const m of matches) {
      const detail = await (await page.request.get(`/api/v1/matches/${m.id}`)).json();
      if ((detail.markets as Market[]).filter((x) => x.typeId === 18).length > 1) return detail;
    }
  }
  throw new Error('no Premier League match with several over/under lines');
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const lang of ['tr', 'aa'] as const) {
      const w = WORDS[lang];

      test(`/${lang}/: countries, leagues, markets and outcomes are in the page's language, the main over/under line first`, async ({
        page,
      }) => {
        const { match, markets } = await premierLeagueMatch(page);
        await page.goto(`/${lang}/sports?sid=1`);
        // the phone's country picker, or the desktop's sports tree
        const [category, tournament] =
          width >= 1024 ? ['tree-category', 'tree-tournament'] : ['category', 'tournament'];
        const england = page.getByTestId(category).filter({ hasText: w.country });
        await expect(england).toBeVisible();
        await england.click();
        await expect(page.getByTestId(tournament).filter({ hasText: w.league })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`${lang}-${width}-sports.png`) });

        await page.goto(`/${lang}/matchdetail/${match.id}?sid=1&cid=101&tid=1011&ttype=N`);
        await expect(page.getByTestId('match-detail')).toBeVisible();
        await expect(page.locator('.caption-text')).toHaveText(`${w.country} / ${w.league}`);
        await expect(page.getByTestId('match-code')).toHaveText(`${w.code} ${match.code}`);
        const overUnder = page.locator('[data-testid="market"][data-type="18"]');
        await expect(overUnder.first().locator('.market-head')).toContainText(w.overUnder);
        // the most balanced line (odds closest together) is the first line shown, and open
        const balanced = mostBalancedLine(markets.filter((m) => m.typeId === 18))!;
        await expect(overUnder.first().locator('.market-head')).toContainText(balanced.special);
        const firstOu = overUnder.first();
        if ((await firstOu.locator('.market-head').getAttribute('aria-expanded')) !== 'true')
          await firstOu.locator('.market-head').click();
        const over = firstOu.getByTestId('odd').first();
        await expect(over.locator('.odd-label')).toHaveText(w.over);
        await over.click();
        await expectNoAxeViolations(page, '[data-testid="match-detail"]');
        await page.screenshot({ path: test.info().outputPath(`${lang}-${width}-detail.png`) });

        const slip = new BetSlipPage(page);
        await slip.open(lang);
        await expect(slip.picks().first()).toContainText(`${w.overUnder}`);
        await expect(slip.picks().first()).toContainText(w.over);
      });

      test(`/${lang}/: a short code and a pick put the pick on the slip; an unknown code says so`, async ({
        page,
      }) => {
        const { match } = await premierLeagueMatch(page);
        await page.goto(`/${lang}/sports`);
        await page.getByTestId('open-short-code').click();
        const input = page.getByTestId('short-code-input');
        const answer = page.getByTestId('short-code-answer');

        await input.fill('zz999 1');
        await page.getByTestId('short-code-add').click();
        await expect(answer).toHaveText(`ZZ999 ${w.notFound}`);

        // the code alone shows the match to pick from
        await input.fill(match.code.toLowerCase());
        await input.press('Enter');
        await expect(page.getByTestId('short-code').getByTestId('match-row')).toHaveAttribute(
          'data-match',
          String(match.id),
        );
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`${lang}-${width}-short-code.png`) });

        await input.fill(`${match.code} 1`);
        await page.getByTestId('short-code-add').click();
        await expect(answer).toContainText(w.added);
        await expect(answer).toContainText(`${match.homeTeam} - ${match.awayTeam}`);
        await expect(input).toHaveValue('');

        const slip = new BetSlipPage(page);
        await slip.open(lang);
        await expect(slip.picks()).toHaveCount(1);
        await expect(page.getByTestId('betslip')).toContainText(match.homeTeam);
      });
    }

    for (const lang of ['tr', 'aa'] as const) {
      test(`/${lang}/: the live list offers the sport's odds tabs, and the over/under tab shows that market`, async ({
        page,
      }) => {
        await page.goto(`/${lang}/livebets?sid=1`);
        await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
        const tabs = page.getByTestId('odds-tab');
        await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
        await expect(tabs.first()).toHaveAttribute('data-group', 'OTL_1');
        // the 1X2 tab shows 1X2 on every row: a row whose 1X2 is closed shows a dash, not another market
        for (const label of await page
          .locator('[data-testid="match-row"] [data-testid="odd"] .odd-label')
          .all())
          await expect(label).toHaveText(/^(1|X|2)$/);
        const ou = page.locator('[data-testid="odds-tab"][data-group="OTL_3"]');
        await expect(ou).toHaveText(WORDS[lang].overUnder);
        await ou.click();
        await expect(ou).toHaveAttribute('aria-pressed', 'true');
        await expect(tabs.first()).toHaveAttribute('aria-pressed', 'false');
        // a row whose over/under is closed shows a dash: the first label on the list is the one to read
        const label = page.locator('[data-testid="match-row"] [data-testid="odd"] .odd-label').first();
        await expect(label).toContainText(WORDS[lang].over);
        await expectNoAxeViolations(page, '[data-testid="odds-tabs"]');
        await page.screenshot({ path: test.info().outputPath(`${lang}-${width}-live-tabs.png`) });
      });
    }

    test('fractional odds are the usual fractions of the standard ladder', async ({ page }) => {
      const ladder = new Set(FRACTION_LADDER.map(([n, d]) => `${n}/${d}`));
      await page.goto('/tr/sports?sid=1');
      // the first list can take a while on a loaded machine (the desktop also loads the tree)
      await expect(page.getByTestId('match-row').first()).toBeVisible({ timeout: 15_000 });
      await page.getByTestId('odds-format').selectOption('fractional');
      const values = page.locator('[data-testid="match-row"] [data-testid="odd"]:not([disabled]) .odd-value');
      await expect(values.first()).toHaveText(/^\d+\/\d+$/);
      const shown = await values.allInnerTexts();
      expect(shown.length).toBeGreaterThan(3);
      for (const text of shown) expect(ladder.has(text.trim()), text).toBe(true);
      await page.getByTestId('odds-format').selectOption('decimal');
      await expect(values.first()).toHaveText(/^\d+(\.\d+)?$/);
    });
  });
}

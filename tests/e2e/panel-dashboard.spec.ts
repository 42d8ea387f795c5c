import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

interface DashboardDay {
  from: string;
  stakes: number;
  wins: number;
  ggr: number;
}

for (const [width, height, lang] of [
  [360, 740, 'tr'],
  [1280, 800, 'aa'],
] as const) {
  test(`the demo dealer's dashboard at ${width} px in ${lang}: the last seven days as a chart and as a table with the API's figures`, async ({
    page,
  }) => {
    // a canvas chart and two reads of the API: slow on a busy machine
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height });
    const panel = new PanelPage(page);
    // dealer1 carries the demo players whose past coupons the first start wrote
    await panel.login(lang, 'dealer1', 'dealer1234');
    const days = page.getByTestId('dash-days');
    await expect(days.getByTestId('dash-chart').locator('canvas')).toBeVisible();
    await expect(days.getByTestId('dash-chart')).toHaveAttribute('role', 'img');
    // the days run the way the page reads: from the right in Arabic
    await expect(days.getByTestId('dash-chart')).toHaveAttribute(
      'data-direction',
      lang === 'aa' ? 'rtl' : 'ltr',
    );
    const rows = days.getByTestId('dash-days-table').locator('tbody tr');
    await expect(rows).toHaveCount(7);

    // the figures as the API gives them in the page's zone (the browser's: no timezone cookie)
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const api = await page.request.get(`/api/v1/admin/dashboard?timezone=${encodeURIComponent(zone)}`, {
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(api.status()).toBe(200);
    const { days: perDay } = (await api.json()) as { days: DashboardDay[] };
    // the past's stakes fall on the days their coupons were made, not all on the day the server started
    expect(perDay.filter((d) => d.stakes > 0).length).toBeGreaterThan(1);
    const digits = (s: string) => s.replace(/\D/g, '');
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    // the past days' rows hold the API's figures (today's may move while other tests bet)
    perDay.slice(0, 6).forEach((d, i) => {
      expect(digits(cells[i]![0]!)).toBe(digits(d.stakes.toFixed(2)));
      expect(digits(cells[i]![1]!)).toBe(digits(d.wins.toFixed(2)));
      expect(digits(cells[i]![2]!)).toBe(digits(Math.abs(d.ggr).toFixed(2)));
    });
    // today's row is today's figure
    await expect(page.getByTestId('dash-today-stakes')).toHaveText(cells[6]![0]!);
    await expectNoAxeViolations(page);
    await days.screenshot({ path: test.info().outputPath(`dashboard-days-${lang}-${width}.png`) });
  });
}

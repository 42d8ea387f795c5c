import { expect, test } from '@playwright/test';
import { adminApi } from './pages/shell-page.ts';

// Issue 17: a league the operator renames shows the new name on the player's site, also in a
// language whose built-in texts already name it (the Premier League has a Persian and a Russian
// name of its own). Languages few other specs read, so no other spec meets the renamed league.
const LEAGUE = 1011;

for (const lang of ['fa', 'ru'] as const) {
  test(`${lang}: the operator's name of a league wins over the built-in translation`, async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!);
    const tag = Math.random().toString(36).slice(2, 7);
    const name = `Liga ${tag}`;
    try {
      const made = await admin.post('/api/v1/admin/fixtures', {
        data: {
          tournamentId: LEAGUE,
          homeTeam: `Names Home ${tag}`,
          awayTeam: `Names Away ${tag}`,
          matchDate: new Date(Date.now() + 60 * 60_000).toISOString(),
          markets: [{ typeId: 1, odds: [1.8, 3.4, 4.2] }],
        },
      });
      expect(made.status()).toBe(201);
      const { fixture } = (await made.json()) as { fixture: { id: number } };
      // the built-in name shows first
      await page.goto(`/${lang}/matchdetail/${fixture.id}`);
      const caption = page.getByTestId('match-detail').locator('.caption');
      await expect(caption).toContainText(lang === 'fa' ? 'لیگ برتر انگلیس' : /Премьер/);

      const renamed = await admin.patch(`/api/v1/admin/catalogue/league/${LEAGUE}`, {
        data: { names: { [lang]: name } },
      });
      expect(renamed.status()).toBe(200);
      await page.reload();
      await expect(caption).toContainText(name);
    } finally {
      await admin.patch(`/api/v1/admin/catalogue/league/${LEAGUE}`, { data: { names: { [lang]: '' } } });
      await admin.dispose();
    }
  });
}

import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

/** A counter single of 10 on a pre-match home win, as the logged-in shop: the answer's status. */
async function bet(page: Page): Promise<{ status: number; code?: string }> {
  const list = await (
    await page.request.get('/api/v1/matches', { params: { sportId: 1, limit: 200 } })
  ).json();
  const match = list.results.find(
    (m: any) =>
      Date.parse(m.matchDate) > Date.now() + 3600_000 &&
      (m.minTip ?? 1) === 1 &&
      m.markets.some((mk: any) => mk.typeId === 1 && mk.active && !mk.iss),
  );
  const market = match.markets.find((mk: any) => mk.typeId === 1);
  const home = market.outcomes.find((o: any) => o.name === '1');
  const res = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `shift-${Date.now()}-${Math.random()}`,
      stake: 10,
      oddChangeOk: true,
      picks: [{ matchId: match.id, marketId: market.id, outcomeId: home.id, odd: home.odd }],
    },
    headers: CSRF,
  });
  return { status: res.status(), code: res.ok() ? undefined : (await res.json()).error?.code };
}

for (const [width, lang] of [
  [360, 'tr'],
  [1280, 'aa'],
] as const) {
  test(`the cashier closes the shift with a blind count, is refused a bet without one, opens a new one and notes a variance (${width} px, ${lang})`, async ({
    page,
    terminal,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, terminal.shop);
    await page.goto(`/${lang}/`);
    const bar = page.getByTestId('shift-bar');
    // the rig opened a shift with a float of 100
    await expect(bar.getByTestId('shift-state')).toHaveAttribute('data-state', 'open');
    await expectNoAxeViolations(page, '[data-testid="shift-bar"]');

    // the blind count: nothing expected is shown before it
    await bar.getByTestId('shift-close').click();
    await expect(bar).not.toContainText('100');
    await bar.getByTestId('shift-counted').fill('100');
    await bar.getByTestId('shift-counted').press('Enter');
    await expect(bar.getByTestId('shift-result')).toBeVisible();
    await expect(bar.getByTestId('shift-state')).toHaveAttribute('data-state', 'none');
    expect(await bet(page)).toEqual({ status: 422, code: 'shiftNotOpen' });

    // a new shift with a float of 150 takes the bet; the count finds 5 short of 160
    await bar.getByTestId('shift-float').fill('150');
    await bar.getByTestId('shift-open').click();
    await expect(bar.getByTestId('shift-state')).toHaveAttribute('data-state', 'open');
    expect((await bet(page)).status).toBe(201);
    await bar.getByTestId('shift-close').click();
    await bar.getByTestId('shift-counted').fill('155');
    await bar.getByTestId('shift-counted').press('Enter');
    await expect(bar.getByTestId('shift-result')).toContainText('160');
    await expect(bar.getByTestId('shift-result')).toContainText('155');
    await expect(bar.getByTestId('shift-note')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`shift-${lang}-${width}.png`) });
    await expectNoAxeViolations(page, '[data-testid="shift-bar"]');
    await bar.getByTestId('shift-note').fill('gave 5 too much change');
    await bar.getByTestId('shift-note').press('Enter');
    await expect(bar.getByTestId('shift-note')).toHaveCount(0);
    const current = await (await page.request.get('/api/v1/terminal/shift')).json();
    expect(current.lastClosed).toMatchObject({ expected: 160, counted: 155, variance: -5 });
    expect(current.lastClosed.note).toBe('gave 5 too much change');
  });
}

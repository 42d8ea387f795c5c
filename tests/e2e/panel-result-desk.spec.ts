import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';
import { adminApi, apiAs, newPlayer } from './pages/shell-page.ts';
import { handMadeMatch, pickOf } from './pages/hand-made-match.ts';

// Issue 17 item 3 in the back office: a match that ended without a result is listed first; the
// result entered with a reason is previewed (the coupons it settles, the payout total), confirmed,
// and settles the player's coupon; a correction shows the difference before it is confirmed.
test.setTimeout(90_000);

/** The sport and league of the hand-made matches as the desk names them in each language tried. */
const NAMES = { tr: 'Futbol · Premier Lig', aa: 'كرة القدم · الدوري الإنجليزي الممتاز' } as const;
const STAKE = 10;
const HOME_ODD = 2.5;

/**
 * A hand-made match with a player's single on its home win, then moved to three hours ago: play
 * is over and it has no result.
 */
async function finishedMatchWithCoupon(baseURL: string, tag: string) {
  const fixture = await handMadeMatch(baseURL, {
    home: `Desk Result ${tag}`,
    away: `Desk Visitor ${tag}`,
    odds: [HOME_ODD, 3.2, 2.9],
    startsInMinutes: 30,
  });
  const admin = await adminApi(baseURL);
  try {
    const player = await newPlayer(baseURL, 200);
    const api = await apiAs(baseURL, player.userName, player.password);
    const placed = await api.post('/api/v1/coupons', {
      data: {
        idempotencyKey: `desk-${tag}`,
        stake: STAKE,
        oddChangeOk: true,
        picks: [pickOf(fixture)],
      },
    });
    expect(placed.status()).toBe(201);
    const { ticketId } = (await placed.json()) as { ticketId: string };
    const moved = await admin.patch(`/api/v1/admin/fixtures/${fixture.id}`, {
      data: { matchDate: new Date(Date.now() - 3 * 3600_000).toISOString() },
    });
    expect(moved.status()).toBe(200);
    return { matchId: fixture.id, ticketId, api };
  } finally {
    await admin.dispose();
  }
}

for (const width of [360, 1280]) {
  for (const lang of ['tr', 'aa'] as const) {
    test(`${lang} at ${width} px: a result is previewed, confirmed and settles the coupon; a correction shows the difference`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const tag = Math.random().toString(36).slice(2, 7);
      const { matchId, ticketId, api } = await finishedMatchWithCoupon(baseURL!, tag);
      try {
        const panel = new PanelPage(page);
        await panel.login(lang, 'admin', 'admin1234');
        await panel.go('results');
        const desk = page.getByTestId('result-desk');
        await expect(desk).toBeVisible();
        // waiting matches come first
        await expect(desk.getByTestId('desk-row').first()).toHaveAttribute('data-awaiting', 'true');
        await desk.getByRole('search').locator('input').first().fill(tag);
        await desk.getByRole('search').locator('button[type="submit"]').click();
        const row = desk.locator(`[data-testid="desk-row"][data-id="${matchId}"]`);
        await expect(row).toHaveAttribute('data-awaiting', 'true');
        await expect(desk.getByTestId('desk-row')).toHaveCount(1);
        await expect(row).toContainText(NAMES[lang]);
        await row.getByTestId('desk-open').click();

        const form = page.getByTestId('desk-form');
        // a score that is not one is refused before it reaches the server
        await form.getByTestId('desk-home').fill('x');
        await form.getByTestId('desk-away').fill('0');
        await form.getByTestId('desk-preview').click();
        await expect(form.getByTestId('desk-message')).toHaveAttribute('role', 'alert');
        await expect(form.getByTestId('desk-confirm')).toBeDisabled();

        await form.getByTestId('desk-home').fill('2');
        await form.getByTestId('desk-reason').selectOption('feedMissing');
        await form.getByTestId('desk-preview').click();
        const coupon = form.locator(`[data-testid="desk-preview-coupon"][data-ticket="${ticketId}"]`);
        await expect(coupon).toBeVisible();
        await expect(form.getByTestId('desk-net')).toContainText('25');
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: test.info().outputPath(`${lang}-${width}-desk-preview.png`),
          fullPage: true,
        });

        // a change after the preview asks for a new one before confirming
        await form.getByTestId('desk-away').fill('1');
        await expect(form.getByTestId('desk-confirm')).toBeDisabled();
        await form.getByTestId('desk-preview').click();
        await expect(coupon).toBeVisible();
        await form.getByTestId('desk-confirm').click();
        await expect(form.getByTestId('desk-message')).toHaveAttribute('role', 'status');
        await expect
          .poll(
            async () =>
              ((await (await api.get(`/api/v1/coupons/${ticketId}`)).json()) as { status: number }).status,
          )
          .toBe(1);
        await expect(row).toHaveAttribute('data-awaiting', 'false');
        await expect(row).toContainText('2 - 1');

        // a correction: the away side won after all; the preview shows the win taken back
        await row.getByTestId('desk-open').click();
        await form.getByTestId('desk-home').fill('0');
        await form.getByTestId('desk-away').fill('1');
        await form.getByTestId('desk-reason').selectOption('officialChange');
        await form.getByTestId('desk-preview').click();
        await expect(coupon).toBeVisible();
        await expect(coupon.locator('td').last()).toContainText('25');
        await expect(coupon.locator('td').last()).toHaveClass(/panel-neg/);
        await expectNoAxeViolations(page);
        await form.getByTestId('desk-confirm').click();
        await expect(form.getByTestId('desk-message')).toHaveAttribute('role', 'status');
        await expect
          .poll(
            async () =>
              ((await (await api.get(`/api/v1/coupons/${ticketId}`)).json()) as { status: number }).status,
          )
          .toBe(-1);
      } finally {
        await api.dispose();
      }
    });
  }
}

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { handMadeMatch, kickOff, pickOf } from './pages/hand-made-match.ts';
import { adminApi } from './pages/shell-page.ts';
import { PanelPage } from './pages/panel-page.ts';
import { TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

/** A won single of the logged-in shop on a match of the spec's own (kicked off, its result entered). */
async function wonTicket(page: Page, admin: APIRequestContext, baseURL: string, name: string) {
  const match = await handMadeMatch(baseURL, {
    home: `${name} Home ${Date.now() % 100000}`,
    away: `${name} Away ${Date.now() % 100000}`,
    odds: [1.8, 3.4, 4.2],
    startsInMinutes: 30,
  });
  const placed = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `approval-${Date.now()}-${Math.random()}`,
      stake: 10,
      oddChangeOk: true,
      picks: [pickOf(match)],
    },
    headers: CSRF,
  });
  const body = await placed.json();
  expect(placed.status(), JSON.stringify(body)).toBe(201);
  await kickOff(baseURL, match);
  const result = await admin.post(`/api/v1/admin/matches/${match.id}/result`, {
    data: { score: { home: 2, away: 0 } },
    headers: CSRF,
  });
  expect(result.status()).toBe(200);
  return { ticketId: body.ticketId as string, code: body.coupon.payoutCode as string };
}

for (const [width, lang, approve] of [
  [360, 'tr', true],
  [1280, 'aa', false],
] as const) {
  test(`a payout above the limit waits for the dealer, who ${approve ? 'approves' : 'refuses'} it in the panel; the terminal sees it (${width} px, ${lang})`, async ({
    page,
    terminal,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const admin = await adminApi(baseURL!);
    // payouts above 5.00 wait for the manager
    expect(
      (
        await admin.patch('/api/v1/admin/settings', {
          data: { settings: { payout_approval_above: '500' } },
          headers: CSRF,
        })
      ).status(),
    ).toBe(200);
    try {
      await page.setViewportSize({ width, height: 800 });
      // what the counter's page receives over its sockets: the decision comes as a push
      const frames: string[] = [];
      page.on('websocket', (ws) =>
        ws.on('framereceived', (f) => {
          if (typeof f.payload === 'string' && f.payload.includes('payoutApproval')) frames.push(f.payload);
        }),
      );
      await logIn(page, terminal.shop);
      const ticket = await wonTicket(page, admin, baseURL!, `Approval ${width}`);
      const ui = new TerminalPages(page);
      await ui.openTicketScreen(lang);
      await page.getByTestId('ticket-input').fill(ticket.ticketId);
      await page.getByTestId('ticket-open').click();
      await page.getByTestId('ticket-code').fill(ticket.code);
      await page.getByTestId('ticket-pay').click();
      const approval = page.getByTestId('ticket-approval');
      await expect(approval).toHaveAttribute('data-state', 'pending', { timeout: 30_000 });

      // the dealer (dealer1 opened the shop) decides in the panel
      const dealer = await browser.newPage({ viewport: { width, height: 800 } });
      const panel = new PanelPage(dealer);
      await panel.login(lang, 'dealer1', 'dealer1234', 'payout-approvals');
      const row = dealer.getByTestId('approval-table').locator(`tr[data-ticket="${ticket.ticketId}"]`);
      await expect(row).toContainText(terminal.shop.userName, { timeout: 30_000 });
      await expectNoAxeViolations(dealer);
      // the decision's controls are the panel's own, not the browser's bare ones: buttons a thumb
      // can hit on a phone (44 px), the panel's 40 px on a desktop, a reason field as tall as its fields
      const tall = width < 640 ? 44 : 40;
      for (const id of ['approval-approve', 'approval-refuse', 'approval-reason']) {
        const box = (await row.getByTestId(id).boundingBox())!;
        expect(box.height, id).toBeGreaterThanOrEqual(id === 'approval-reason' ? 40 : tall);
      }
      await dealer.screenshot({ path: test.info().outputPath(`approvals-${lang}-${width}.png`) });
      if (approve) await row.getByTestId('approval-approve').click();
      else {
        // a refusal needs its reason
        await expect(row.getByTestId('approval-refuse')).toBeDisabled();
        await row.getByTestId('approval-reason').fill('ticket looks altered');
        await row.getByTestId('approval-refuse').click();
      }
      await expect(dealer.getByTestId('approval-message')).toBeVisible();
      await dealer.close();

      // the terminal hears the decision on its /user socket and shows it (a slow poll is only the fallback)
      await expect(approval).toHaveAttribute('data-state', approve ? 'approved' : 'rejected', {
        timeout: 30_000,
      });
      expect(frames.some((f) => f.includes(ticket.ticketId))).toBe(true);
      if (!approve) await expect(approval).toContainText('ticket looks altered');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath(`terminal-approval-${lang}-${width}.png`) });
      if (approve) {
        await page.getByTestId('ticket-pay').click();
        await expect
          .poll(
            async () =>
              (await (await page.request.get(`/api/v1/terminal/tickets/${ticket.ticketId}`)).json()).paid,
          )
          .toBe(true);
      }
    } finally {
      await admin.patch('/api/v1/admin/settings', {
        data: { settings: { payout_approval_above: '' } },
        headers: CSRF,
      });
      await admin.dispose();
    }
  });
}

import type { Page } from '@playwright/test';
import { handMadeMatch, kickOff, pickOf } from './pages/hand-made-match.ts';
import { adminApi } from './pages/shell-page.ts';
import { printedWords } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

/** A won ticket of the shop logged in on `page`: its id, payout code and what it pays. */
async function wonTicket(page: Page, baseURL: string) {
  const match = await handMadeMatch(baseURL, {
    home: `Lost Payout Home ${Date.now() % 100000}`,
    away: `Lost Payout Away ${Date.now() % 100000}`,
    odds: [1.8, 3.4, 4.2],
    startsInMinutes: 30,
  });
  const placed = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `lost-payout-${Date.now()}-${Math.random()}`,
      stake: 10,
      oddChangeOk: true,
      picks: [pickOf(match)],
    },
    headers: CSRF,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { ticketId, coupon } = await placed.json();
  const payoutCode = coupon.payoutCode as string;
  await kickOff(baseURL, match);
  const admin = await adminApi(baseURL);
  const result = await admin.post(`/api/v1/admin/matches/${match.id}/result`, {
    data: { score: { home: 2, away: 0 } },
    headers: CSRF,
  });
  expect(result.status()).toBe(200);
  await admin.dispose();
  await expect
    .poll(async () => (await (await page.request.get(`/api/v1/terminal/tickets/${ticketId}`)).json()).status)
    .toBe(1);
  const due = (await (await page.request.get(`/api/v1/terminal/tickets/${ticketId}`)).json())
    .payable as number;
  return { ticketId: ticketId as string, payoutCode, due };
}

// A payout whose answer was lost (the server paid, the connection dropped): the counter says it
// may be paid and offers nothing; once the connection is back it asks again under the same key,
// which pays nothing more and answers the payout made, so the cashier sees what to hand over, the
// receipt prints and the till balance is read again.
for (const [width, lang, unanswered] of [
  [360, 'tr', 'Ödeme yapılmış olabilir'],
  [1280, 'aa', 'ربما تم الدفع بالفعل'],
] as const) {
  test(`a payout whose answer was lost shows the receipt once back online and pays once (${lang}, ${width} px)`, async ({
    page,
    context,
    terminal,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, terminal.shop);
    const { ticketId, payoutCode, due } = await wonTicket(page, baseURL!);
    await page.goto(`/${lang}/ticket?id=${payoutCode}`);
    await expect(page.getByTestId('ticket-pay')).toBeVisible();
    const before = await page.getByTestId('header-balance').innerText();
    const creditBefore = (await (await page.request.get('/api/v1/me')).json()).credit as number;

    const sent: Array<{ idempotencyKey?: string; terminalNo: string }> = [];
    await page.route(new RegExp(`/api/v1/terminal/tickets/${ticketId}/payout(\\?|$)`), async (route) => {
      sent.push(route.request().postDataJSON() as { idempotencyKey?: string; terminalNo: string });
      if (sent.length > 1) return route.continue();
      // the server pays; its answer never reaches the counter
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByTestId('ticket-pay').click();

    await expect(page.getByTestId('payout-unanswered')).toContainText(unanswered);
    // nothing is offered while the payout may be made, and no refusal is shown
    await expect(page.getByTestId('ticket-pay')).toHaveCount(0);
    await expect(page.getByTestId('ticket-pay-voucher')).toHaveCount(0);
    await expect(page.getByTestId('ticket-message')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`payout-lost-${lang}-${width}.png`),
      fullPage: true,
    });

    await context.setOffline(false);
    await expect(page.getByTestId('payout-receipt')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('payout-unanswered')).toHaveCount(0);
    // not 'already paid': the payout made is answered, under the same key from the same terminal
    await expect(page.getByTestId('ticket-message').filter({ hasText: /zaten|بالفعل/ })).toHaveCount(0);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.idempotencyKey).toMatch(/^payout-/);
    await terminal.emulator.waitForCuts(1, 10_000);
    const receipt = printedWords(terminal.emulator.decoded().lines);
    expect(receipt).toContain('PAYOUT RECEIPT');
    expect(receipt).toMatch(new RegExp(`Ticket: ${ticketId}`));
    // paid once: the till went down by the ticket's due, and the header says so
    const creditAfter = (await (await page.request.get('/api/v1/me')).json()).credit as number;
    expect(creditAfter).toBeCloseTo(creditBefore - due, 2);
    await expect(page.getByTestId('header-balance')).not.toHaveText(before);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`payout-done-${lang}-${width}.png`),
      fullPage: true,
    });
  });
}

// Pay as voucher whose answer was lost: the counter says the voucher may be made and offers
// nothing; back online it asks again under the same key from the same terminal, which answers the
// voucher made the first time (not 'already paid'): the same code shows and prints, paid once.
for (const [width, lang, unanswered] of [
  [360, 'tr', 'Fiş verilmiş olabilir'],
  [360, 'aa', 'ربما تم دفع التذكرة كقسيمة بالفعل'],
] as const) {
  test(`a voucher payout whose answer was lost shows and prints the same voucher once back online (${lang}, ${width} px)`, async ({
    page,
    context,
    terminal,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, terminal.shop);
    const { ticketId, payoutCode, due } = await wonTicket(page, baseURL!);
    await page.goto(`/${lang}/ticket?id=${payoutCode}`);
    await expect(page.getByTestId('ticket-pay-voucher')).toBeVisible();
    const creditBefore = (await (await page.request.get('/api/v1/me')).json()).credit as number;

    const sent: Array<{ idempotencyKey?: string; terminalNo: string }> = [];
    let made = '';
    await page.route(new RegExp(`/api/v1/terminal/tickets/${ticketId}/voucher(\\?|$)`), async (route) => {
      sent.push(route.request().postDataJSON() as { idempotencyKey?: string; terminalNo: string });
      if (sent.length > 1) return route.continue();
      // the server pays the ticket into a voucher; its answer never reaches the counter
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      made = ((await answer.json()) as { code: string }).code;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    });
    await page.getByTestId('ticket-pay-voucher').click();

    await expect(page.getByTestId('voucher-unanswered')).toContainText(unanswered);
    // nothing is offered while the voucher may be made, and no refusal is shown
    await expect(page.getByTestId('ticket-pay')).toHaveCount(0);
    await expect(page.getByTestId('ticket-pay-voucher')).toHaveCount(0);
    await expect(page.getByTestId('ticket-message')).toHaveCount(0);
    await expect(page.getByTestId('voucher-result')).toHaveCount(0);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: test.info().outputPath(`voucher-lost-${lang}-${width}.png`),
      fullPage: true,
    });

    await context.setOffline(false);
    await expect(page.getByTestId('voucher-result')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('voucher-unanswered')).toHaveCount(0);
    // not 'already paid': the voucher made the first time, under the same key from the same terminal
    expect(made).toMatch(/^2\d{21}$/);
    await expect(page.getByTestId('voucher-result')).toHaveAttribute('data-voucher', made);
    await expect(page.getByTestId('ticket-message')).toHaveAttribute('role', 'status');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]!.idempotencyKey).toMatch(/^voucher-/);
    await terminal.emulator.waitForCuts(1, 10_000);
    const printed = terminal.emulator.decoded();
    expect(printed.barcodes).toEqual([made]);
    // paid once, into the voucher: the ticket's due left the till and came back as the voucher
    const creditAfter = (await (await page.request.get('/api/v1/me')).json()).credit as number;
    expect(creditAfter).toBeCloseTo(creditBefore, 2);
    expect(due).toBeGreaterThan(0);
    const voucher = await page.request.get(`/api/v1/terminal/vouchers/${made}`);
    expect(((await voucher.json()) as { amount: number }).amount).toBeCloseTo(due, 2);
    await page.screenshot({
      path: test.info().outputPath(`voucher-done-${lang}-${width}.png`),
      fullPage: true,
    });
  });
}

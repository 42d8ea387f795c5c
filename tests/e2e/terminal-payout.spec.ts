import { handMadeMatch, kickOff, pickOf } from './pages/hand-made-match.ts';
import { adminApi, apiAs } from './pages/shell-page.ts';
import { printedWords, TerminalPages } from './pages/terminal-pages.ts';
import { expect, logIn, test } from './pages/terminal-rig.ts';

const CSRF = { 'x-requested-with': 'fetch' };

test('a won ticket is scanned and paid once in cash with a printed receipt (not while the till is short: user limit), refused a second time, and reprinted as a duplicate', async ({
  page,
  terminal,
  baseURL,
}) => {
  await logIn(page, terminal.shop);
  // A match of the spec's own that the operator kicks off, so its result disturbs no other spec
  // and no simulated match in play has to be found
  const match = await handMadeMatch(baseURL!, {
    home: `Payout Home ${Date.now() % 100000}`,
    away: `Payout Away ${Date.now() % 100000}`,
    odds: [1.8, 3.4, 4.2],
    startsInMinutes: 30,
  });
  const placed = await page.request.post('/api/v1/coupons', {
    data: {
      idempotencyKey: `payout-${Date.now()}-${Math.random()}`,
      stake: 10,
      oddChangeOk: true,
      picks: [pickOf(match)],
    },
    headers: CSRF,
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { ticketId, coupon } = await placed.json();
  const payoutCode = coupon.payoutCode as string;

  await kickOff(baseURL!, match);
  const admin = await adminApi(baseURL!);
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
  expect(due).toBeGreaterThan(10);
  const amount = `${due.toFixed(2)} TL`;

  // the scanner types the ticket's barcode (its payout code) anywhere on the screen and ends with Enter
  const ui = new TerminalPages(page);
  await page.goto('/en/');
  await expect(ui.printerStatus()).toHaveText('Printer ready');
  await ui.scan(payoutCode);
  await expect(page).toHaveURL(new RegExp(`/en/ticket\\?id=${payoutCode}$`));
  await expect(ui.result()).toHaveAttribute('data-ticket', ticketId);
  await expect(page.getByTestId('ticket-status')).toHaveText('Won');
  await expect(page.getByTestId('ticket-payable')).toHaveText(amount);

  // the dealer has taken the shop's credit back: its till cannot cover the payout
  const dealer = await apiAs(baseURL!, 'dealer1', 'dealer1234');
  const credit = (await (await page.request.get('/api/v1/me')).json()).credit as number;
  const move = (amount: number, direction: 'in' | 'out') =>
    dealer.post(`/api/v1/admin/users/${terminal.shop.userId}/credit`, {
      data: { amount: Number(amount.toFixed(2)), direction, note: 'terminal e2e' },
      headers: CSRF,
    });
  expect((await move(credit - 1, 'out')).status()).toBe(200);
  await page.getByTestId('ticket-pay').click();
  await expect(ui.message()).toHaveText('User limit insufficient.');
  await expect(page.getByTestId('payout-receipt')).toHaveCount(0);
  expect((await move(credit - 1, 'in')).status()).toBe(200);
  await dealer.dispose();
  await page.reload();
  await expect(page.getByTestId('ticket-payable')).toHaveText(amount);
  await expect(page.getByTestId('ticket-code')).toHaveValue(payoutCode);

  const before = Number((await page.getByTestId('header-balance').innerText()).split(' ')[0]);
  await page.getByTestId('ticket-pay').click();
  await expect(page.getByTestId('payout-receipt')).toContainText(`${amount} paid in cash.`);
  await expect(page.getByTestId('header-balance')).toHaveText(`${(before - due).toFixed(2)} TL`);
  await expect(page.getByTestId('ticket-paid')).toContainText(`at terminal ${terminal.shop.terminalNo}.`);
  await expect(page.getByTestId('ticket-payable')).toHaveText('0.00 TL');
  await terminal.emulator.waitForCuts(1, 10_000);
  const receipt = printedWords(terminal.emulator.decoded().lines);
  expect(receipt).toContain('PAYOUT RECEIPT');
  expect(receipt).toMatch(new RegExp(`Ticket: ${ticketId}`));
  expect(receipt).toContain(amount);
  expect(receipt).toContain(`Terminal: ${terminal.shop.terminalNo}`);
  await page.screenshot({ path: test.info().outputPath('terminal-payout.png') });

  // paid: no second payout is offered, here or when the ticket is checked again; the server would
  // refuse one and say where it was paid
  await expect(page.getByTestId('ticket-pay')).toHaveCount(0);
  const check = await (await page.request.get(`/api/v1/terminal/tickets/${ticketId}`)).json();
  expect(check).toMatchObject({ paid: true, payable: 0, terminalNo: terminal.shop.terminalNo });
  const again = await page.request.post(`/api/v1/terminal/tickets/${ticketId}/payout`, {
    data: { terminalNo: terminal.shop.terminalNo, payoutCode },
    headers: CSRF,
  });
  expect([again.status(), (await again.json()).error?.code]).toEqual([409, 'alreadyPaid']);

  // in Arabic on a phone's width the paid line keeps the terminal number whole: it never breaks
  // at its hyphen, at this width or at any narrower one the line may be given
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/aa/ticket?id=${payoutCode}`);
  const paidLine = page.getByTestId('ticket-paid');
  await expect(paidLine).toContainText(terminal.shop.terminalNo);
  const splitAt = await paidLine.evaluate((line, id) => {
    const widths: number[] = [];
    for (let width = line.getBoundingClientRect().width; width >= 80; width -= 3) {
      if (width !== line.getBoundingClientRect().width) line.style.width = `${width}px`;
      const texts = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
        const at = node.data.indexOf(id);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + id.length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) widths.push(Math.round(width));
      }
    }
    line.style.width = '';
    return widths;
  }, terminal.shop.terminalNo);
  expect(splitAt, 'widths at which the terminal number breaks across lines').toEqual([]);
  await page.screenshot({ path: test.info().outputPath('terminal-paid-aa-360.png') });
  await page.goto(`/en/ticket?id=${payoutCode}`);
  await expect(page.getByTestId('ticket-paid')).toContainText(`at terminal ${terminal.shop.terminalNo}.`);

  // a duplicate of the ticket, marked as such
  await page.getByTestId('ticket-reprint').click();
  await expect(ui.message()).toHaveText('The duplicate is printing.');
  await terminal.emulator.waitForCuts(2, 10_000);
  const printed = terminal.emulator.decoded();
  expect(printed.barcodes).toEqual([payoutCode]);
  expect(printedWords(printed.lines)).toContain('*** DUPLICATE ***');
});

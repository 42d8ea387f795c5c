import express, { type Request, type Router } from 'express';
import { API_BASE, formatMoney } from '@bet/shared';
import type { AppContext } from '../../../context.ts';
import {
  DECLINED_CARD,
  DEMO_CARD,
  luhnValid,
  newTransactionId,
  sendNotification,
} from './demo-card.service.ts';

/**
 * The demo card provider's own site, hosted by this server as if it were another party's: a
 * payment page per request, which takes a card, then tells the merchant (this server's API) the
 * outcome in a signed server-to-server notification, exactly as a real provider would.
 */
export function demoCardRouter(ctx: AppContext): Router {
  const db = ctx.database.db;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '10kb' }));

  const find = (token: string) =>
    db.selectFrom('demo_card_payments').selectAll().where('token', '=', token).executeTakeFirst();

  router.get('/checkout/:token', async (req, res) => {
    const payment = await find(req.params.token);
    if (!payment)
      return void res
        .status(404)
        .type('html')
        .send(page('Payment not found', '<p>This payment page does not exist.</p>'));
    if (payment.status !== 'open')
      return void res.type('html').send(donePage(payment.status, payment.return_url, payment.mode));
    res.type('html').send(formPage(payment.token, Number(payment.amount), payment.currency, ''));
  });

  router.post('/checkout/:token', async (req, res) => {
    const payment = await find(req.params.token);
    if (!payment)
      return void res
        .status(404)
        .type('html')
        .send(page('Payment not found', '<p>This payment page does not exist.</p>'));
    if (payment.status !== 'open')
      return void res.type('html').send(donePage(payment.status, payment.return_url, payment.mode));
    const form = req.body as Record<string, string | undefined>;
    const cancel = form['action'] === 'cancel';
    if (!cancel) {
      const problem = cardProblem(form);
      if (problem)
        return void res
          .status(422)
          .type('html')
          .send(formPage(payment.token, Number(payment.amount), payment.currency, problem));
    }
    const card = (form['number'] ?? '').replace(/\s/g, '');
    const status = cancel ? 'cancelled' : card === DECLINED_CARD ? 'failed' : 'paid';
    const transactionId = newTransactionId();
    // claim the page once, so a double submit pays once
    const claimed = await db
      .updateTable('demo_card_payments')
      .set({ status, transaction_id: transactionId })
      .where('token', '=', payment.token)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) {
      const secret = await db
        .selectFrom('payment_providers')
        .select('secret')
        .where('code', '=', DEMO_CARD)
        .executeTakeFirstOrThrow();
      await sendNotification(
        ownOrigin(req) + payment.notify_path,
        secret.secret,
        {
          transactionId,
          merchantReference: payment.merchant_reference,
          amount: Number(payment.amount),
          currency: payment.currency,
          status: status === 'paid' ? 'paid' : 'failed',
          timestamp: Date.now(),
        },
        ctx.logger,
      );
    }
    const done = await find(payment.token);
    if (payment.mode === 'redirect') return void res.redirect(303, payment.return_url);
    res.type('html').send(donePage(done?.status ?? status, payment.return_url, payment.mode));
  });

  return router;
}

/**
 * This server's own address for the server-to-server call: the port the request came in on, on
 * loopback (never the request's Host header, which the browser controls).
 */
function ownOrigin(req: Request): string {
  return `http://127.0.0.1:${req.socket.localPort}`;
}

export const NOTIFY_PATH = `${API_BASE}/payments/notify/${DEMO_CARD}`;

function cardProblem(form: Record<string, string | undefined>): string {
  const number = (form['number'] ?? '').replace(/\s/g, '');
  if (!luhnValid(number)) return 'The card number is not valid.';
  const expiry = /^(\d{2})\/(\d{2})$/.exec((form['expiry'] ?? '').trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'The expiry date must be MM/YY.';
  const now = new Date();
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (endOfMonth <= now.getTime()) return 'The card has expired.';
  if (!/^\d{3,4}$/.test((form['cvc'] ?? '').trim())) return 'The security code must be 3 or 4 digits.';
  if ((form['holder'] ?? '').trim().length < 3) return "Enter the card holder's name.";
  return '';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f8;color:#1b1f24}
main{max-width:420px;margin:0 auto;padding:16px}h1{font-size:1.25rem}
label{display:block;margin:10px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;font-size:1rem;border:1px solid #5a6270;border-radius:6px}
.row{display:flex;gap:8px}.row>div{flex:1}.amount{font-size:1.5rem;font-weight:700;margin:8px 0}
button{margin-top:14px;padding:12px 16px;font-size:1rem;border-radius:6px;border:0;cursor:pointer;min-height:44px}
.pay{background:#0b5cad;color:#fff;width:100%}.cancel{background:#e4e7eb;color:#1b1f24;width:100%}
.error{background:#fde8e8;color:#8a1111;padding:8px;border-radius:6px}.hint{font-size:.85rem;color:#3d4450}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Demo Card</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function formPage(token: string, amount: number, currency: string, error: string): string {
  return page(
    'Card payment',
    `<h1>Demo Card · card payment</h1>
<p class="amount">${escapeHtml(formatMoney(amount, currency))}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(`/demo-pay/checkout/${token}`)}">
<label for="holder">Card holder</label><input id="holder" name="holder" autocomplete="cc-name" required>
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" required></div>
<div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<button class="pay" type="submit" name="action" value="pay">Pay</button>
</form>
<form method="post" action="${escapeHtml(`/demo-pay/checkout/${token}`)}"><button class="cancel" type="submit" name="action" value="cancel">Cancel payment</button></form>
<p class="hint">A test provider: no money moves. Card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>`,
  );
}

function donePage(status: string, returnUrl: string, mode: string): string {
  const text =
    status === 'paid'
      ? 'Payment received.'
      : status === 'cancelled'
        ? 'Payment cancelled.'
        : 'The card was declined.';
  const back =
    mode === 'frame'
      ? '<p>You can close this window.</p>'
      : `<p><a href="${escapeHtml(returnUrl)}">Back to the site</a></p>`;
  return page(text, `<h1 role="status">${escapeHtml(text)}</h1>${back}`);
}

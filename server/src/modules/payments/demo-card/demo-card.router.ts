import express, { type Request, type Router } from 'express';
import {
  API_BASE,
  formatMoney,
  htmlLang,
  intlLocales,
  languageDir,
  translate,
  type LanguageCode,
} from '@bet/shared';
import type { AppContext } from '../../../context.ts';
import { requestLanguage } from '../../../http/language.ts';
import {
  DECLINED_CARD,
  DEMO_CARD,
  PAYING_CARD,
  checkoutLanguage,
  luhnValid,
  newTransactionId,
  sendNotification,
} from './demo-card.service.ts';

/**
 * The demo card provider's own site, hosted by this server as if it were another party's: a
 * payment page per request, which takes a card, then tells the merchant (this server's API) the
 * outcome in a signed server-to-server notification, exactly as a real provider would. The page
 * speaks the language of the site the checkout was made on (checkoutLanguage).
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
        .send(notFoundPage(requestLanguage(req)));
    const lang = checkoutLanguage(payment.return_url);
    if (payment.status !== 'open')
      return void res.type('html').send(donePage(lang, payment.status, payment.return_url, payment.mode));
    res.type('html').send(formPage(lang, payment.token, Number(payment.amount), payment.currency, ''));
  });

  router.post('/checkout/:token', async (req, res) => {
    const payment = await find(req.params.token);
    if (!payment)
      return void res
        .status(404)
        .type('html')
        .send(notFoundPage(requestLanguage(req)));
    const lang = checkoutLanguage(payment.return_url);
    if (payment.status !== 'open')
      return void res.type('html').send(donePage(lang, payment.status, payment.return_url, payment.mode));
    const form = req.body as Record<string, string | undefined>;
    const cancel = form['action'] === 'cancel';
    if (!cancel) {
      const problem = cardProblem(form);
      if (problem)
        return void res
          .status(422)
          .type('html')
          .send(formPage(lang, payment.token, Number(payment.amount), payment.currency, problem));
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
    res.type('html').send(donePage(lang, done?.status ?? status, payment.return_url, payment.mode));
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

/** What is wrong with the card form, as a text key (empty when nothing is). */
function cardProblem(form: Record<string, string | undefined>): string {
  const number = (form['number'] ?? '').replace(/\s/g, '');
  if (!luhnValid(number)) return 'demoCard.invalidNumber';
  const expiry = /^(\d{2})\/(\d{2})$/.exec((form['expiry'] ?? '').trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'demoCard.invalidExpiry';
  const now = new Date();
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (endOfMonth <= now.getTime()) return 'demoCard.expired';
  if (!/^\d{3,4}$/.test((form['cvc'] ?? '').trim())) return 'demoCard.invalidCvc';
  if ((form['holder'] ?? '').trim().length < 3) return 'demoCard.holderMissing';
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

/** A text of the page in its language, escaped for HTML. */
const text = (lang: LanguageCode, key: string) => escapeHtml(translate(key, lang));

/** A card number as written in the hint: its digit groups kept left to right in an Arabic page too. */
const cardNumber = (digits: string) => `<bdi dir="ltr">${digits.replace(/(\d{4})(?=\d)/g, '$1 ')}</bdi>`;

function page(lang: LanguageCode, title: string, body: string): string {
  return `<!doctype html><html lang="${htmlLang(lang)}" dir="${languageDir(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Demo Card</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function notFoundPage(lang: LanguageCode): string {
  return page(
    lang,
    translate('notFound.title', lang),
    `<h1>${text(lang, 'notFound.title')}</h1><p>${text(lang, 'notFound.text')}</p>`,
  );
}

function formPage(
  lang: LanguageCode,
  token: string,
  amount: number,
  currency: string,
  error: string,
): string {
  // the site's own formatting in the checkout's language, held left to right in a right-to-left page
  const money = formatMoney(amount, currency, {
    locales: intlLocales(lang),
    isolate: languageDir(lang) === 'rtl',
  });
  // the placeholders stay in the translated text and take the card numbers' markup after escaping
  const hint = text(lang, 'demoCard.hint')
    .replace('{{paid}}', cardNumber(PAYING_CARD))
    .replace('{{declined}}', cardNumber(DECLINED_CARD));
  const action = escapeHtml(`/demo-pay/checkout/${token}`);
  return page(
    lang,
    translate('demoCard.title', lang),
    `<h1>Demo Card · ${text(lang, 'demoCard.title')}</h1>
<p class="amount">${escapeHtml(money)}</p>
${error ? `<p class="error" role="alert">${text(lang, error)}</p>` : ''}
<form method="post" action="${action}">
<label for="holder">${text(lang, 'demoCard.holder')}</label><input id="holder" name="holder" autocomplete="cc-name" required>
<label for="number">${text(lang, 'demoCard.number')}</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" dir="ltr" required>
<div class="row"><div><label for="expiry">${text(lang, 'demoCard.expiry')}</label><input id="expiry" name="expiry" autocomplete="cc-exp" dir="ltr" required></div>
<div><label for="cvc">${text(lang, 'demoCard.cvc')}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" required></div></div>
<button class="pay" type="submit" name="action" value="pay">${text(lang, 'demoCard.pay')}</button>
</form>
<form method="post" action="${action}"><button class="cancel" type="submit" name="action" value="cancel">${text(lang, 'demoCard.cancel')}</button></form>
<p class="hint">${hint}</p>`,
  );
}

function donePage(lang: LanguageCode, status: string, returnUrl: string, mode: string): string {
  const outcome = translate(
    status === 'paid' ? 'demoCard.paid' : status === 'cancelled' ? 'demoCard.cancelled' : 'demoCard.declined',
    lang,
  );
  const back =
    mode === 'frame'
      ? `<p>${text(lang, 'demoCard.close')}</p>`
      : `<p><a href="${escapeHtml(returnUrl)}">${text(lang, 'demoCard.back')}</a></p>`;
  return page(lang, outcome, `<h1 role="status">${escapeHtml(outcome)}</h1>${back}`);
}

import {
  HOUSE_STAKES,
  amountFormatOptions,
  currencySymbol,
  htmlLang,
  intlLocales,
  localAmount,
  localPercent,
  moneyText,
  ROULETTE_BET_KINDS,
  type RouletteBetKind,
  type CurrencyContext,
  type HouseGame,
  type LanguageCode,
  writtenAmountSymbols,
} from '@bet/shared';
import type { HouseTextKey } from './texts.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside a non-executed script element: `<` escaped so the text cannot close the element. */
const jsonData = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

function shell(lang: LanguageCode, dir: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(htmlLang(lang))}" dir="${escapeHtml(dir)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/games/house/assets/game.css"></head><body>${body}</body></html>`;
}

export function messagePage(lang: LanguageCode, dir: string, title: string, message: string): string {
  return shell(
    lang,
    dir,
    title,
    `<main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p></main>`,
  );
}

/** The stakes in the page language's number format (minor units in the value). */
const stakeOptions = (lang: LanguageCode) =>
  HOUSE_STAKES.map(
    (s, i) =>
      `<option value="${s}"${i === 0 ? ' selected' : ''}>${localAmount(s, intlLocales(lang))}</option>`,
  ).join('');

function controls(game: HouseGame, t: Readonly<Record<HouseTextKey, string>>): string {
  if (game === 'slot')
    return `<div id="reels" class="reels" role="img" aria-label="${escapeHtml(t.slot)}"></div>`;
  if (game === 'roulette') {
    const kinds = ROULETTE_BET_KINDS.map(
      (k) =>
        `<option value="${k}">${escapeHtml(k === 'straight' ? t.number : t[k as HouseTextKey])}</option>`,
    ).join('');
    // each bet that needs a pick has a list of exactly its valid picks, shown with its kind
    const field = (kind: RouletteBetKind, label: string, options: string) =>
      `<div data-pick="${kind}"${kind === 'straight' ? '' : ' hidden'}><label for="pick-${kind}">${escapeHtml(label)}</label><select id="pick-${kind}">${options}</select></div>`;
    const numbers = Array.from(
      { length: 37 },
      (_, n) => `<option value="${n}"${n === 17 ? ' selected' : ''}>${n}</option>`,
    ).join('');
    const thirds = (labels: readonly string[], covers: (pick: number) => string) =>
      labels
        .map((label, i) => `<option value="${i + 1}">${escapeHtml(label)} (${covers(i + 1)})</option>`)
        .join('');
    const dozens = thirds([t.dozen1, t.dozen2, t.dozen3], (d) => `${d * 12 - 11}–${d * 12}`);
    const columns = thirds([t.column1, t.column2, t.column3], (c) => `${c}, ${c + 3}, ${c + 6} … ${c + 33}`);
    return `<div class="wheel"><output id="pocket" class="pocket" aria-live="polite">–</output></div>
<div class="row"><div><label for="kind">${escapeHtml(t.bet)}</label><select id="kind">${kinds}</select></div>
${field('straight', t.number, numbers)}
${field('dozen', t.dozen, dozens)}
${field('column', t.column, columns)}</div>`;
  }
  return `<div class="wheel"><output id="roll" class="pocket" aria-live="polite">–</output></div>
<div class="row"><div><label for="target">${escapeHtml(t.target)}</label><input id="target" type="number" inputmode="numeric" min="2" max="95" value="50"></div>
<div><label for="seed">${escapeHtml(t.clientSeed)}</label><input id="seed" type="text" maxlength="64" autocomplete="off" spellcheck="false"></div></div>
<dl class="fair"><dt>${escapeHtml(t.commitment)}</dt><dd id="commitment" dir="ltr"></dd>
<dt>${escapeHtml(t.revealed)}</dt><dd id="revealed" dir="ltr">–</dd></dl>
<p id="verified" role="status"></p>`;
}

/**
 * How the page's script writes an amount: as the site does (shared's formatMoney), the amount in the
 * language's number format put into `text` at {{amount}}, with the currency symbol as the site shows
 * it (none, or '$' on server 3) and isolated in a right-to-left page; play money says DEMO. The
 * number format is the site's: Intl with amountFormatOptions, or for the languages browsers have no
 * number data for (Azerbaijani, Kurdish, Albanian) the written-out symbols the site uses instead,
 * so the page writes 2.500,04 in Azerbaijani as the lobby and the ticket do, not 2,500.04.
 */
function moneyFormat(lang: LanguageCode, dir: string, currency: string | null, display: CurrencyContext) {
  const symbol = currency === null ? 'DEMO' : currencySymbol(currency, display);
  const locales = intlLocales(lang);
  return {
    text: moneyText('{{amount}}', symbol, dir === 'rtl'),
    locales,
    options: amountFormatOptions(),
    written: writtenAmountSymbols(locales),
  };
}

/** A game's page: what the launch URL opens in the lobby's frame. */
export function gamePage(p: {
  game: HouseGame;
  key: string;
  lang: LanguageCode;
  dir: string;
  texts: Readonly<Record<HouseTextKey, string>>;
  rtp: number;
  /** the player's currency; null for play money */
  currency: string | null;
  /** how the site shows currency (its settings) */
  display: CurrencyContext;
}): string {
  const t = p.texts;
  const play = p.game === 'slot' ? t.spin : p.game === 'roulette' ? t.spin : t.roll;
  const rtp = t.rtp.replace('{{rtp}}', localPercent(p.rtp * 100, intlLocales(p.lang)));
  return shell(
    p.lang,
    p.dir,
    t[p.game],
    `<main id="game" data-key="${escapeHtml(p.key)}" data-game="${p.game}">
<h1>${escapeHtml(t[p.game])}</h1>
<p id="demo" class="demo" hidden>${escapeHtml(t.demo)}</p>
<p class="balance">${escapeHtml(t.balance)}: <output id="balance" dir="ltr" data-testid="house-balance">…</output></p>
${controls(p.game, t)}
<div class="row"><div><label for="stake">${escapeHtml(t.stake)}</label><select id="stake">${stakeOptions(p.lang)}</select></div></div>
<button id="play" type="button" class="play">${escapeHtml(play)}</button>
<p id="result" class="result" role="status" aria-live="polite"></p>
<p class="rtp">${escapeHtml(rtp)}</p>
</main>
<script type="application/json" id="texts">${jsonData(t)}</script>
<script type="application/json" id="money">${jsonData(moneyFormat(p.lang, p.dir, p.currency, p.display))}</script>
<script src="/games/house/assets/game.js" defer></script>`,
  );
}

import { AMOUNT_SCRIPT } from './amount-script.generated.ts';

/**
 * The game pages' script and style, served as files of the provider's site (the site's content
 * security policy admits scripts from the same origin only, not inline ones). Plain browser
 * JavaScript: the page is the provider's, not part of the web app's bundle. Amounts are written by
 * shared's localAmount, bundled ahead of it (amount-script.generated.ts).
 */
export const CLIENT_SCRIPT =
  AMOUNT_SCRIPT +
  '\n' +
  String.raw`(() => {
  'use strict';
  const main = document.getElementById('game');
  const key = main.dataset.key;
  const game = main.dataset.game;
  const t = JSON.parse(document.getElementById('texts').textContent);
  const $ = (id) => document.getElementById(id);
  // Drawn, not emoji: a terminal or phone without an emoji font showed empty boxes on the reels.
  const SYMBOLS = {
    seven: '<text x="16" y="26" font-size="26" font-weight="900" text-anchor="middle" fill="#c8102e">7</text>',
    bar: '<rect x="3" y="10" width="26" height="12" rx="2" fill="#1b1f24"/><text x="16" y="19.5" font-size="8" font-weight="800" text-anchor="middle" fill="#fff">BAR</text>',
    bell: '<path d="M16 4c-5 0-8 4-8 9v6l-3 4h22l-3-4v-6c0-5-3-9-8-9z" fill="#e0a400"/><circle cx="16" cy="26" r="3" fill="#8a6400"/>',
    plum: '<path d="M16 3v5" stroke="#2e7d32" stroke-width="2"/><circle cx="12" cy="12" r="4" fill="#6a1b9a"/><circle cx="20" cy="12" r="4" fill="#6a1b9a"/><circle cx="16" cy="18" r="4" fill="#7b1fa2"/><circle cx="10" cy="19" r="4" fill="#6a1b9a"/><circle cx="22" cy="19" r="4" fill="#6a1b9a"/><circle cx="16" cy="25" r="4" fill="#7b1fa2"/>',
    orange: '<circle cx="16" cy="18" r="11" fill="#f57c00"/><path d="M16 7c2-3 5-4 8-3-1 3-4 4-8 3z" fill="#2e7d32"/>',
    lemon: '<ellipse cx="16" cy="17" rx="12" ry="9" fill="#fdd835" stroke="#c6a700" stroke-width="1.5"/>',
    cherry: '<path d="M11 21c1-7 4-13 10-17M21 21c0-6-1-12 0-17" stroke="#2e7d32" stroke-width="2" fill="none"/><circle cx="10" cy="23" r="6" fill="#c62828"/><circle cx="22" cy="23" r="6" fill="#b71c1c"/>',
  };
  const SVG = 'http://www.w3.org/2000/svg';
  const REFUSALS = {
    INSUFFICIENT_FUNDS: 'insufficient',
    LIMIT_EXCEEDED: 'limit',
    PLAYER_EXCLUDED: 'excluded',
    INVALID_TOKEN: 'session',
    PLAYER_BLOCKED: 'session',
  };
  // the site's rule: shared's localAmount itself (AMOUNT_SCRIPT, before this one), with the
  // language's locales and decimals the page gives; the page's text puts the currency around it
  const m = JSON.parse(document.getElementById('money').textContent);
  const amountText = (minor) => houseAmount.localAmount(minor, m.locales, m.options.minimumFractionDigits);
  let commitment = '';
  const money = (minor) => m.text.replace('{{amount}}', amountText(minor));
  const showBalance = (b) => { if (typeof b === 'number') $('balance').textContent = money(b); };
  const say = (text) => { $('result').textContent = text; };

  const renderReels = (window) => {
    const reels = $('reels');
    if (!reels) return;
    reels.replaceChildren(...window.map((column) => {
      const col = document.createElement('div');
      col.className = 'reel';
      for (const s of column) {
        const cell = document.createElement('span');
        cell.dataset.symbol = s;
        const art = document.createElementNS(SVG, 'svg');
        art.setAttribute('viewBox', '0 0 32 32');
        art.setAttribute('aria-hidden', 'true');
        art.innerHTML = SYMBOLS[s] || '';
        cell.append(art);
        col.append(cell);
      }
      return col;
    }));
  };

  const hex = (buf) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
  // The player's own check of a dice roll: the revealed seed hashes to what was shown before the
  // round, and the roll is the first accepted word of HMAC-SHA256(seed, "clientSeed:nonce").
  const verifyDice = async (o) => {
    if (!window.crypto || !crypto.subtle) return null;
    const enc = new TextEncoder();
    const hash = hex(await crypto.subtle.digest('SHA-256', enc.encode(o.serverSeed)));
    const k = await crypto.subtle.importKey('raw', enc.encode(o.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const view = new DataView(await crypto.subtle.sign('HMAC', k, enc.encode(o.clientSeed + ':' + o.nonce)));
    let roll = -1;
    for (let i = 0; i < 32 && roll < 0; i += 4) {
      const w = view.getUint32(i);
      if (w < 4294960000) roll = w % 10000;
    }
    return hash === o.commitment && roll === o.roll;
  };

  const load = async () => {
    const res = await fetch('/games/house/session/' + encodeURIComponent(key));
    if (!res.ok) { say(t.session); $('play').disabled = true; return; }
    const s = await res.json();
    $('demo').hidden = !s.demo;
    showBalance(s.balance);
    if (s.status !== 'OK') say(t[REFUSALS[s.status] || 'error']);
    if (game === 'dice') {
      commitment = s.commitment;
      $('commitment').textContent = commitment;
      $('seed').value = s.clientSeed;
    }
    if (game === 'slot') renderReels([['seven', 'bar', 'bell'], ['plum', 'orange', 'lemon'], ['cherry', 'seven', 'bar'], ['bell', 'plum', 'orange'], ['lemon', 'cherry', 'seven']]);
  };

  // the roulette pick list of the chosen bet type (none for red, black, odd, even, low, high)
  const pickOf = (kind) => document.querySelector('[data-pick="' + kind + '"]');
  const showPick = () => {
    const kind = $('kind').value;
    for (const box of document.querySelectorAll('[data-pick]')) box.hidden = box.dataset.pick !== kind;
  };
  // a refusal of the round call says why in the player's language; only an unknown failure is generic
  const REFUSED = {
    invalidRequest: 'invalidBet',
    casinoRoundBusy: 'busy',
    casinoSessionInvalid: 'session',
  };
  const refusalOf = async (res) => {
    const body = await res.json().catch(() => null);
    const code = body && body.error && body.error.code;
    return t[REFUSED[code] || 'error'];
  };

  const newRound = () => hex(crypto.getRandomValues(new Uint8Array(16)));
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const offline = () => navigator.onLine === false;
  const online = () => new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
  // a lost answer (no response, a server or gateway failure, or the round still being played when
  // asked again) is asked for again with the same round id, which never plays it twice. Without a
  // connection the page says so and asks again as soon as it is back, however long that takes:
  // only failures while online count towards giving up. It tells whether it waited for the
  // connection (the player was told it was down), so the answer is no longer "a moment" late.
  const RETRY_MS = [500, 1000, 2000, 4000, 8000];
  const send = async (body, again) => {
    let waited = false;
    for (let attempt = 0, sent = 0; ; attempt++) {
      const res = await fetch('/games/house/session/' + encodeURIComponent(key) + '/play', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch(() => null);
      const lost = !res || res.status >= 500 || ((attempt > 0 || again) && res.status === 409);
      if (!lost) return { res, retried: attempt > 0, waited };
      if (offline()) {
        waited = true;
        say(t.offlineWaiting);
        await online();
        say('…');
        continue;
      }
      if (sent >= RETRY_MS.length) return { res, retried: attempt > 0, waited };
      await wait(RETRY_MS[sent++]);
    }
  };

  // a round whose answer could not be had: asked for again by its id when the connection comes back
  let unanswered = null;
  const play = async (again) => {
    let body = again;
    if (!body) {
      // nothing is sent without a connection: the round is not played
      if (offline()) { say(t.offlineNotPlayed); return; }
      body = { stake: Number($('stake').value) };
      if (game === 'roulette') {
        const kind = $('kind').value;
        body.bet = { kind };
        const box = pickOf(kind);
        if (box) body.bet.pick = Number(box.querySelector('select').value);
      }
      if (game === 'dice') {
        body.target = Number($('target').value);
        if ($('seed').value) body.clientSeed = $('seed').value;
      }
      // the round's own id: asked again after a lost answer, the server tells how this round went
      body.round = newRound();
    }
    unanswered = null;
    $('play').disabled = true;
    say('…');
    try {
      const { res, retried, waited } = await send(body, !!again);
      // still no answer for the round: the provider finishes it, the balance follows
      if (!res || ((retried || again) && (res.status >= 500 || res.status === 409))) {
        unanswered = body;
        say(t.pending);
        return;
      }
      if (!res.ok) { say(await refusalOf(res)); return; }
      const a = await res.json();
      showBalance(a.balance);
      if (a.code === 'casinoRoundRefunded') { say(t.refunded); return; }
      // the dealer's casino limit has its own words: the player is told to contact the dealer
      if (!a.ok) { say(t[a.code === 'casinoLimitFull' ? 'casinoLimit' : REFUSALS[a.status] || 'error']); return; }
      const o = a.outcome;
      if (o.game === 'slot') renderReels(o.window);
      if (o.game === 'roulette') {
        $('pocket').textContent = String(o.pocket);
        $('pocket').dataset.colour = o.colour;
      }
      if (o.game === 'dice') {
        $('roll').textContent = (o.roll / 100).toFixed(2);
        $('revealed').textContent = o.serverSeed;
        commitment = o.nextCommitment;
        $('commitment').textContent = commitment;
        const ok = await verifyDice(o);
        $('verified').textContent = ok === null ? '' : ok ? t.verified : t.notVerified;
      }
      const told = a.win > 0 ? t.win.replace('{{amount}}', money(a.win)) : t.noWin;
      // a round asked for again after the page waited for the connection (or gave it up as
      // unanswered) says so; only an answer had by the quick retries was "a moment" late
      const late = waited || !!again;
      say(a.replayed ? (late ? t.recoveredAfterWait : t.recovered) + ' ' + told : told);
    } catch {
      say(t.error);
    } finally {
      $('play').disabled = false;
    }
  };

  $('play').addEventListener('click', () => play(unanswered));
  // the connection is back: the unanswered round is asked for by its id, its result and balance shown
  window.addEventListener('online', () => { if (unanswered && !$('play').disabled) play(unanswered); });
  if (game === 'roulette') { $('kind').addEventListener('change', showPick); showPick(); }
  load().catch(() => say(t.error));
})();
`;

export const CLIENT_STYLE = `*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#10233f;color:#fff}
main{max-width:560px;margin:0 auto;padding:12px 16px}h1{font-size:1.3rem;margin:4px 0 8px}
.balance{font-size:1.1rem;font-weight:600}.demo{background:#ffe08a;color:#1b1f24;padding:6px 8px;border-radius:6px}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;background:#0a1628;padding:8px;border-radius:10px;direction:ltr}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px}.reel span{display:flex;align-items:center;justify-content:center;
background:#fff;color:#111;border-radius:8px;font-size:1.8rem;min-height:56px}.reel svg{width:70%;max-width:48px;height:auto}
.wheel{display:flex;justify-content:center;margin:8px 0}.pocket{display:inline-flex;align-items:center;justify-content:center;
min-width:96px;min-height:96px;border-radius:50%;background:#fff;color:#111;font-size:2rem;font-weight:700}
.pocket[data-colour=red]{background:#b00020;color:#fff}.pocket[data-colour=black]{background:#111;color:#fff}.pocket[data-colour=green]{background:#0b6e2e;color:#fff}
.row{display:flex;gap:12px;flex-wrap:wrap;margin:8px 0}.row>div{flex:1;min-width:140px}.row>[data-pick]{min-width:200px}
[hidden]{display:none!important}label{display:block;font-weight:600;margin-bottom:4px}select,input{width:100%;min-height:44px;font-size:1rem;padding:8px;border-radius:6px;border:1px solid #8aa0bf;background:#fff;color:#111}
.play{width:100%;min-height:48px;margin-top:8px;font-size:1.1rem;font-weight:700;border:0;border-radius:8px;background:#ffd23f;color:#111;cursor:pointer}
.play:disabled{background:#c9c9c9}.play:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #ffd23f;outline-offset:2px}
.result{min-height:1.5em;font-size:1.1rem;font-weight:600}.rtp{font-size:.9rem;color:#d6e2f3}
.fair{font-size:.85rem;word-break:break-all}.fair dt{font-weight:600;margin-top:6px}.fair dd{margin:0;color:#d6e2f3}`;

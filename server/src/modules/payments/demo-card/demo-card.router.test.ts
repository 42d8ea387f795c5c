import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../testing/test-server.ts';
import { seedWorld, type TestUser } from '../../../testing/world.ts';
import { checkoutLanguage } from './demo-card.service.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let keys = 0;
const key = () => `card-page-${process.pid}-${++keys}-abcdef`;

/**
 * The demo card provider's page speaks the language of the site the player came from: the one
 * the checkout was made in (its return address names it), Turkish by default, right to left in
 * Arabic, with the amount written as the site writes it in that language.
 */
describe(`demo card page: the player's site language (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let player: TestUser;
  let method: { payId: number; payCatId: number };

  beforeAll(async () => {
    server = await startTestServer();
    const world = await seedWorld(server);
    player = await world.newPlayer({ credit: 20, settings: { onlineUser: 1 } });
    const cats = (await player.api.get('/payments/categories?transferType=0')).body.results;
    method = cats.flatMap((c: any) => c.paytypes).find((m: any) => m.iframe === 2);
  });
  afterAll(() => server.close());

  /** A card deposit of 1,234.50 made on the site in `lang` (none: the site's default). */
  const checkout = async (lang?: string) => {
    const res = await player.api.post(`/payments/requests${lang ? `?lang=${lang}` : ''}`, {
      idempotencyKey: key(),
      payId: method.payId,
      payCatId: method.payCatId,
      transferType: 0,
      amount: 1234.5,
      values: [],
    });
    expect(res.status).toBe(201);
    return server.url + (res.body.paymenturl as string);
  };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const card = { holder: 'Ayşe Yılmaz', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
  const html = async (res: Promise<Response>) => (await res).text();

  it('is Turkish by default: texts, amount, card errors and the outcome', async () => {
    const url = await checkout();
    const page = await html(fetch(url));
    expect(page).toMatch(/<html lang="tr" dir="ltr">/);
    expect(page).toContain('<label for="holder">Kart sahibi</label>');
    expect(page).toContain('<label for="number">Kart numarası</label>');
    expect(page).toContain('>Öde</button>');
    expect(page).toContain('1.234,50 TL');
    expect(page).not.toContain('Card holder');

    const bad = await html(fetch(url, form({ ...card, number: '4242 4242 4242 4241', action: 'pay' })));
    expect(bad).toContain('Kart numarası geçerli değil.');
    const expired = await html(fetch(url, form({ ...card, expiry: '01/20', action: 'pay' })));
    expect(expired).toContain('Kartın süresi dolmuş.');

    const paid = await html(fetch(url, form({ ...card, action: 'pay' })));
    expect(paid).toMatch(/<html lang="tr" dir="ltr">/);
    expect(paid).toContain('Ödeme alındı.');
    expect(paid).toContain('Bu pencereyi kapatabilirsiniz.');
  });

  it('is Arabic and right to left for a checkout made on the Arabic site (aa)', async () => {
    const url = await checkout('aa');
    const page = await html(fetch(url));
    expect(page).toMatch(/<html lang="ar" dir="rtl">/);
    expect(page).toContain('<label for="holder">اسم حامل البطاقة</label>');
    expect(page).toContain('>ادفع</button>');
    // the amount in Latin digits, held left to right inside the right-to-left page
    expect(page).toContain('\u20661,234.50 TL\u2069');
    expect(page).not.toContain('Card holder');

    const cancelled = await html(fetch(url, form({ action: 'cancel' })));
    expect(cancelled).toMatch(/<html lang="ar" dir="rtl">/);
    expect(cancelled).toContain('تم إلغاء الدفع.');
  });

  it('is English for a checkout made on the English site (en)', async () => {
    const url = await checkout('en');
    const page = await html(fetch(url));
    expect(page).toMatch(/<html lang="en" dir="ltr">/);
    expect(page).toContain('<label for="holder">Card holder</label>');
    expect(page).toContain('1,234.50 TL');
    const bad = await html(fetch(url, form({ ...card, cvc: '1', action: 'pay' })));
    expect(bad).toContain('The security code must be 3 or 4 digits.');
  });

  it("says in the visitor's site language that a page does not exist", async () => {
    const missing = await fetch(`${server.url}/demo-pay/checkout/nope`, { headers: { cookie: 'lang=de' } });
    expect(missing.status).toBe(404);
    const page = await missing.text();
    expect(page).toMatch(/<html lang="de" dir="ltr">/);
    expect(page).toContain('Seite nicht gefunden');
    expect(await html(fetch(`${server.url}/demo-pay/checkout/nope`))).toMatch(/<html lang="tr"/);
  });

  it("takes the language from the checkout's return address, Turkish when it names none the site has", () => {
    expect(checkoutLanguage('/aa/deposit?request=7')).toBe('aa');
    expect(checkoutLanguage('/en/deposit')).toBe('en');
    expect(checkoutLanguage('/xx/deposit?request=7')).toBe('tr');
    expect(checkoutLanguage('/english/deposit')).toBe('tr');
    expect(checkoutLanguage('https://evil.example/aa/deposit')).toBe('tr');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { up as uniqueContacts } from '../../db/migrations/0056_unique_contacts.ts';
import { CAPTCHA_ALPHABET, captchaSvg } from './captcha-image.ts';
import { SIGNUP_LIMITS } from './signup-limits.ts';

/** The markup of a captcha image (a base64 SVG data URL). */
const svgOf = (image: string) =>
  Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

/** What a script could read from the markup: any text, and the names of the elements used. */
function readable(svg: string) {
  return {
    text: svg.replace(/<[^>]*>/g, '').trim(),
    elements: [...new Set([...svg.matchAll(/<([a-zA-Z]+)/g)].map((m) => m[1]))].sort(),
  };
}

describe('the captcha picture', () => {
  it('draws every character as paths with noise: no text, no font, never the answer', () => {
    for (let i = 0; i < 200; i++) {
      const answer = Array.from({ length: 5 }, (_, k) => CAPTCHA_ALPHABET[(i * 7 + k * 11) % 31]).join('');
      const svg = captchaSvg(answer);
      expect(readable(svg)).toEqual({ text: '', elements: ['g', 'path', 'rect', 'svg'] });
      expect(svg.toUpperCase()).not.toContain(answer);
      expect(svg).not.toMatch(/font|<text|<tspan|<use|<symbol|title|desc/i);
      // The characters' strokes and the noise look alike: one kind of element, shuffled.
      expect(svg.match(/<path /g)!.length).toBeGreaterThan(answer.length + 5);
    }
  });

  it('draws the same answer differently every time', () => {
    expect(captchaSvg('A7KQ2')).not.toBe(captchaSvg('A7KQ2'));
    expect(CAPTCHA_ALPHABET).toMatch(/^[2-9A-Z]+$/);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OIL]/);
  });
});

describe('sign-up abuse over HTTP', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let address = 0;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  const nextAddress = () => `198.18.${Math.floor(++address / 250)}.${address % 250}`;
  const client = (ip = nextAddress()) => new ApiClient(server.url, { 'x-forwarded-for': ip });

  async function captcha(api: ApiClient) {
    const res = await api.get('/auth/captcha');
    expect(res.status).toBe(200);
    const row = await server.database.db
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', res.body.captchaId)
      .executeTakeFirstOrThrow();
    return { captchaId: res.body.captchaId as string, captcha: row.answer, image: res.body.image as string };
  }

  let seq = 0;
  async function form(api: ApiClient, over: Record<string, unknown> = {}) {
    const n = ++seq;
    const { captchaId, captcha: answer } = await captcha(api);
    return {
      firstName: 'Ece',
      lastName: 'Yılmaz',
      birthDate: '1992-06-11',
      idNumber: '',
      sex: 'f',
      address: 'Cumhuriyet Caddesi No 5',
      city: 'Ankara',
      postCode: '06000',
      counrtyId: 218,
      mobile: { code: '90', number: `5410000${String(n).padStart(3, '0')}` },
      userName: `ece${n}race`,
      password: 'secret12',
      repeatPassword: 'secret12',
      email: `ece${n}@example.com`,
      currency: 'TRY',
      terms: true,
      captchaId,
      captcha: answer,
      ...over,
    };
  }

  it('serves captchas whose markup does not hold the answer', async () => {
    const api = client();
    for (let i = 0; i < 10; i++) {
      const { captcha: answer, image } = await captcha(api);
      const svg = svgOf(image);
      expect(readable(svg)).toEqual({ text: '', elements: ['g', 'path', 'rect', 'svg'] });
      expect(svg.toUpperCase()).not.toContain(answer);
    }
  });

  it('limits captchas, availability checks and sign-ups per address, each with its own count', async () => {
    const ip = nextAddress();
    const calls = {
      captcha: () => client(ip).get('/auth/captcha'),
      available: () => client(ip).get('/auth/available?field=email&value=someone%40example.com'),
      // Counted before the body is read: even a malformed sign-up uses one up.
      register: () => client(ip).post('/auth/register', { userName: 'x' }),
    };
    for (const [call, send] of Object.entries(calls)) {
      const { limit } = SIGNUP_LIMITS[call as keyof typeof SIGNUP_LIMITS];
      const burst = await Promise.all(Array.from({ length: limit + 10 }, () => send()));
      const refused = burst.filter((r) => r.status === 429);
      expect([call, refused.length]).toEqual([call, 10]);
      expect(burst.filter((r) => r.status === 429 || r.status === 500)).toEqual(refused);
      expect(refused[0]!.body.error.code).toBe('tooManyRequests');
      expect(refused[0]!.body.error.details.retryAfter).toBeGreaterThan(0);
      expect(refused[0]!.headers.get('retry-after')).toBe(String(refused[0]!.body.error.details.retryAfter));
    }
    // Another address is not affected.
    expect((await client().get('/auth/captcha')).status).toBe(200);
    expect((await client().get('/auth/available?field=userName&value=player1')).body.available).toBe(false);
  });

  it('10 parallel sign-ups with one e-mail (in any case) make one account; the others get 409 already in use', async () => {
    const forms = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const api = client();
        return {
          api,
          body: await form(api, { email: i % 2 ? 'Same.Mail@Example.com' : 'same.mail@example.com' }),
        };
      }),
    );
    const answers = await Promise.all(forms.map(({ api, body }) => api.post('/auth/register', body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((a) => a.status === 409)) {
      expect(r.body.error.code).toBe('emailOrMobileTaken');
      expect(r.body.error.message).toBe('E-posta veya telefon zaten kullanılıyor.');
    }
    const rows = await server.database.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', 'same.mail@example.com'))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('10 parallel sign-ups with one user name, mobile or id number: one 201, nine 409, never a 500', async () => {
    const cases: Array<[string, (i: number) => Record<string, unknown>, string]> = [
      ['userName', () => ({ userName: 'samename77' }), 'userNameTaken'],
      ['mobile', () => ({ mobile: { code: '90', number: '5559876543' } }), 'emailOrMobileTaken'],
      ['idNumber', () => ({ idNumber: '10000000146' }), 'idNumberTaken'],
    ];
    for (const [field, over, code] of cases) {
      const forms = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const api = client();
          return { api, body: await form(api, over(i)) };
        }),
      );
      const answers = await Promise.all(forms.map(({ api, body }) => api.post('/auth/register', body)));
      expect([field, answers.map((r) => r.status).sort()]).toEqual([field, [201, ...Array(9).fill(409)]]);
      for (const r of answers.filter((a) => a.status === 409)) expect(r.body.error.code).toBe(code);
    }
  });

  it('the unique indexes are made over existing duplicates and empty values, and still refuse new ones', async () => {
    const db = server.database.db;
    const made = [];
    for (let i = 0; i < 4; i++) {
      const api = client();
      const res = await api.post('/auth/register', await form(api, { mobile: undefined }));
      expect(res.status).toBe(201);
      made.push(Number(res.body.user.userId));
    }
    // As before the indexes: the race had left three accounts with one e-mail and id number.
    for (const index of [
      'users_online_email_unique',
      'users_online_mobile_unique',
      'users_online_id_number_unique',
    ])
      await sql`drop index ${sql.id(index)}`.execute(db);
    const other = made.pop()!;
    for (const [i, id] of made.entries())
      await db
        .updateTable('users')
        .set({ email: i ? 'DUP@example.com' : 'dup@example.com', id_number: '22222222222' })
        .where('id', '=', id)
        .execute();
    await uniqueContacts(db as never, { dialect: server.database.dialect });
    // The old duplicates stay; the value cannot be taken again, and empty mobiles are no clash.
    const update = (set: { email?: string; id_number?: string }) =>
      db.updateTable('users').set(set).where('id', '=', other).execute();
    await expect(update({ email: 'Dup@Example.com' })).rejects.toThrow();
    await expect(update({ id_number: '22222222222' })).rejects.toThrow();
    const api = client();
    const dup = await api.post('/auth/register', await form(api, { email: 'dup@EXAMPLE.com' }));
    expect([dup.status, dup.body.error.code]).toEqual([409, 'emailOrMobileTaken']);
  });
});

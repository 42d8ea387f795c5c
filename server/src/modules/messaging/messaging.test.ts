import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@bet/shared';
import { OutboxSender, readOutbox } from '../../infra/outbox.ts';
import { renderTemplate, TEMPLATE_NAMES } from '../../infra/messages/templates.ts';
import { OutboxWorker } from '../../infra/messages/worker.ts';
import { codeIn, startMailServer, useMailServer, type TestMailServer } from '../../testing/mail.ts';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';
import { writeSetting } from '../settings/index.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 16 item 2: e-mail and SMS leave through the outbox, for real, and nothing is lost. */
describe(`outbox delivery (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let mail: TestMailServer;
  const extraWorkers: OutboxWorker[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
    mail = await startMailServer();
    await useMailServer(server, mail);
  });
  afterEach(async () => {
    for (const w of extraWorkers.splice(0)) await w.stop();
  });
  afterAll(async () => {
    await server.close();
    await mail.stop();
  });

  const sender = () => new OutboxSender(server.logger);
  /** A worker of the test's own with a short back-off, so retries happen within the test. */
  const fastWorker = () => {
    const w = new OutboxWorker({
      db: server.database.db,
      logger: server.logger,
      pollMs: 20,
      backoff: { baseMs: 40, maxMs: 200 },
    });
    extraWorkers.push(w);
    return w;
  };
  const statusOf = async (id: number) =>
    server.database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'last_error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const queue = async (to: string, code = 'ABCDEFGH23', lang = 'en') => {
    await sender().send(server.database.db, {
      channel: 'email',
      to,
      template: 'activation',
      lang,
      params: { code },
    });
    const [row] = await readOutbox(server.database.db, { to });
    return row!;
  };

  it('a forgotten password: the reset code arrives by e-mail in the player’s language and works', async () => {
    const player = await world.newPlayer();
    const email = `p${player.id}@example.com`;
    await server.database.db
      .updateTable('users')
      .set({ email, birth_date: '1990-02-03', lang: 'de' })
      .where('id', '=', player.id)
      .execute();
    const guest = new ApiClient(server.url);
    const asked = await guest.post('/auth/forgot-password', {
      username: player.userName,
      birthDateDay: 3,
      birthDateMonth: 2,
      birthDateYear: 1990,
    });
    expect(asked.status).toBe(200);
    const got = await mail.lastMailTo(email);
    expect(got.subject).toBe('Passwort zurücksetzen');
    expect(got.from).toBe('no-reply@bet.test');
    const code = codeIn(got.text);
    const reset = await guest.post(`/auth/reset-password/${code}`, {
      password: 'Fresh-pass-91',
      repassword: 'Fresh-pass-91',
    });
    expect(reset.status).toBe(200);
    const login = await guest.post('/auth/login', { userName: player.userName, password: 'Fresh-pass-91' });
    expect(login.status).toBe(200);
    const [row] = await readOutbox(server.database.db, { to: email });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lang: 'de' });
  });

  it('while the mail server is down the message waits and is retried; it is sent when the server is back', async () => {
    await server.services.outbox.stop();
    try {
      await mail.stop();
      const row = await queue('down@example.com', 'DWN2345678');
      const worker = fastWorker();
      worker.start();
      // Several failed tries, each recorded with its reason, and the row still pending.
      await expect
        .poll(async () => (await statusOf(row.id)).attempts, { timeout: 10_000 })
        .toBeGreaterThan(2);
      const waiting = await statusOf(row.id);
      expect(waiting.status).toBe('pending');
      expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);
      const before = mail.received.length;
      await mail.start();
      const got = await mail.lastMailTo('down@example.com', { after: before });
      expect(codeIn(got.text)).toBe('DWN2345678');
      await expect.poll(async () => (await statusOf(row.id)).status).toBe('sent');
      expect(mail.received.filter((m) => m.to.includes('down@example.com'))).toHaveLength(1);
    } finally {
      if (!mail.listening) await mail.start();
      server.services.outbox.start();
    }
  });

  it('a recipient the mail server refuses for good (550) is marked failed, not retried forever', async () => {
    mail.refuseRecipients = true;
    try {
      const row = await queue('nobody@example.com');
      await expect.poll(async () => (await statusOf(row.id)).status, { timeout: 10_000 }).toBe('failed');
      const failed = await statusOf(row.id);
      expect(failed.attempts).toBe(1);
      expect(failed.last_error).toMatch(/550/);
    } finally {
      mail.refuseRecipients = false;
    }
  });

  it('two workers on one database send each message exactly once', async () => {
    await server.services.outbox.stop();
    try {
      const before = mail.received.length;
      const to = Array.from({ length: 12 }, (_, i) => `twice${i}@example.com`);
      for (const t of to) await queue(t);
      const a = fastWorker();
      const b = fastWorker();
      await Promise.all([a.round(), b.round(), a.round(), b.round()]);
      await expect.poll(() => mail.received.length - before).toBe(12);
      const ids = mail.received.slice(before).map((m) => m.messageId);
      expect(new Set(ids).size).toBe(12);
      for (const t of to) expect((await readOutbox(server.database.db, { to: t }))[0]!.status).toBe('sent');
    } finally {
      server.services.outbox.start();
    }
  });

  it('SMS go to the HTTP gateway with its token, and are retried while it fails', async () => {
    const calls: Array<{ auth: string | undefined; body: { id: string; to: string; text: string } }> = [];
    let failFirst = 2;
    const gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        calls.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.statusCode = failFirst-- > 0 ? 503 : 202;
        res.end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    await server.services.outbox.stop();
    try {
      const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
      await writeSetting(server.database, 'sms_gateway_url', url);
      await writeSetting(server.database, 'sms_gateway_token', 'gw-secret');
      await sender().send(server.database.db, {
        channel: 'sms',
        to: '+905320001122',
        template: 'activation',
        lang: 'tr',
        params: { code: 'SMS2345678' },
      });
      fastWorker().start();
      await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(3);
      const last = calls.at(-1)!;
      expect(last.auth).toBe('Bearer gw-secret');
      expect(last.body.to).toBe('+905320001122');
      expect(codeIn(last.body.text)).toBe('SMS2345678');
      await expect
        .poll(async () => (await readOutbox(server.database.db, { to: '+905320001122' }))[0]!.status)
        .toBe('sent');
    } finally {
      await writeSetting(server.database, 'sms_gateway_url', '');
      server.services.outbox.start();
      gateway.close();
    }
  });

  it('the mail server settings are private: the public settings leave them out, the admin sees no password', async () => {
    await writeSetting(server.database, 'mail_password', 'smtp-secret');
    const pub = await new ApiClient(server.url).get('/settings');
    expect(pub.status).toBe(200);
    expect(Object.keys(pub.body.settings).filter((k) => /^(mail_|sms_)|support_email/.test(k))).toEqual([]);
    const res = await world.admin.patch('/admin/settings', { settings: { mail_from_name: 'Bet' } });
    expect(res.status).toBe(200);
    expect(res.body.settings.mail_password).toBe('********');
    expect(JSON.stringify(res.body)).not.toContain('smtp-secret');
    await writeSetting(server.database, 'mail_password', '');
  });
});

describe('message templates', () => {
  it('every template has its subject and text in all 17 languages, with every placeholder', () => {
    for (const name of TEMPLATE_NAMES)
      for (const { code } of LANGUAGES) {
        const t = renderTemplate(name, code, {
          code: 'QWERTY2345',
          topcategory: 'TOPX',
          category: 'SUBX',
          email: 'a@b.c',
          userName: 'usr',
          message: 'MSG',
        });
        expect(t.lang).toBe(code);
        expect(t.subject.length).toBeGreaterThan(2);
        expect(t.text + t.subject).not.toMatch(/\{\w+\}/);
        if (name !== 'contact') expect(codeIn(t.text)).toBe('QWERTY2345');
        else expect(t.text).toContain('MSG');
      }
  });

  it('an unknown language falls back to Turkish; placeholders in values are not filled again', () => {
    const t = renderTemplate('contact', 'xx', {
      message: '{code}',
      topcategory: 'a',
      category: 'b\nc',
      email: 'e',
      userName: 'u',
    });
    expect(t.lang).toBe('tr');
    expect(t.text).toContain('{code}');
    expect(t.subject).not.toContain('\n');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxSender, readOutbox } from '../../infra/outbox.ts';
import { startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Issue 17 item 5: the operator words the site's e-mails per language; the next message uses it. */
describe(`e-mail and SMS texts in the back office (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  let sent = 0;
  /** Queues a password-reset message as the site does, and answers the outbox row it wrote. */
  const resetMail = async (lang: string) => {
    const to = `reader${process.pid}.${++sent}@example.com`;
    await new OutboxSender(server.logger).send(server.database.db, {
      channel: 'email',
      to,
      template: 'passwordReset',
      lang,
      params: { code: '123456789' },
    });
    return (await readOutbox(server.database.db, { to }))[0]!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(() => server.close());

  it("lists every message in every language with the site's wording and the placeholders to keep", async () => {
    const list = await world.admin.get('/admin/message-templates');
    expect(list.status).toBe(200);
    expect(list.body.results).toHaveLength(3 * 17);
    const reset = list.body.results.find(
      (e: { template: string; lang: string }) => e.template === 'passwordReset' && e.lang === 'tr',
    );
    expect(reset).toMatchObject({ custom: false, placeholders: ['code'], updatedAt: null });
    expect(reset.subject).toBe(reset.builtInSubject);
    expect(reset.text).toContain('{code}');
  });

  it("sends the operator's wording in its language from the next message on, and the site's again after a reset", async () => {
    const before = await resetMail('tr');
    const saved = await world.admin.put('/admin/message-templates/passwordReset/tr', {
      subject: 'Şifre sıfırlama kodunuz',
      text: 'Merhaba,\n\nkodunuz: {code}\n\nBet destek ekibi',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ custom: true, subject: 'Şifre sıfırlama kodunuz' });
    const after = await resetMail('tr');
    expect(after.subject).toBe('Şifre sıfırlama kodunuz');
    expect(after.body).toBe('Merhaba,\n\nkodunuz: 123456789\n\nBet destek ekibi');
    // another language keeps the site's wording
    expect((await resetMail('de')).subject).toBe('Passwort zurücksetzen');

    expect((await world.admin.delete('/admin/message-templates/passwordReset/tr')).status).toBe(200);
    expect((await world.admin.delete('/admin/message-templates/passwordReset/tr')).status).toBe(200);
    const back = await resetMail('tr');
    expect([back.subject, back.body]).toEqual([before.subject, before.body]);

    const audit = (await world.admin.get('/admin/audit?limit=200')).body.results
      .filter((e: { targetType: string }) => e.targetType === 'messageTemplate')
      .map((e: { action: string }) => e.action);
    expect(audit).toEqual(['messageTemplate.reset', 'messageTemplate.save']);
  });

  it('refuses a wording without the code, with a placeholder the site never fills, and malformed input', async () => {
    const missing = await world.admin.put('/admin/message-templates/passwordReset/en', {
      subject: 'Reset',
      text: 'Your code is below.',
    });
    expect([missing.status, missing.body.error.code]).toEqual([422, 'templatePlaceholderMissing']);
    expect(missing.body.error.message).toContain('{code}');
    const unknown = await world.admin.put('/admin/message-templates/activation/en', {
      subject: 'Hello {firstName}',
      text: 'Code: {code}',
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 'templatePlaceholderUnknown']);
    for (const [path, body] of [
      ['passwordReset/en', { subject: 'Two\nlines', text: '{code}' }],
      ['passwordReset/en', { subject: ' ', text: '{code}' }],
      ['passwordReset/xx', { subject: 'Reset', text: '{code}' }],
      ['newsletter/en', { subject: 'Reset', text: '{code}' }],
      ['passwordReset/en', { subject: 'Reset' }],
    ] as const)
      expect((await world.admin.put(`/admin/message-templates/${path}`, body)).status, path).toBe(400);
    // nothing of it was stored
    expect((await resetMail('en')).subject).toBe('Password reset');
    const dealer = await world.newDealer({ credit: 10 });
    expect((await dealer.api.get('/admin/message-templates')).status).toBe(403);
    expect(
      (await dealer.api.put('/admin/message-templates/passwordReset/en', { subject: 'x', text: '{code}' }))
        .status,
    ).toBe(403);
  });
});

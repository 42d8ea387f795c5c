import { expect, test } from '@playwright/test';
import { codeIn, lastMailTo } from './mail/last-mail.ts';

// The run's SMTP server (e2e/mail/mail-sink.ts) receives what the site's outbox sends.
test('a password-reset code leaves by e-mail in the player’s language and is read from the delivered mail', async ({
  request,
}) => {
  const since = Date.now();
  const asked = await request.post('/api/v1/auth/forgot-password', {
    headers: { 'x-requested-with': 'fetch' },
    data: { username: 'player4', birthDateDay: 15, birthDateMonth: 1, birthDateYear: 1990 },
  });
  expect(asked.status()).toBe(200);
  const mail = await lastMailTo('player4@example.com', { since });
  expect(mail.subject).toBe('Şifre sıfırlama');
  expect(codeIn(mail.text)).toMatch(/^[2-9A-Z]{10}$/);
});

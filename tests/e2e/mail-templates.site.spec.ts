import { expect, test, type APIRequestContext } from '@playwright/test';
import { codeIn, lastMailTo } from './mail/last-mail.ts';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// Issue 17 item 5: the operator words the password-reset e-mail in Turkish; the next one a player
// asks for arrives in that wording, and after 'back to the site's wording' in the site's again.
// A site spec: it changes a message every Turkish reader gets.
test.setTimeout(90_000);

const askReset = (request: APIRequestContext) =>
  request.post('/api/v1/auth/forgot-password', {
    headers: { 'x-requested-with': 'fetch' },
    data: { username: 'player3', birthDateDay: 15, birthDateMonth: 1, birthDateYear: 1990 },
  });

for (const [lang, width] of [
  ['tr', 1280],
  ['aa', 360],
] as const) {
  test(`${lang} at ${width} px: an edited password-reset mail is delivered in the operator's words, then the site's again`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('site/messages');
    const editor = page.getByTestId('mail-editor');
    await page.getByTestId('mail-template').selectOption('passwordReset');
    await page.getByTestId('mail-lang').selectOption('tr');
    await expect(page.getByTestId('mail-subject')).toHaveValue('Şifre sıfırlama');

    // without its {code} the wording cannot be saved
    await page.getByTestId('mail-text').fill('Merhaba, kodunuz ektedir.');
    await expect(editor.getByTestId('mail-missing')).toContainText('{code}');
    await expect(editor.getByTestId('mail-save')).toBeDisabled();
    const subject = `Bet şifre kodunuz ${lang}`;
    await page.getByTestId('mail-subject').fill(subject);
    await page.getByTestId('mail-text').fill('Merhaba,\n\nşifre sıfırlama kodunuz:\n\n{code}\n\nBet destek');
    await expect(editor.getByTestId('mail-missing')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath(`mail-${lang}-${width}.png`), fullPage: true });
    await editor.getByTestId('mail-save').click();
    await expect(editor.getByTestId('mail-message')).toBeVisible();
    await expect(editor.getByTestId('mail-reset')).toBeVisible();

    let since = Date.now();
    expect((await askReset(request)).status()).toBe(200);
    const edited = await lastMailTo('player3@example.com', { since });
    expect(edited.subject).toBe(subject);
    expect(edited.text).toContain('Bet destek');
    expect(codeIn(edited.text)).toMatch(/^[2-9A-Z]{10}$/);

    await editor.getByTestId('mail-reset').click();
    await expect(page.getByTestId('mail-subject')).toHaveValue('Şifre sıfırlama');
    await expect(editor.getByTestId('mail-reset')).toHaveCount(0);
    since = Date.now();
    expect((await askReset(request)).status()).toBe(200);
    expect((await lastMailTo('player3@example.com', { since })).subject).toBe('Şifre sıfırlama');
  });
}

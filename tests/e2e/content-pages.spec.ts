import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi } from './pages/shell-page.ts';

// The content pages of the player site: help, terms and responsible gaming from the server's
// sanitised HTML in the page's language, the Support and Others menus that lead to them, and the
// contact form. Turkish and Arabic (right to left), on a phone and on a desktop.

// A page's first visit loads its chunk and its texts: on a busy machine that takes a while.
const expect = baseExpect.configure({ timeout: 15_000 });

const SIZES = [
  { width: 360, height: 760 },
  { width: 1280, height: 800 },
] as const;

/** The demo pages' titles the server seeds (seed-pages.ts), per language. */
const TITLES = {
  tr: { 6: 'Yardım', 9: 'Kullanım koşulları', 10: 'Sorumlu oyun' },
  aa: { 6: 'المساعدة', 9: 'الشروط والأحكام', 10: 'اللعب المسؤول' },
} as const;

/** Follows each link of a content menu page and checks it opened its own page, never Home. */
async function walkMenu(page: Page, lang: 'tr' | 'aa', menu: 'support' | 'others', pages: number[]) {
  await page.goto(`/${lang}/${menu}`);
  await expect(page.getByTestId(`${menu}-page`)).toBeVisible();
  const links = page.getByTestId(`${menu}-page`).locator('a[href]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs).toEqual(pages.map((id) => (id === 0 ? `/${lang}/contact` : `/${lang}/page/${id}`)));
  for (const href of hrefs) {
    await page.goto(`/${lang}/${menu}`);
    await page.getByTestId(`${menu}-page`).locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('home')).toHaveCount(0);
    if (href.endsWith('/contact')) await expect(page.getByTestId('contact-page')).toBeVisible();
    else {
      const id = Number(href.split('/').pop()) as 6 | 9 | 10;
      const content = page.getByTestId('content-page');
      await expect(content.getByRole('heading', { level: 1 })).toHaveText(TITLES[lang][id]);
      await expect(content.getByTestId('content-text')).not.toBeEmpty();
    }
  }
}

for (const size of SIZES)
  for (const lang of ['tr', 'aa'] as const)
    test(`support and others lead to help, terms, responsible gaming and contact in ${lang} at ${size.width} px, axe clean`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(size);
      await walkMenu(page, lang, 'support', [6, 0]);
      await walkMenu(page, lang, 'others', [9, 0, 10]);

      await page.goto(`/${lang}/others`);
      await expect(page.getByTestId('others-page')).toBeVisible();
      await expectNoAxeViolations(page, 'main');
      await page.goto(`/${lang}/page/9`);
      const terms = page.getByTestId('content-page');
      await expect(terms.getByRole('heading', { level: 1 })).toHaveText(TITLES[lang][9]);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'aa' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page, 'main');
      await page.screenshot({ path: test.info().outputPath(`terms-${lang}-${size.width}.png`) });
    });

test('the left menu leads to Support and Others, whose pages are not Home', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/aa/results');
  await page.getByTestId('menu-button').click();
  const menu = page.locator('.side-menu.left');
  await expect(menu).toHaveClass(/open/);
  await menu.getByRole('link', { name: 'الدعم' }).click();
  await expect(page).toHaveURL(/\/aa\/support$/);
  await expect(page.getByTestId('support-page')).toBeVisible();
  await page.getByTestId('menu-button').click();
  await menu.getByRole('link', { name: 'أخرى' }).click();
  await expect(page).toHaveURL(/\/aa\/others$/);
  await expect(page.getByTestId('others-page')).toBeVisible();
});

test('a page missing in the asked language shows the default language; an unknown page or id leads Home', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const id = 700 + (process.pid % 200);
  try {
    const saved = await admin.put(`/api/v1/admin/pages/${id}`, {
      data: {
        lang: 'tr',
        title: 'Yalnız Türkçe',
        content: '<p>Merhaba <b>dünya</b><script>window.__ran = 1</script></p>',
      },
    });
    expect(saved.status()).toBe(200);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(`/aa/page/${id}`);
    const content = page.getByTestId('content-page');
    await expect(content.getByRole('heading', { level: 1 })).toHaveText('Yalnız Türkçe');
    // the Turkish text inside the Arabic site says which language it is in
    await expect(content).toHaveAttribute('lang', 'tr');
    await expect(content.getByTestId('content-text').locator('b')).toHaveText('dünya');
    expect(await content.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
    await expectNoAxeViolations(page, 'main');
  } finally {
    await admin.dispose();
  }
  for (const path of ['/aa/page/987654', '/tr/page/abc']) {
    await page.goto(path);
    await expect(page.getByTestId('home')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/${path.split('/')[1]}/`);
  }
});

for (const { size, lang } of [
  { size: SIZES[0], lang: 'tr' },
  { size: SIZES[1], lang: 'aa' },
] as const)
  test(`contact: sub-topics follow the topic, refusals say why, a good message is sent (${lang}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto(`/${lang}/contact`);
    const form = page.getByTestId('contact-page');
    const sub = form.locator('select[name="category"]');
    await expect(sub).toBeDisabled();

    // nothing filled: every field is required
    await form.getByTestId('contact-submit').click();
    await expect(form.getByTestId('contact-error')).toHaveText(
      lang === 'tr' ? 'Lütfen tüm alanları doldurun.' : /.+/,
    );
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, 'main');

    // the sub-topics are those of the chosen topic, and change with it
    await form.locator('select[name="topcategory"]').selectOption('payment');
    await expect(sub).toBeEnabled();
    expect(
      await sub.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['', 'deposit', 'withdraw', 'bonus']);
    await sub.selectOption('withdraw');
    await form.locator('select[name="topcategory"]').selectOption('account');
    await expect(sub).toHaveValue('');
    await sub.selectOption('password');

    await form
      .locator('textarea[name="message"]')
      .fill('Şifremi değiştiremiyorum / لا أستطيع تغيير كلمة المرور');
    await form.locator('input[name="email"]').fill('not-an-address');
    await form.getByTestId('contact-submit').click();
    await expect(form.getByTestId('contact-error')).toBeVisible();
    await expect(form.locator('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('contact-sent')).toHaveCount(0);

    await form.locator('input[name="email"]').fill(`contact-${lang}@example.com`);
    const sent = page.waitForResponse((r) => r.url().includes('/api/v1/contact'));
    await form.getByTestId('contact-submit').click();
    expect((await sent).status()).toBe(201);
    await expect(form.getByTestId('contact-sent')).toBeVisible();
    await expect(form.getByTestId('contact-error')).toHaveCount(0);
    // the form is empty again for a next message
    await expect(form.locator('textarea[name="message"]')).toHaveValue('');
    await expectNoAxeViolations(page, 'main');
    await page.screenshot({ path: test.info().outputPath(`contact-${lang}-${size.width}.png`) });
  });

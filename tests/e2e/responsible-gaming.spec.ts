import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '@bet/shared';
import { expectNoAxeViolations } from './pages/axe.ts';
import { adminApi, apiAs, ShellPage } from './pages/shell-page.ts';

// Responsible gaming in the account: a deposit limit refuses the deposit past it with the rule's
// message, and a time-out logs the player out and keeps the door shut; at 360 and 1280 px, in
// Turkish and Arabic (the deposit message in English too), with axe on every screen.

/** A player of its own who may pay online (onlineUser 1), under a dealer of its own. */
async function newPlayer(baseURL: string): Promise<{ userName: string; password: string }> {
  const admin = await adminApi(baseURL);
  const suffix = Math.random().toString(36).slice(2, 9);
  const dealerName = `e2erd${suffix}`;
  const created = await admin.post('/api/v1/admin/users', {
    data: { userName: dealerName, password: 'dealer1234', role: 'dealer', userOpenLimit: 10 },
  });
  expect(created.status()).toBe(201);
  await admin.dispose();
  const dealer = await apiAs(baseURL, dealerName, 'dealer1234');
  const userName = `e2erg${suffix}`;
  const player = await dealer.post('/api/v1/admin/users', {
    data: { userName, password: 'player1234', role: 'player', onlineUser: 1 },
  });
  expect(player.status()).toBe(201);
  await dealer.dispose();
  return { userName, password: 'player1234' };
}

const TEXT = {
  tr: {
    title: 'Sorumlu oyun',
    save: 'Limiti kaydet',
    amount: 'Tutar',
    deposit: 'Yatır',
    card: 'Kredi Kartı',
    demoCard: /^Demo Kart(?! 3D)/,
    refused: 'Bu yatırım, para yatırma limitinizi aşıyor; bu dönemde 100,00 TL kaldı.',
    take: 'Ara ver',
    confirm: 'Evet, ara ver',
    timedOut: 'Oyuna ara verdiniz; ara bitene kadar bu mümkün değil.',
  },
  en: {
    title: 'Responsible gaming',
    save: 'Save limit',
    amount: 'Amount',
    deposit: 'Deposit',
    card: 'Credit card',
    demoCard: /^Demo card(?! 3D)/,
    refused: 'This deposit would pass your deposit limit; 100.00 TL is left in this period.',
    take: 'Take a break',
    confirm: 'Yes, take the break',
    timedOut: 'You are taking a break from play; this is not possible until it ends.',
  },
  aa: {
    title: 'اللعب المسؤول',
    save: 'حفظ الحد',
    amount: 'المبلغ',
    deposit: 'إيداع',
    card: 'بطاقة ائتمان',
    demoCard: /^بطاقة تجريبية(?! 3D)/,
    refused: 'هذا الإيداع يتجاوز حد الإيداع الخاص بك',
    take: 'خذ استراحة',
    confirm: 'نعم، خذ الاستراحة',
    timedOut: 'أنت في استراحة من اللعب',
  },
} as const;

async function setDepositLimit(page: Page, lang: keyof typeof TEXT) {
  const text = TEXT[lang];
  // from the account overview, which the name in the account menu opens
  await page.getByTestId('header-balance').click();
  await new ShellPage(page).rightMenu().getByTestId('account-name').click();
  await page.getByRole('link', { name: text.title }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/responsibleGaming$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(page.getByTestId('rg-no-limits')).toBeVisible();
  await expectNoAxeViolations(page);
  // deposit and daily are the form's first choices
  await page.getByLabel(text.amount, { exact: true }).fill('100');
  await page.getByRole('button', { name: text.save }).click();
  const slot = page.getByTestId('rg-limit-deposit-day');
  await expect(slot).toContainText(/100[.,]00/);
  await expectNoAxeViolations(page);
}

async function depositOverTheLimit(page: Page, lang: keyof typeof TEXT) {
  const text = TEXT[lang];
  await page.goto(`/${lang}/deposit`);
  const deposit = page.getByTestId('deposit-page');
  await deposit.getByRole('button', { name: text.card }).click();
  await deposit.getByRole('button', { name: text.demoCard }).click();
  const form = deposit.getByTestId('pay-form');
  await form.locator('input[name="amount"]').fill('150');
  await form.getByRole('button', { name: text.deposit }).click();
  const alert = form.getByRole('alert');
  if (lang === 'aa') await expect(alert).toContainText(text.refused);
  else await expect(alert).toHaveText(text.refused);
  // nothing went to the provider
  await expect(page.getByTestId('pay-frame')).toBeHidden();
  await expectNoAxeViolations(page);
}

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    for (const lang of ['tr', 'aa'] as const) {
      test(`${lang}: a deposit limit refuses the deposit past it, and a time-out logs the player out`, async ({
        page,
        baseURL,
      }) => {
        const player = await newPlayer(baseURL!);
        await page.goto(`/${lang}/`);
        await new ShellPage(page).login(player.userName, player.password);
        if (lang === 'aa') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

        await setDepositLimit(page, lang);
        await page.screenshot({
          path: test.info().outputPath(`rg-limit-${lang}-${width}.png`),
          fullPage: true,
        });
        await depositOverTheLimit(page, lang);
        await page.screenshot({ path: test.info().outputPath(`rg-refused-${lang}-${width}.png`) });

        // a time-out, asked twice
        const text = TEXT[lang];
        await page.goto(`/${lang}/responsibleGaming`);
        await page.getByTestId('rg-timeout-start').click();
        await expect(page.getByTestId('rg-timeout-confirm')).toHaveText(text.confirm);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`rg-timeout-ask-${lang}-${width}.png`) });
        await page.getByTestId('rg-timeout-confirm').click();
        // logged out: back home, the login button instead of the balance
        await expect(page.locator('header .login-button')).toBeVisible();
        await expect(page.getByTestId('header-balance')).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/${lang}/?$`));

        // and the door stays shut
        const again = await apiAs(baseURL!, 'admin', 'admin1234');
        const login = await again.post(`/api/v1/auth/login?lang=${lang}`, {
          data: { userName: player.userName, password: player.password },
        });
        expect(login.status()).toBe(403);
        const body = (await login.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('rgTimedOut');
        expect(body.error.message).toContain(text.timedOut);
        await again.dispose();
      });
    }
  });
}

test.describe('360 px, English', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test('en: the deposit limit’s refusal reads in English', async ({ page, baseURL }) => {
    const player = await newPlayer(baseURL!);
    await page.goto('/en/');
    await new ShellPage(page).login(player.userName, player.password);
    await setDepositLimit(page, 'en');
    await depositOverTheLimit(page, 'en');
  });
});

// The page's title is one long word in some languages ("Verantwortungsvolles" in German): on a
// phone it must wrap, not push the page sideways.
test('the page fits a 360 px phone in every language', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 760 });
  const player = await newPlayer(baseURL!);
  await page.goto('/tr/');
  await new ShellPage(page).login(player.userName, player.password);
  const wider: string[] = [];
  for (const { code } of LANGUAGES) {
    await page.goto(`/${code}/responsibleGaming`);
    await expect(page.getByTestId('rg-timeout-start')).toBeVisible();
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    if (scroll > client) wider.push(`${code}: ${scroll} px`);
    if (code === 'de') await page.screenshot({ path: test.info().outputPath('rg-de-360.png') });
  }
  expect(wider).toEqual([]);
});

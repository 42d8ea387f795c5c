import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { newPlayer, ShellPage } from './pages/shell-page.ts';

// Every entry of the menus (left, right, header tabs, footer) either opens its own page or says
// that it is not available yet; none is a working link that shows Home in its place, none 404s.

const SIZES = [
  { name: 'phone', width: 360, height: 760 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type MenuName = 'left' | 'right' | 'header' | 'footer';

function menu(page: Page, name: MenuName): Locator {
  if (name === 'left') return page.locator('.side-menu.left');
  if (name === 'right') return page.locator('.side-menu.right');
  if (name === 'header') return page.locator('header.header');
  return page.locator('footer.footer');
}

async function openMenu(page: Page, name: MenuName) {
  if (name === 'left') await page.getByTestId('menu-button').click();
  if (name === 'right')
    await page.locator('header .login-button, header [data-testid="header-balance"]').click();
  if (name === 'left' || name === 'right') await expect(menu(page, name)).toHaveClass(/open/);
}

/** The links of a menu as they are shown: href and name, those hidden by CSS left out. */
async function entries(page: Page, name: MenuName) {
  const links = menu(page, name).locator('a[href]');
  const found: Array<{ href: string; text: string }> = [];
  for (const link of await links.all())
    if (await link.isVisible())
      found.push({ href: (await link.getAttribute('href'))!, text: (await link.innerText()).trim() });
  return found;
}

/**
 * Back on `start` for the next entry: through the history when the last entry's page leaves it
 * as it was (no dialog open), which spares booting the app anew; a full load otherwise.
 */
async function backTo(page: Page, start: string) {
  const at = () => {
    const url = new URL(page.url());
    return url.pathname + url.search;
  };
  if (at() !== start) await page.goBack().catch(() => null);
  const clean =
    at() === start &&
    (await page.getByRole('dialog').count()) === 0 &&
    (await page.locator('.side-menu.open').count()) === 0;
  if (!clean) await page.goto(start);
}

async function walk(page: Page, lang: string) {
  const start = `/${lang}/results`;
  const walked: string[] = [];
  for (const name of ['left', 'right', 'header', 'footer'] as const) {
    await page.goto(start);
    await openMenu(page, name);
    // entries not built yet: disabled, no address, and say so
    for (const soon of await menu(page, name).locator('[aria-disabled="true"]').all()) {
      if (!(await soon.isVisible())) continue;
      expect(await soon.getAttribute('href')).toBeNull();
      await expect(soon.locator('.soon-badge')).toBeVisible();
    }
    for (const { href, text } of await entries(page, name)) {
      if (!href.startsWith(`/${lang}/`)) continue;
      const url = new URL(href, page.url());
      expect((await page.request.get(url.toString())).status(), href).toBeLessThan(400);
      await backTo(page, start);
      await openMenu(page, name);
      await menu(page, name).locator(`a[href="${href}"]`).first().click();
      const isHome = url.pathname === `/${lang}/`;
      if (isHome) {
        await expect(page.getByTestId('home')).toBeVisible();
      } else {
        // a page that needs a login may send a guest Home with the login popup: that is its answer
        const login = page.getByRole('dialog').filter({ has: page.locator('input[name="password"]') });
        await expect(page.locator('main, #root').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Sent Home, the guest gets the login popup with it (its code was fetched once the first
        // page was idle); Home itself may still be drawing, so the address tells which answer came.
        if (new URL(page.url()).pathname === `/${lang}/`)
          await expect(login, `${name}: '${text}' (${href}) shows Home`).toBeVisible();
        else expect(new URL(page.url()).pathname, `${name}: '${text}'`).toBe(url.pathname);
      }
      walked.push(`${name}:${href}`);
    }
  }
  return walked;
}

for (const size of SIZES) {
  test.describe(`menus at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test(`every menu entry of a guest opens its page or says it is not available (${size.name})`, async ({
      page,
    }) => {
      // some thirty pages one after another; the menu grew with the casino and bingo areas
      test.setTimeout(240_000);
      const walked = await walk(page, 'tr');
      expect(walked.length).toBeGreaterThan(5);
    });

    test(`every menu entry of a player opens its page or says it is not available (${size.name})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const player = await newPlayer(baseURL!);
      await page.goto('/tr/');
      await new ShellPage(page).login(player.userName, player.password);
      const walked = await walk(page, 'tr');
      expect(walked).toContain('right:/tr/coupons');
      // the account pages are built: the walk opened them as pages of their own
      expect(walked).toContain('right:/tr/transactions');
    });

    for (const lang of ['tr', 'aa'])
      test(`the open menus pass axe in ${lang} (${size.name})`, async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        const player = await newPlayer(baseURL!);
        await page.goto(`/${lang}/`);
        await openMenu(page, 'left');
        await expectNoAxeViolations(page, '.side-menu.left');
        await page.screenshot({ path: test.info().outputPath(`left-${lang}-${size.width}.png`) });
        await page.keyboard.press('Escape');
        await page.goto(`/${lang}/`);
        await openMenu(page, 'right');
        await expectNoAxeViolations(page, '.side-menu.right');
        await page.screenshot({ path: test.info().outputPath(`right-guest-${lang}-${size.width}.png`) });
        await page.goto(`/${lang}/`);
        await new ShellPage(page).login(player.userName, player.password);
        await openMenu(page, 'right');
        await expectNoAxeViolations(page, '.side-menu.right');
        await page.screenshot({ path: test.info().outputPath(`right-player-${lang}-${size.width}.png`) });
      });
  });
}

import { expect, type Page } from '@playwright/test';
import { DEFAULT_LANGUAGE, formatAmount, intlLocales, isLanguageCode, toMinor } from '@bet/shared';
import { newPlayer, ShellPage } from './shell-page.ts';
import { SportsPages } from './sports-pages.ts';

/** The bet slip page. */
export class BetSlipPage {
  constructor(readonly page: Page) {}

  async open(lang = 'en') {
    await this.page.goto(`/${lang}/betslip`);
    await expect(this.page.getByTestId('betslip')).toBeVisible();
  }

  picks() {
    return this.page.getByTestId('slip-pick');
  }

  /** Sets the stake with C then quick amounts: the first replaces the stake, the next add to it. */
  async stake(...amounts: number[]) {
    await this.page.getByTestId('quick-clear').click();
    for (const a of amounts)
      await this.page.getByTestId('quick-amount').getByText(`+${a}`, { exact: true }).click();
    const total = amounts.reduce((x, y) => x + y, 0);
    await expect(this.page.getByTestId('stake')).toHaveValue(await this.stakeText(toMinor(total)));
  }

  /**
   * A stake as the box writes it: the amount with the decimal sign of the page's language, which
   * the browser's Intl gives for the site's locales ('10,00' in Turkish, '10.00' in English).
   */
  async stakeText(minor: number): Promise<string> {
    const lang = new URL(this.page.url()).pathname.split('/')[1];
    const locales = intlLocales(isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE);
    const decimal = await this.page.evaluate(
      (locales) =>
        new Intl.NumberFormat(locales).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.',
      [...locales],
    );
    return formatAmount(minor).replace('.', decimal);
  }

  value(id: string) {
    return this.page.getByTestId(id);
  }

  async create() {
    await this.page.getByTestId('create-coupon').click();
  }
}

/** Odds as the engine counts them: thousandths. */
export const thousandths = (odd: number) => BigInt(Math.round(odd * 1000));

const english = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Minor units as the site shows them in English: 1234 → '12.34 TL', 123456 → '1,234.56 TL'. */
export const tl = (minor: bigint | number) =>
  `${english.format(`${BigInt(minor) / 100n}.${String(BigInt(minor) % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral)} TL`;

/**
 * A new player logged in at `lang`, two picks of the pre-match list on the slip and the stake typed
 * (none when `stake` is null), on the slip page.
 */
export async function slipReady(page: Page, baseURL: string, lang = 'en', stake: number | null = 10) {
  const player = await newPlayer(baseURL);
  await page.goto(`/${lang}/`);
  await new ShellPage(page).login(player.userName, player.password);
  const sports = new SportsPages(page);
  await sports.openSports(lang);
  await sports.pickFromRows(2);
  const slip = new BetSlipPage(page);
  await slip.open(lang);
  if (stake !== null) await slip.stake(stake);
  return { player, sports, slip };
}

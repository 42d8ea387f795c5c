import { expect, type Page } from '@playwright/test';

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
    await expect(this.page.getByTestId('stake')).toHaveText(total.toFixed(2));
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

/** 'minor units' as the site shows them: 1234 → '12.34 TL'. */
export const tl = (minor: bigint | number) => `${(Number(minor) / 100).toFixed(2)} TL`;

import { expect, type Locator, type Page } from '@playwright/test';

/** The pre-match browser, the live list and a match's detail page. */
export class SportsPages {
  constructor(readonly page: Page) {}

  async openSports(lang = 'en', query = '') {
    await this.page.goto(`/${lang}/sports${query}`);
    await expect(this.page.getByTestId('sportbets')).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
  }

  async openLive(lang = 'en', query = '') {
    await this.page.goto(`/${lang}/livebets${query}`);
    await expect(this.page.getByTestId('livebets')).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('match-row');
  }

  /** The enabled odd buttons of a row. */
  odds(row: Locator): Locator {
    return row.locator('[data-testid="odd"]:not([disabled])');
  }

  /** Adds the first open odd of the first `count` rows that have one; returns their odds. */
  async pickFromRows(count: number): Promise<number[]> {
    const picked: number[] = [];
    const rows = this.rows();
    const total = await rows.count();
    for (let i = 0; i < total && picked.length < count; i++) {
      const odd = this.odds(rows.nth(i)).first();
      if ((await odd.count()) === 0) continue;
      const value = Number(await odd.locator('.odd-value').innerText());
      await odd.click();
      await expect(odd).toHaveAttribute('aria-pressed', 'true');
      picked.push(value);
    }
    expect(picked).toHaveLength(count);
    return picked;
  }

  async openFirstMatch() {
    await this.rows().first().getByTestId('match-link').click();
    await expect(this.page.getByTestId('match-detail')).toBeVisible();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A time zone where it is now late afternoon, for specs that open tomorrow's matches: the simulated
 * world schedules a day ahead, so just after midnight the browser's tomorrow would start 23 hours
 * away and hold almost nothing. Here tomorrow starts about seven hours away and holds most of that day.
 * (Etc/GMT zones carry the opposite sign: Etc/GMT-7 is seven hours ahead of UTC.)
 */
export function zoneWhereTomorrowIsNear(now = new Date()): string {
  let ahead = 17 - now.getUTCHours();
  if (ahead > 14) ahead -= 24;
  return ahead === 0 ? 'Etc/GMT' : `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

/** The pre-match browser, the live list and a match's detail page. */
export class SportsPages {
  constructor(readonly page: Page) {}

  async openSports(lang = 'en', query = '') {
    await this.page.goto(`/${lang}/sports${query}`);
    await expect(this.page.getByTestId('sportbets')).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
  }

  /**
   * The pre-match browser on tomorrow's matches: none of them kicks off (and turns live, with a bet
   * stop) while a spec works on its slip, as the soonest matches of the default list can. The spec
   * runs the browser in `zoneWhereTomorrowIsNear()`, or tomorrow may be past the simulated day.
   */
  async openSportsTomorrow(lang = 'en') {
    await this.page.goto(`/${lang}/`);
    const day = await this.page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await this.openSports(lang, `?time=day:${day}`);
  }

  async openLive(lang = 'en', query = '') {
    await this.page.goto(`/${lang}/livebets${query}`);
    await expect(this.page.getByTestId('livebets')).toBeVisible();
    await expect(this.rows().first()).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('match-row');
  }

  /** The row of one match, wherever the list has it. */
  rowOf(matchId: string): Locator {
    return this.page.locator(`[data-testid="match-row"][data-match="${matchId}"]`).first();
  }

  /** The enabled odd buttons of a row. */
  odds(row: Locator): Locator {
    return row.locator('[data-testid="odd"]:not([disabled])');
  }

  /**
   * Visits the list's rows in order, each once, until `visit` answers true or the list ends. The
   * list is virtualised: when the rows on screen are used up (other specs' hand-made matches can
   * fill the top of the list, all kicking off at once), it scrolls on to the rows below.
   */
  private async eachRow(visit: (row: Locator) => Promise<boolean>): Promise<void> {
    const seen = new Set<string>();
    const rows = this.rows();
    for (let screen = 0; screen < 20; screen++) {
      const total = await rows.count();
      let fresh = 0;
      for (let i = 0; i < total; i++) {
        const id = (await rows.nth(i).getAttribute('data-match')) ?? '';
        if (seen.has(id)) continue;
        seen.add(id);
        fresh++;
        // the row by its match, not its place: matches other specs make, or one that kicks off,
        // move the rows while this one is used
        const row = this.rowOf(id);
        if ((await row.count()) === 0) continue;
        if (await visit(row)) return;
      }
      if (fresh === 0 || total === 0) return;
      const lastId = await rows.nth(total - 1).getAttribute('data-match');
      await rows.nth(total - 1).scrollIntoViewIfNeeded();
      await this.page.mouse.wheel(0, 600);
      // the next rows are drawn after the scroll event; at the list's end none come
      const more = await expect
        .poll(() => rows.last().getAttribute('data-match'), { timeout: 5_000 })
        .not.toBe(lastId)
        .then(
          () => true,
          () => false,
        );
      if (!more) return;
    }
  }

  /**
   * Adds the first open odd of the first `count` rows that have one and that a coupon of `count`
   * picks may hold (a match wanting more matches than that would refuse the coupon), passing over
   * matches about to kick off; returns their odds.
   */
  async pickFromRows(count: number): Promise<number[]> {
    const picked: number[] = [];
    await this.eachRow(async (row) => {
      if (await startsSoon(row)) return false;
      const minTip = row.getByTestId('min-tip');
      if ((await minTip.count()) > 0 && Number(await minTip.innerText()) > count) return false;
      const open = this.odds(row).first();
      if ((await open.count()) === 0) return false;
      // that odd by its outcome: the first open one may be another by the time the click is checked
      const odd = row.locator(
        `[data-testid="odd"][data-outcome="${await open.getAttribute('data-outcome')}"]`,
      );
      const value = Number(await odd.locator('.odd-value').innerText());
      await odd.click();
      await expect(odd).toHaveAttribute('aria-pressed', 'true');
      picked.push(value);
      return picked.length >= count;
    });
    expect(picked).toHaveLength(count);
    return picked;
  }

  /**
   * Adds the first open odd of the list (passing over matches about to kick off), whatever a coupon
   * of it would need (at some hours every listed match with open odds wants two matches or more);
   * returns the pressed button.
   */
  async pickAny(): Promise<Locator> {
    let outcome: string | null = null;
    await this.eachRow(async (row) => {
      if ((await startsSoon(row)) || (await this.odds(row).count()) === 0) return false;
      outcome = await this.odds(row).first().getAttribute('data-outcome');
      return true;
    });
    expect(outcome, 'an open odd of a match not about to kick off').not.toBeNull();
    const odd = this.page.locator(`[data-testid="odd"][data-outcome="${outcome}"]`).first();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    return odd;
  }

  /**
   * Opens the match page of the latest live match with an open market and adds its first open odd:
   * `/live` lists the oldest first, and the simulator ends those first.
   */
  async pickLatestLive(): Promise<number> {
    const res = await this.page.request.get('/api/v1/live?limit=500');
    expect(res.ok()).toBe(true);
    const { results } = (await res.json()) as {
      results: Array<{ id: number; minTip: number; markets: Array<{ active: boolean; iss?: boolean }> }>;
    };
    const match = results
      .filter((m) => m.minTip === 1 && m.markets.some((mk) => mk.active && !mk.iss))
      .at(-1);
    expect(match, 'a live match with an open market').toBeDefined();
    await this.page.goto(`${new URL(this.page.url()).pathname.slice(0, 3)}/matchdetail/${match!.id}`);
    await expect(this.page.getByTestId('match-detail')).toBeVisible();
    const odd = this.page.locator('[data-testid="market"] [data-testid="odd"]:not([disabled])').first();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    return match!.id;
  }

  /**
   * Opens the page of the first listed match not about to kick off: the list shows the soonest
   * first, and a pre-match pick on a match that kicks off mid-spec leaves the slip.
   */
  async openFirstMatch() {
    const links: Locator[] = [];
    await this.eachRow(async (row) => {
      if (await startsSoon(row)) return false;
      links.push(row.getByTestId('match-link'));
      return true;
    });
    expect(links, 'a listed match not about to kick off').toHaveLength(1);
    await links[0]!.click();
    await expect(this.page.getByTestId('match-detail')).toBeVisible();
  }
}

/** How soon before kick-off a pre-match row is passed over by the pickers. */
const KICK_OFF_MARGIN_MS = 3 * 60_000;

/**
 * Whether a pre-match row's match kicks off within the margin: its pick would leave the slip at
 * kick-off, in the middle of the spec (the lists show the soonest first).
 */
async function startsSoon(row: Locator): Promise<boolean> {
  const starts = Date.parse((await row.getAttribute('data-starts')) ?? '');
  const left = starts - Date.now();
  return left > 0 && left < KICK_OFF_MARGIN_MS;
}

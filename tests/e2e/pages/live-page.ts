import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ApiMatch {
  id: number;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  ttype: 'N' | 'L';
  minTip: number;
  matchDate: string;
  status: string;
}

/**
 * Live matches as `/live` lists them (by time), latest start last. Tests take the latest ones:
 * the simulator ends the oldest first, so these stay in the list for the test's few seconds.
 */
export async function liveMatches(request: APIRequestContext, sportId?: number): Promise<ApiMatch[]> {
  const res = await request.get(`/api/v1/live?limit=500${sportId ? `&sportId=${sportId}` : ''}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: ApiMatch[] }).results;
}

/** Pre-match matches of a sport, soonest first. */
export async function preMatches(request: APIRequestContext, sportId: number): Promise<ApiMatch[]> {
  const res = await request.get(`/api/v1/matches?sportId=${sportId}&limit=20`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: ApiMatch[] }).results;
}

/** LiveBets: tabs, toolbar and the (virtualised) match list. */
export class LivePage {
  constructor(readonly page: Page) {}

  async open(query = '', lang = 'en') {
    await this.page.goto(`/${lang}/livebets${query}`);
    await expect(this.page.getByTestId('livebets')).toBeVisible();
  }

  list(): Locator {
    return this.page.getByTestId('match-list');
  }

  rows(): Locator {
    return this.page.getByTestId('match-row');
  }

  row(matchId: number): Locator {
    return this.page.locator(`[data-testid="match-row"][data-match="${matchId}"]`);
  }

  layoutToggle(): Locator {
    return this.page.getByTestId('layout-toggle');
  }

  /** Every rendered row's value of a data attribute (rows off screen are not rendered). */
  async rowsData(name: 'match' | 'category' | 'sport'): Promise<number[]> {
    await expect(this.rows().first()).toBeVisible();
    return (await this.rows().evaluateAll((els, n) => els.map((e) => e.getAttribute(`data-${n}`)), name)).map(
      Number,
    );
  }

  /** Stores favourite match ids the way the site keeps them. */
  async storeFavorites(ids: number[]) {
    await this.page.evaluate(
      (favorites) =>
        localStorage.setItem('favorites', JSON.stringify({ state: { ids: favorites }, version: 0 })),
      ids,
    );
  }
}

/** MatchDetail: caption, markets filter and markets. */
export class MatchDetailPage {
  constructor(readonly page: Page) {}

  async open(id: number, query = '', lang = 'en') {
    await this.page.goto(`/${lang}/matchdetail/${id}${query}`);
    await expect(this.page.getByTestId('match-detail')).toBeVisible();
  }

  back(): Locator {
    return this.page.getByTestId('detail-back');
  }

  markets(): Locator {
    return this.page.getByTestId('market');
  }

  filter(name: string): Locator {
    return this.page.getByTestId(`market-filter-${name}`);
  }

  /** The market type of every market shown. */
  async marketTypes(): Promise<number[]> {
    return (await this.markets().evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).map(
      Number,
    );
  }

  /** Whether each market shown is open. */
  async openStates(): Promise<boolean[]> {
    return this.markets()
      .locator('.market-head')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded') === 'true'));
  }
}

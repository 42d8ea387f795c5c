import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGES } from '@bet/shared';

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));
/**
 * A language's resources are a chunk named after its file: /assets/de-<hash>.js. A feature's texts
 * (/assets/de-content-texts-<hash>.js) load with that feature's pages, in the page's language.
 */
const LANGUAGE_CHUNK = /^\/assets\/([a-z]{2})-(?:([a-z]+)-texts-)?[\w-]+\.js$/;

/** What the language machinery shows: the document's language and direction, the menus, the chunks fetched. */
export class LanguagesPage {
  /** The language chunks the page has asked for, in order. */
  readonly chunks: string[] = [];
  /** The feature text chunks the page has asked for, as `<lang>-<feature>`, in order. */
  readonly featureChunks: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      const [, code, feature] = LANGUAGE_CHUNK.exec(new URL(request.url()).pathname) ?? [];
      if (!code || !CODES.has(code)) return;
      if (feature) this.featureChunks.push(`${code}-${feature}`);
      else this.chunks.push(code);
    });
  }

  html(): Locator {
    return this.page.locator('html');
  }

  footer(): Locator {
    return this.page.locator('footer.footer');
  }

  leftMenu(): Locator {
    return this.page.locator('.side-menu.left');
  }

  async openLeftMenu() {
    await this.page.getByTestId('menu-button').click();
    await expect(this.leftMenu()).toHaveClass(/open/);
  }

  /** Picks a language from the left menu's list. */
  async switchTo(code: string) {
    await this.openLeftMenu();
    await this.page.getByTestId('language-toggle').click();
    await this.leftMenu().locator(`.languages a[href^="/${code}/"]`).click();
  }

  /** The menu's box once its slide has finished (two equal readings in a row). */
  async settledBox(locator: Locator) {
    let last = '';
    for (let i = 0; i < 40; i++) {
      const box = await locator.boundingBox();
      const now = JSON.stringify(box);
      if (box && now === last) return box;
      last = now;
      await this.page.waitForTimeout(50);
    }
    throw new Error('the box never settled');
  }
}

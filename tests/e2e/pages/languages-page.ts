import { expect, type Locator, type Page } from '@playwright/test';
import { LANGUAGES } from '@bet/shared';

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));
/** A language's resources are a chunk named after its file: /assets/de-<hash>.js. */
const LANGUAGE_CHUNK = /^\/assets\/([a-z]{2})-[\w-]+\.js$/;

/** What the language machinery shows: the document's language and direction, the menus, the chunks fetched. */
export class LanguagesPage {
  /** The language chunks the page has asked for, in order. */
  readonly chunks: string[] = [];

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      const code = LANGUAGE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
      if (code && CODES.has(code)) this.chunks.push(code);
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

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/axe.ts';
import { PanelPage } from './pages/panel-page.ts';

// Opens the site settings of the 'site-settings' project's server; it changes nothing (no save).

const GROUPS = ['general', 'footer', 'logos', 'social', 'mail', 'cache', 'responsibleGaming'];
/** A programmer's name: snake_case or camelCase (a single lower-case word is a real label, e.g. 'vk' is not). */
const KEY_LIKE = /^[a-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+$|^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;

for (const { lang, width } of [
  { lang: 'tr', width: 360 },
  { lang: 'aa', width: 1280 },
]) {
  test(`every site setting is named in ${lang} at ${width} px, with its key shown after the name`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 800 });
    const panel = new PanelPage(page);
    await panel.login(lang, 'admin', 'admin1234');
    await panel.go('site/settings');
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/site/settings$`));
    const form = page.getByTestId('site-settings').locator('form');
    await expect(form).toBeVisible();

    for (const group of GROUPS) {
      await page.getByTestId(`site-group-${group}`).click();
      await expect(page.getByTestId(`site-group-${group}`)).toHaveAttribute('aria-pressed', 'true');
      // each setting's label: its human name (the label's text without the key) and its key
      const rows = await form.evaluate((f) =>
        Array.from(f.querySelectorAll('label, legend'))
          .filter((el) => el.querySelector('code'))
          .map((el) => {
            const copy = el.cloneNode(true) as HTMLElement;
            const key = copy.querySelector('code')!.textContent!.trim();
            copy
              .querySelectorAll('code, small, input, select, textarea, img, .site-image')
              .forEach((c) => c.remove());
            return { key, name: copy.textContent!.replace(/\s+/g, ' ').trim() };
          }),
      );
      expect(rows.length, `${group}: settings`).toBeGreaterThan(0);
      for (const { key, name } of rows) {
        expect(name, `${group}: ${key} has a name`).not.toBe('');
        expect(name, `${group}: ${key} is named, not by a key`).not.toMatch(KEY_LIKE);
        expect(name.length, `${group}: ${key}'s name is short`).toBeLessThanOrEqual(40);
        await expect(form.locator('code', { hasText: new RegExp(`^${key}$`) }).first()).toBeVisible();
      }
      // every control (the language checkboxes, named by their languages, aside) is named by such a label first
      const controls = form.locator('input, select, textarea').filter({
        hasNot: page.locator('xpath=ancestor::fieldset[contains(@class, "site-languages")]'),
      });
      const count = await controls.count();
      expect(count, `${group}: controls`).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const control = controls.nth(i);
        if (await control.evaluate((c) => !!c.closest('.site-languages'))) continue;
        const name = await control.evaluate((c) => {
          const el = c as HTMLInputElement;
          const label = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? '';
          return label.replace(/\s+/g, ' ').trim();
        });
        const id = (await control.getAttribute('data-testid')) ?? (await control.getAttribute('id')) ?? '';
        expect(name, `${group}: ${id} has a label`).not.toBe('');
        expect(name.split(/[ :]/)[0], `${group}: ${id} is named, not by its key`).not.toMatch(KEY_LIKE);
        await expect(control).toHaveAccessibleName(
          name.length ? new RegExp(`^${escape(name.split(' ')[0]!)}`) : /./,
        );
      }
      await expectNoAxeViolations(page, '[data-testid="site-settings"] form');
      await page.screenshot({ path: testInfo.outputPath(`${lang}-${width}-${group}.png`), fullPage: true });
    }
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

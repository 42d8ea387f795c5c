import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core in the page with the WCAG 2.0 and 2.1 A and AA rules and fails with what it found.
 * `include` narrows it to a part of the page (a CSS selector).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // evaluated over the automation protocol: the site's CSP allows no inline script tag
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (...a: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(context ? { include: [context] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  }, include ?? null);
  const found = (violations as AxeViolation[]).map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

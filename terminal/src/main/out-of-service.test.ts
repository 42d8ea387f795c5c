import { describe, expect, it } from 'vitest';
import { LANGUAGES, translate } from '@bet/shared';
import { outOfServicePage, outOfServiceUrl } from './out-of-service.ts';

const since = Date.UTC(2026, 10, 28, 14, 5);

describe('the out-of-service screen', () => {
  it('says so in the terminal language, names the terminal and the time in its zone', () => {
    const html = outOfServicePage({ terminalNo: 'T-07', language: 'tr', timeZone: 'Europe/Istanbul', since });
    expect(html).toContain('<html lang="tr" dir="ltr">');
    expect(html).toContain('<h1>Hizmet dışı</h1>');
    expect(html).toContain('Terminal T-07');
    // 14:05 UTC is 17:05 in Istanbul
    expect(html).toContain('17:05');
    expect(html).toContain(`datetime="${new Date(since).toISOString()}"`);
    expect(html).not.toContain('<script');
  });

  it('reads right to left in Arabic, with Latin digits', () => {
    const html = outOfServicePage({ terminalNo: 'T-07', language: 'aa', timeZone: 'UTC', since });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(translate('kiosk.outOfService.title', 'aa'));
    // Latin digits; 24 or 12 hours as the engine's Arabic data has it
    expect(html).toMatch(/\b(14|2):05\b/);
  });

  it('has its texts in every language, and falls back to the default for an unknown one', () => {
    for (const { code } of LANGUAGES) {
      for (const key of ['title', 'body', 'terminal', 'since'])
        expect(translate(`kiosk.outOfService.${key}`, code)).not.toBe(`kiosk.outOfService.${key}`);
    }
    const html = outOfServicePage({ terminalNo: 'T-1', language: 'xx', timeZone: 'UTC', since });
    expect(html).toContain('<h1>Hizmet dışı</h1>');
  });

  it('escapes a terminal number and loads as a data URL', () => {
    const html = outOfServicePage({ terminalNo: '<b>&', language: 'en', timeZone: 'UTC', since });
    expect(html).toContain('Terminal &lt;b&gt;&amp;');
    const url = outOfServiceUrl({ terminalNo: 'T-1', language: 'en', timeZone: 'UTC', since });
    expect(url.startsWith('data:text/html;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toContain('Out of service');
  });
});

import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  htmlLang,
  intlLocales,
  isLanguageCode,
  translate,
  type LanguageCode,
} from '@bet/shared';

export interface OutOfServiceInfo {
  terminalNo: string;
  /** the terminal's language (its configuration); an unknown one falls back to the default */
  language: string;
  timeZone: string;
  /** when the terminal went out of service (epoch ms) */
  since: number;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The screen a kiosk shows once its page kept crashing: a page of its own, with no script and
 * nothing loaded from the server (which may be what broke it), in the terminal's language and
 * direction, large enough to read from across the shop, naming the terminal and since when.
 */
export function outOfServicePage(info: OutOfServiceInfo): string {
  const lang: LanguageCode = isLanguageCode(info.language) ? info.language : DEFAULT_LANGUAGE;
  const dir = LANGUAGES.find((l) => l.code === lang)?.dir ?? 'ltr';
  const time = new Intl.DateTimeFormat([...intlLocales(lang)], {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: info.timeZone,
  }).format(new Date(info.since));
  const t = (key: string, params: Record<string, string> = {}) => escapeHtml(translate(key, lang, params));
  return `<!doctype html>
<html lang="${htmlLang(lang)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('kiosk.outOfService.title')}</title>
<style>
  html, body { margin: 0; height: 100%; }
  body {
    display: flex; align-items: center; justify-content: center; text-align: center;
    background: #7a1010; color: #fff; font-family: system-ui, sans-serif;
  }
  main { padding: 2rem; max-width: 60rem; }
  h1 { font-size: clamp(2.5rem, 9vw, 6rem); margin: 0 0 1.5rem; }
  p { font-size: clamp(1.25rem, 4vw, 2.5rem); margin: 0 0 1rem; line-height: 1.3; }
  .meta { font-size: clamp(1.25rem, 3.5vw, 2rem); opacity: 1; }
</style>
</head>
<body>
<main>
<h1>${t('kiosk.outOfService.title')}</h1>
<p>${t('kiosk.outOfService.body')}</p>
<p class="meta" data-testid="terminal-no">${t('kiosk.outOfService.terminal', { terminalNo: info.terminalNo })}</p>
<p class="meta" data-testid="since"><time datetime="${new Date(info.since).toISOString()}">${t('kiosk.outOfService.since', { time })}</time></p>
</main>
</body>
</html>
`;
}

/** The page as a URL the window can load without a file or a server. */
export function outOfServiceUrl(info: OutOfServiceInfo): string {
  return `data:text/html;charset=utf-8,${encodeURIComponent(outOfServicePage(info))}`;
}

import type { Request } from 'express';
import { pickLanguage, type LanguageCode } from '@bet/shared';

/**
 * The request's language: the `lang` query, else the site language the user chose (the web app
 * keeps it in the `lang` cookie), else Accept-Language, else Turkish. A page opened by its address
 * (a printed ticket's link) follows the site, not the browser's own language.
 */
export function requestLanguage(req: Request): LanguageCode {
  const chosen = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(req.headers.cookie ?? '')?.[1];
  return pickLanguage(req.query['lang'] ?? chosen, req.headers['accept-language']);
}

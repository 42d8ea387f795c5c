import type { Request } from 'express';
import { pickLanguage, type LanguageCode } from '@bet/shared';

/** The request's language: `lang` query, else Accept-Language, else Turkish. */
export function requestLanguage(req: Request): LanguageCode {
  return pickLanguage(req.query['lang'], req.headers['accept-language']);
}

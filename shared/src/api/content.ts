import { z } from 'zod';
import { isLanguageCode } from '../i18n/languages.ts';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX } from '../content/contact.ts';
import { ApiIdParam } from './common.ts';

/** Pages of the spec's getPage: 9 terms, 10 responsible gaming, 6 help; any other id the back office adds. */
export const PageParams = z.object({ id: ApiIdParam });

/** A content page: its HTML is sanitised by the server when saved and again when served. */
export const Page = z
  .object({ id: z.number().int(), lang: z.string(), title: z.string(), content: z.string() })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof Page>;

export const PageSave = z
  .object({
    lang: z.string().refine((v) => isLanguageCode(v), { message: 'a language code of the site' }),
    title: z.string().trim().min(1).max(200),
    content: z.string().max(100_000),
  })
  .meta({ id: 'PageSave' });
export type PageSave = z.infer<typeof PageSave>;

/** The contact form; the server checks it with the shared `contactFormError`. */
export const ContactRequest = z
  .object({
    email: z.string().max(CONTACT_EMAIL_MAX * 2),
    topcategory: z.string().max(40),
    category: z.string().max(40),
    message: z.string().max(CONTACT_MESSAGE_MAX),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactAnswer = z.object({ id: z.number().int() }).meta({ id: 'ContactAnswer' });

export const Banner = z
  .object({
    id: z.number().int(),
    /** slider: the rotating strip at the top; normal: one of the six slots below it */
    type: z.enum(['slider', 'normal']),
    slot: z.number().int(),
    title: z.string(),
    image: z.string(),
    /** a path of the site or an https address the banner leads to; empty for none */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof Banner>;

export const BannerList = z.object({ results: z.array(Banner) }).meta({ id: 'BannerList' });
export type BannerList = z.infer<typeof BannerList>;

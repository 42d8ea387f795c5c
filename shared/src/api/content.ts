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

/** Where a banner may lead: nowhere (''), a path of the site, or an https address. */
const BannerLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'a path of the site or an https address',
  });

/** A banner's picture: one the site stores (an upload, or a demo picture), never another site's. */
const BannerImage = z
  .string()
  .max(200_000)
  .refine(
    (v) => /^\/uploads\/banners\/[0-9a-f]{32}-\d+x\d+\.webp$/.test(v) || v.startsWith('data:image/svg+xml'),
    {
      message: 'an uploaded picture',
    },
  );

/** A banner as the back office writes it: the slider's (slot 1) or one of the six slots'. */
export const BannerSave = z
  .object({
    type: z.enum(['slider', 'normal']),
    slot: z.number().int().min(1).max(6),
    /** null: shown in every language */
    lang: z
      .string()
      .refine((v) => isLanguageCode(v), { message: 'a language code of the site' })
      .nullable(),
    title: z.string().trim().min(1).max(120),
    image: BannerImage,
    url: BannerLink,
    /** the lightest comes first */
    weight: z.number().int().min(0).max(1000),
    active: z.boolean(),
  })
  .meta({ id: 'BannerSave' });
export type BannerSave = z.infer<typeof BannerSave>;

export const BannerChange = BannerSave.partial().meta({ id: 'BannerChange' });
export type BannerChange = z.infer<typeof BannerChange>;

export const AdminBanner = Banner.extend({
  lang: z.string().nullable(),
  weight: z.number().int(),
  active: z.boolean(),
}).meta({ id: 'AdminBanner' });
export type AdminBanner = z.infer<typeof AdminBanner>;

export const AdminBannerList = z.object({ results: z.array(AdminBanner) }).meta({ id: 'AdminBannerList' });

export const BannerIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The most bytes of a picture the back office uploads. */
export const BANNER_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** A picture for a slot, base64 in JSON; the server checks it is an image and resizes it. */
export const BannerImageUpload = z
  .object({
    /** the slot the picture is for (the slider's is 1): it is cut to that slot's size */
    slot: z.number().int().min(1).max(6),
    data: z
      .string()
      .max(Math.ceil(BANNER_UPLOAD_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
  })
  .meta({ id: 'BannerImageUpload' });
export type BannerImageUpload = z.infer<typeof BannerImageUpload>;

export const BannerImageAnswer = z
  .object({ image: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'BannerImageAnswer' });

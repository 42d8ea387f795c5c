import { z } from 'zod';
import { isLanguageCode } from '../i18n/languages.ts';
import { PAYMENT_FIELD_TYPES } from '../payments/field-rules.ts';
import { ApiAmount, ApiId, ApiIdParam, Paging } from './common.ts';
import { PaymentContinuation, TransferType } from './payments.ts';

/** The operator's view of every site setting: secrets only as set ('********') or not. */
export const AdminSettings = z
  .object({ settings: z.record(z.string(), z.string()) })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof AdminSettings>;

export const SettingsHistoryQuery = Paging.extend({
  key: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/)
    .optional(),
});
export type SettingsHistoryQuery = z.infer<typeof SettingsHistoryQuery>;

/** One change of one setting: null before means it was at its default; null after, back to it. */
export const SettingChange = z
  .object({
    id: z.number().int(),
    key: z.string(),
    before: z.string().nullable(),
    after: z.string().nullable(),
    actorName: z.string(),
    changedAt: z.string(),
  })
  .meta({ id: 'SettingChange' });
export type SettingChange = z.infer<typeof SettingChange>;

export const SettingsHistory = z
  .object({ results: z.array(SettingChange), totalCount: z.number().int() })
  .meta({ id: 'SettingsHistory' });
export type SettingsHistory = z.infer<typeof SettingsHistory>;

/** The answer of clearing the caches: the new version clients compare with the one they hold. */
export const CacheCleared = z.object({ cacheVersion: z.number().int() }).meta({ id: 'CacheCleared' });
export type CacheCleared = z.infer<typeof CacheCleared>;

export const AdminPageParams = z.object({ id: ApiIdParam });

/** A page in every language it is written in, as stored (sanitised), for the editor. */
export const AdminPageVersion = z
  .object({ lang: z.string(), title: z.string(), content: z.string(), updatedAt: z.string() })
  .meta({ id: 'AdminPageVersion' });
export const AdminPage = z
  .object({ id: z.number().int(), versions: z.array(AdminPageVersion) })
  .meta({ id: 'AdminPage' });
export type AdminPage = z.infer<typeof AdminPage>;

/** The pages of the site with the languages each is written in. */
export const AdminPageList = z
  .object({
    results: z.array(z.object({ id: z.number().int(), title: z.string(), langs: z.array(z.string()) })),
  })
  .meta({ id: 'AdminPageList' });
export type AdminPageList = z.infer<typeof AdminPageList>;

/** A language of the site, as a path or query parameter. */
export const SiteLanguage = z
  .string()
  .refine((v) => isLanguageCode(v), { message: 'a language code of the site' });

/** A logo of the back office: an uploaded image (/media/...), an https address, or none. */
const LogoPath = z
  .string()
  .max(500)
  .regex(/^(|\/media\/[A-Za-z0-9._-]{1,100}|https:\/\/[^\s"'<>`]+)$/);
const Flag = z.union([z.literal(0), z.literal(1)]);

export const AdminPaymentCategoryBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    info: z.string().max(2000).default(''),
    logo: LogoPath.default(''),
    openLink: Flag.default(0),
    sort: z.number().int().min(0).max(10_000).default(0),
    active: Flag.default(1),
  })
  .meta({ id: 'AdminPaymentCategoryBody' });
export type AdminPaymentCategoryBody = z.input<typeof AdminPaymentCategoryBody>;
export const AdminPaymentCategory = AdminPaymentCategoryBody.extend({ id: z.number().int() })
  .required()
  .meta({ id: 'AdminPaymentCategory' });
export type AdminPaymentCategory = z.infer<typeof AdminPaymentCategory>;

const PaymentFieldBody = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  title: z.string().trim().min(1).max(100),
  type: z.enum(PAYMENT_FIELD_TYPES),
  placeHolder: z.string().max(100).default(''),
  minLength: z.number().int().min(0).max(1000).default(0),
  maxLength: z.number().int().min(0).max(1000).default(0),
  required: Flag.default(1),
});

export const AdminPaymentMethodBody = z
  .object({
    categoryId: ApiId,
    transferType: TransferType,
    name: z.string().trim().min(1).max(100),
    tag: z.string().max(100).default(''),
    /** one of the payments module's providers (`providers` of the list) */
    provider: z.string().min(1).max(40),
    continuation: PaymentContinuation.default(0),
    logo: LogoPath.default(''),
    /** major units; maxAmount 0 is no maximum */
    minAmount: ApiAmount.min(0).default(0),
    maxAmount: ApiAmount.min(0).default(0),
    fields: z.array(PaymentFieldBody).max(20).default([]),
    infoFields: z
      .array(z.object({ label: z.string().trim().min(1).max(100), text: z.string().max(1000) }))
      .max(20)
      .default([]),
    sort: z.number().int().min(0).max(10_000).default(0),
    active: Flag.default(1),
  })
  .meta({ id: 'AdminPaymentMethodBody' });
export type AdminPaymentMethodBody = z.input<typeof AdminPaymentMethodBody>;
export const AdminPaymentMethod = AdminPaymentMethodBody.extend({ id: z.number().int() })
  .required()
  .meta({ id: 'AdminPaymentMethod' });
export type AdminPaymentMethod = z.infer<typeof AdminPaymentMethod>;

export const AdminPaymentMethods = z
  .object({
    categories: z.array(AdminPaymentCategory),
    methods: z.array(AdminPaymentMethod),
    /** the providers a method may use */
    providers: z.array(z.string()),
  })
  .meta({ id: 'AdminPaymentMethods' });
export type AdminPaymentMethods = z.infer<typeof AdminPaymentMethods>;

import { z } from 'zod';
import { isLanguageCode } from '../i18n/languages.ts';
import { ApiIdParam, Paging } from './common.ts';

/**
 * Announcements (accounts-and-platform sections 2 and 3): the popups the shell shows ("Popup: type,
 * type2, title, content, autoClose") and the player's notifications ("Notification: id, title,
 * banner, content"). One table holds both; `kind` tells them apart.
 */
export const ANNOUNCEMENT_KINDS = ['popup', 'notification'] as const;
export const AnnouncementKind = z.enum(ANNOUNCEMENT_KINDS);
export type AnnouncementKind = z.infer<typeof AnnouncementKind>;

/** A same-site path (`/tr/promotions`) or an https address; nothing that could run script. */
const SafeLink = z
  .string()
  .trim()
  .max(500)
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s]+$/i.test(v), {
    message: 'a path starting with / or an https:// address',
  });

const LanguageField = z
  .string()
  .refine((v) => isLanguageCode(v), { message: 'a language code of the site' })
  .nullable();

/** What a player's browser receives. */
export const AnnouncementItem = z
  .object({
    id: z.number().int(),
    kind: AnnouncementKind,
    /** Where it shows: 0 every channel, 1 desktop only (not on this site), 2 the mobile site. */
    type: z.number().int(),
    /** 0 on Home only, anything else on every page. */
    type2: z.number().int(),
    title: z.string(),
    /**
     * HTML from the back office (the spec's popups and notifications are HTML); clients sanitise it
     * before showing it. Text without markup shows as text with its line breaks.
     */
    content: z.string(),
    /** 1: the last popup of the cycle closes by itself after its 10 seconds. */
    autoClose: z.number().int(),
    /** An image shown above the text. */
    banner: z.string().nullable(),
    /** Where the popup's button leads. */
    link: z.string().nullable(),
    /** Changes when an administrator edits it, so an edited popup shows again. */
    updatedAt: z.string(),
  })
  .meta({ id: 'Announcement' });
export type AnnouncementItem = z.infer<typeof AnnouncementItem>;

export const AnnouncementList = z
  .object({ results: z.array(AnnouncementItem), totalCount: z.number().int() })
  .meta({ id: 'AnnouncementList' });
export type AnnouncementList = z.infer<typeof AnnouncementList>;

/** The administrator's view: every field, also of inactive or scheduled entries. */
export const AdminAnnouncement = AnnouncementItem.extend({
  /** null: every language */
  lang: z.string().nullable(),
  active: z.number().int(),
  /** Higher first, then newest first. */
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.number().int().nullable(),
}).meta({ id: 'AdminAnnouncement' });
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;

export const AdminAnnouncementList = z
  .object({ results: z.array(AdminAnnouncement), totalCount: z.number().int() })
  .meta({ id: 'AdminAnnouncementList' });

const IsoTime = z.iso.datetime({ offset: true });

export const AnnouncementCreate = z
  .object({
    kind: AnnouncementKind.default('popup'),
    type: z.number().int().min(0).max(2).default(0),
    type2: z.number().int().min(0).max(1).default(1),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().max(5000).default(''),
    autoClose: z.number().int().min(0).max(1).default(0),
    banner: SafeLink.nullable().default(null),
    link: SafeLink.nullable().default(null),
    lang: LanguageField.default(null),
    active: z.number().int().min(0).max(1).default(1),
    sort: z.number().int().min(-1000).max(1000).default(0),
    startsAt: IsoTime.nullable().default(null),
    endsAt: IsoTime.nullable().default(null),
  })
  .refine((a) => !a.startsAt || !a.endsAt || Date.parse(a.startsAt) < Date.parse(a.endsAt), {
    message: 'startsAt must be before endsAt',
    path: ['endsAt'],
  })
  .meta({ id: 'AnnouncementCreate' });
export type AnnouncementCreate = z.input<typeof AnnouncementCreate>;

/** Absent fields keep their value. */
export const AnnouncementUpdate = z
  .object({
    kind: AnnouncementKind,
    type: z.number().int().min(0).max(2),
    type2: z.number().int().min(0).max(1),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().max(5000),
    autoClose: z.number().int().min(0).max(1),
    banner: SafeLink.nullable(),
    link: SafeLink.nullable(),
    lang: LanguageField,
    active: z.number().int().min(0).max(1),
    sort: z.number().int().min(-1000).max(1000),
    startsAt: IsoTime.nullable(),
    endsAt: IsoTime.nullable(),
  })
  .partial()
  .meta({ id: 'AnnouncementUpdate' });
export type AnnouncementUpdate = z.infer<typeof AnnouncementUpdate>;

export const AdminAnnouncementQuery = Paging.extend({
  kind: AnnouncementKind.optional(),
});

export const AnnouncementIdParams = z.object({ id: ApiIdParam });

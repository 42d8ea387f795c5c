import {
  bannerSlotSize,
  contactFormError,
  type Banner,
  type ContactRequest,
  type LanguageCode,
  type Page,
  type PageSave,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { notFound, refused } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { MessageSender } from '../../infra/outbox.ts';
import type { Logger } from '../../logger.ts';
import { demoBanners } from './seed-banners.ts';
import { demoPages } from './seed-pages.ts';
import { sanitizePageHtml } from './sanitize.ts';

/**
 * A page in the asked language, else in the site's default language, else in any. Its HTML is
 * sanitised again on the way out, so a row written around the API (an import, an old version)
 * never reaches a browser as it is.
 */
export async function readPage(database: Database, id: number, lang: LanguageCode): Promise<Page> {
  const rows = await database.db.selectFrom('pages').selectAll().where('id', '=', id).execute();
  const settings = await database.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'site_default_lang')
    .executeTakeFirst();
  const fallback = settings?.value ?? 'tr';
  const row =
    rows.find((r) => r.lang === lang) ??
    rows.find((r) => r.lang === fallback) ??
    rows.sort((a, b) => a.lang.localeCompare(b.lang))[0];
  if (!row) throw notFound('pageNotFound');
  return { id: Number(row.id), lang: row.lang, title: row.title, content: sanitizePageHtml(row.content) };
}

export async function savePage(
  database: Database,
  id: number,
  body: PageSave,
  actor: { id: number; ip: string },
): Promise<Page> {
  const content = sanitizePageHtml(body.content);
  const now = Date.now();
  await database.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('pages')
      .select(['title', 'content'])
      .where('id', '=', id)
      .where('lang', '=', body.lang)
      .executeTakeFirst();
    await trx
      .insertInto('pages')
      .values({ id, lang: body.lang, title: body.title, content, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['id', 'lang']).doUpdateSet({ title: body.title, content, updated_at: now }),
      )
      .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'page.save',
      targetType: 'page',
      targetId: id,
      before: before ?? null,
      after: { lang: body.lang, title: body.title, content },
      ip: actor.ip,
    });
  });
  return { id, lang: body.lang, title: body.title, content };
}

/**
 * A contact message: kept, and mailed to the support address (`support_email`) through the
 * outbox in the same transaction. Without a support address it is only kept.
 */
export async function sendContact(
  database: Database,
  sender: MessageSender,
  logger: Logger,
  form: ContactRequest,
  meta: { userId: number | null; userName: string; lang: LanguageCode; ip: string },
): Promise<{ id: number }> {
  const wrong = contactFormError(form);
  if (wrong) throw refused(wrong);
  const email = form.email.trim().toLowerCase();
  const message = form.message.trim();
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        user_id: meta.userId,
        email,
        topcategory: form.topcategory,
        category: form.category,
        message,
        lang: meta.lang,
        ip: meta.ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const support = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'support_email')
      .executeTakeFirst();
    if (support?.value.trim())
      await sender.send(trx, {
        channel: 'email',
        to: support.value.trim(),
        template: 'contact',
        lang: meta.lang,
        params: {
          email,
          userName: meta.userName,
          topcategory: form.topcategory,
          category: form.category,
          message,
        },
        userId: meta.userId,
      });
    else logger.warn({ contactId: row.id }, 'contact message kept; no support_email to mail it to');
    return { id: Number(row.id) };
  });
}

/** Home's banners for a language: the slider's in order, then one per slot (the lightest wins). */
export async function listBanners(database: Database, lang: LanguageCode): Promise<Banner[]> {
  const rows = await database.db
    .selectFrom('banners')
    .selectAll()
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('lang', 'is', null), eb('lang', '=', lang)]))
    // 'slider' sorts after 'normal': the slider's banners come first
    .orderBy('type', 'desc')
    .orderBy('weight')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    slot: r.slot,
    title: r.title,
    image: r.image,
    url: r.url,
    ...bannerSlotSize(r.type === 'slider' ? 1 : r.slot),
  }));
}

/** Demo pages and banners on a site that has none yet (a second instance racing finds them there). */
export async function seedContent(database: Database): Promise<void> {
  const anyPage = await database.db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  if (!anyPage)
    await database.db
      .insertInto('pages')
      .values(demoPages())
      .onConflict((oc) => oc.columns(['id', 'lang']).doNothing())
      .execute();
  const anyBanner = await database.db.selectFrom('banners').select('id').limit(1).executeTakeFirst();
  if (!anyBanner) await database.db.insertInto('banners').values(demoBanners()).execute();
}

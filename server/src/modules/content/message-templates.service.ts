import {
  LANGUAGES,
  MESSAGE_TEMPLATES,
  missingPlaceholders,
  unknownPlaceholders,
  type LanguageCode,
  type MessageTemplateEntry,
  type MessageTemplateName,
  type MessageTemplateSave,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { builtInTemplate, templatePlaceholders } from '../../infra/messages/templates.ts';

interface Actor {
  id: number;
  ip: string;
}

type Row = { template: string; lang: string; subject: string; body: string; updated_at: number | string };

/** The operator's wording of a template in a language, if any. */
const storedWording = (db: Kysely<DB>, template: MessageTemplateName, lang: LanguageCode) =>
  db
    .selectFrom('message_templates')
    .selectAll()
    .where('template', '=', template)
    .where('lang', '=', lang)
    .executeTakeFirst();

function entry(
  template: MessageTemplateName,
  lang: LanguageCode,
  row: Row | undefined,
): MessageTemplateEntry {
  const own = builtInTemplate(template, lang);
  return {
    template,
    lang,
    subject: row?.subject ?? own.subject,
    text: row?.body ?? own.text,
    builtInSubject: own.subject,
    builtInText: own.text,
    custom: !!row,
    placeholders: templatePlaceholders(template),
    updatedAt: row ? new Date(Number(row.updated_at)).toISOString() : null,
  };
}

/** Every template in every language, with the wording sent now. */
export async function listMessageTemplates(database: Database): Promise<MessageTemplateEntry[]> {
  const rows = await database.db.selectFrom('message_templates').selectAll().execute();
  const byKey = new Map(rows.map((r) => [`${r.template}.${r.lang}`, r]));
  return MESSAGE_TEMPLATES.flatMap((template) =>
    LANGUAGES.map(({ code }) => entry(template, code, byKey.get(`${template}.${code}`))),
  );
}

/**
 * Stores the operator's wording of a template in one language. Every placeholder of the site's
 * wording must stay, and no other may come in: the site fills only its own.
 */
export async function saveMessageTemplate(
  database: Database,
  template: MessageTemplateName,
  lang: LanguageCode,
  body: MessageTemplateSave,
  actor: Actor,
): Promise<MessageTemplateEntry> {
  const required = templatePlaceholders(template);
  const missing = missingPlaceholders(required, body.subject, body.text);
  const listed = (names: string[]) => names.map((n) => `{${n}}`).join(', ');
  if (missing.length > 0)
    throw new AppError(422, 'templatePlaceholderMissing', { missing, names: listed(missing) });
  const unknown = unknownPlaceholders(required, body.subject, body.text);
  if (unknown.length > 0)
    throw new AppError(422, 'templatePlaceholderUnknown', { unknown, names: listed(unknown) });
  return database.db.transaction().execute(async (trx) => {
    const before = await storedWording(trx, template, lang);
    const values = { subject: body.subject, body: body.text, updated_by: actor.id, updated_at: Date.now() };
    if (before)
      await trx
        .updateTable('message_templates')
        .set(values)
        .where('template', '=', template)
        .where('lang', '=', lang)
        .execute();
    else
      await trx
        .insertInto('message_templates')
        .values({ template, lang, ...values })
        .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'messageTemplate.save',
      targetType: 'messageTemplate',
      targetId: null,
      before: before ? { template, lang, subject: before.subject, text: before.body } : null,
      after: { template, lang, subject: body.subject, text: body.text },
      ip: actor.ip,
    });
    return entry(template, lang, { template, lang, ...values });
  });
}

/** Back to the site's own wording; saying so twice is not an error. */
export async function resetMessageTemplate(
  database: Database,
  template: MessageTemplateName,
  lang: LanguageCode,
  actor: Actor,
): Promise<{ ok: true }> {
  await database.db.transaction().execute(async (trx) => {
    const before = await storedWording(trx, template, lang);
    if (!before) return;
    await trx
      .deleteFrom('message_templates')
      .where('template', '=', template)
      .where('lang', '=', lang)
      .execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'messageTemplate.reset',
      targetType: 'messageTemplate',
      targetId: null,
      before: { template, lang, subject: before.subject, text: before.body },
      ip: actor.ip,
    });
  });
  return { ok: true };
}

import { z } from 'zod';
import {
  AdminAnnouncement,
  AdminAnnouncementList,
  AdminAnnouncementQuery,
  AnnouncementCreate,
  AnnouncementIdParams,
  AnnouncementList,
  AnnouncementUpdate,
} from '@bet/shared';
import type { Module } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { recordAudit } from '../audit/index.ts';
import { clientIp, currentUser, requireRole, requireUser } from '../auth/index.ts';
import { columns, core, db, findOne, listAll, listCurrent, toAdmin } from './announcements.service.ts';

const Deleted = z.object({ id: z.number().int() }).meta({ id: 'AnnouncementDeleted' });

/**
 * Announcement popups and notifications (accounts-and-platform section 2 "Application shell":
 * "Announcement popups: shown only if type is 2 or 0 and (type2 is not 0 or the current route is
 * Home)"). Browsers read what is current in their language; the rules of when and how often a
 * popup shows are the client's (shared `announcementVisible`, `nextAnnouncement`). Administrators
 * write them; every write is audited.
 */
export const announcementsModule: Module = {
  name: 'announcements',
  mount(api, ctx) {
    const { database } = ctx;

    api.route({
      method: 'get',
      path: '/announcements',
      tag: 'site',
      summary:
        'The popups to show now in the request language (active, inside their time window); ' +
        'the client shows those of type 0 or 2, those of type2 0 on Home only, cycling every 10 s',
      response: AnnouncementList,
      handler: async ({ req }) => {
        const results = await listCurrent(database, 'popup', requestLanguage(req));
        return { results, totalCount: results.length };
      },
    });

    api.route({
      method: 'get',
      path: '/notifications',
      tag: 'account',
      summary:
        "The logged-in player's notifications (title, banner, content); the left menu shows their count",
      before: [requireUser],
      response: AnnouncementList,
      handler: async ({ req }) => {
        const results = await listCurrent(database, 'notification', requestLanguage(req));
        return { results, totalCount: results.length };
      },
    });

    api.route({
      method: 'get',
      path: '/admin/announcements',
      tag: 'admin',
      summary: 'Every popup and notification, also inactive or scheduled ones, newest first',
      before: [requireRole('admin')],
      query: AdminAnnouncementQuery,
      response: AdminAnnouncementList,
      handler: ({ query }) => listAll(database, query),
    });

    api.route({
      method: 'post',
      path: '/admin/announcements',
      tag: 'admin',
      summary: 'Create a popup or a notification',
      before: [requireRole('admin')],
      body: AnnouncementCreate,
      response: AdminAnnouncement,
      status: 201,
      handler: async ({ body, req }) => {
        const caller = currentUser(req);
        const now = Date.now();
        const row = await db(database)
          .transaction()
          .execute(async (trx) => {
            const created = await trx
              .insertInto('announcements')
              .values({
                kind: body.kind,
                type: body.type,
                type2: body.type2,
                title: body.title,
                content: body.content,
                auto_close: body.autoClose,
                banner: body.banner,
                link: body.link,
                lang: body.lang,
                active: body.active,
                sort: body.sort,
                starts_at: body.startsAt === null ? null : Date.parse(body.startsAt),
                ends_at: body.endsAt === null ? null : Date.parse(body.endsAt),
                created_by: caller.id,
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await recordAudit(core(trx), {
              actorId: caller.id,
              action: 'announcement.create',
              targetType: 'announcement',
              targetId: Number(created.id),
              after: created,
              ip: clientIp(req),
            });
            return created;
          });
        return toAdmin(row);
      },
    });

    api.route({
      method: 'patch',
      path: '/admin/announcements/:id',
      tag: 'admin',
      summary: 'Change a popup or a notification (e.g. active 0 to withdraw it); an edit shows it again',
      before: [requireRole('admin')],
      params: AnnouncementIdParams,
      body: AnnouncementUpdate,
      response: AdminAnnouncement,
      handler: async ({ params, body, req }) => {
        const caller = currentUser(req);
        const before = await findOne(database, params.id);
        if (!before) throw notFound();
        const set = columns(body);
        const starts = set.starts_at !== undefined ? set.starts_at : before.starts_at;
        const ends = set.ends_at !== undefined ? set.ends_at : before.ends_at;
        if (starts !== null && ends !== null && Number(starts) >= Number(ends))
          throw badRequest('invalidRequest', {
            in: 'body',
            issues: [{ path: 'endsAt', message: 'startsAt must be before endsAt' }],
          });
        const row = await db(database)
          .transaction()
          .execute(async (trx) => {
            const updated = await trx
              .updateTable('announcements')
              .set({ ...set, updated_at: Math.max(Date.now(), Number(before.updated_at) + 1) })
              .where('id', '=', params.id)
              .returningAll()
              .executeTakeFirstOrThrow();
            await recordAudit(core(trx), {
              actorId: caller.id,
              action: 'announcement.update',
              targetType: 'announcement',
              targetId: params.id,
              before,
              after: updated,
              ip: clientIp(req),
            });
            return updated;
          });
        return toAdmin(row);
      },
    });

    api.route({
      method: 'delete',
      path: '/admin/announcements/:id',
      tag: 'admin',
      summary: 'Delete a popup or a notification',
      before: [requireRole('admin')],
      params: AnnouncementIdParams,
      response: Deleted,
      handler: async ({ params, req }) => {
        const caller = currentUser(req);
        const before = await findOne(database, params.id);
        if (!before) throw notFound();
        await db(database)
          .transaction()
          .execute(async (trx) => {
            await trx.deleteFrom('announcements').where('id', '=', params.id).execute();
            await recordAudit(core(trx), {
              actorId: caller.id,
              action: 'announcement.delete',
              targetType: 'announcement',
              targetId: params.id,
              before,
              ip: clientIp(req),
            });
          });
        return { id: params.id };
      },
    });
  },
};

import type { Request } from 'express';
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
import { clientIp, currentUser, requireRole, requireUser } from '../auth/index.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  findOne,
  listAll,
  listCurrent,
  updateAnnouncement,
} from './announcements.service.ts';

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
      handler: ({ body, req }) => createAnnouncement(database, body, actorOf(req)),
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
        const before = await findOne(database, params.id);
        if (!before) throw notFound();
        const starts = body.startsAt !== undefined ? body.startsAt : before.starts_at;
        const ends = body.endsAt !== undefined ? body.endsAt : before.ends_at;
        if (starts !== null && ends !== null && msOf(starts) >= msOf(ends))
          throw badRequest('invalidRequest', {
            in: 'body',
            issues: [{ path: 'endsAt', message: 'startsAt must be before endsAt' }],
          });
        return updateAnnouncement(database, before, body, actorOf(req));
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
        const before = await findOne(database, params.id);
        if (!before) throw notFound();
        await deleteAnnouncement(database, before, actorOf(req));
        return { id: params.id };
      },
    });
  },
};

const actorOf = (req: Request) => ({ id: currentUser(req).id, ip: clientIp(req) });
/** An ISO time from the request or epoch milliseconds from the row. */
const msOf = (t: string | number) => (typeof t === 'string' ? Date.parse(t) : Number(t));

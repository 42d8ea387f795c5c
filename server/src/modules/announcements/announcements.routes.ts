import type { Request } from 'express';
import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import { clientIp, currentUser } from '../auth/index.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  findOne,
  listAll,
  listCurrent,
  updateAnnouncement,
} from './announcements.service.ts';

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

    api.implement(contract.announcements.list, async ({ req }) => {
      const results = await listCurrent(database, 'popup', requestLanguage(req));
      return { results, totalCount: results.length };
    });

    api.implement(contract.announcements.notifications, async ({ req }) => {
      const results = await listCurrent(database, 'notification', requestLanguage(req));
      return { results, totalCount: results.length };
    });

    api.implement(contract.announcements.adminList, ({ query }) => listAll(database, query));

    api.implement(contract.announcements.create, ({ body, req }) =>
      createAnnouncement(database, body, actorOf(req)),
    );

    api.implement(contract.announcements.update, async ({ params, body, req }) => {
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
    });

    api.implement(contract.announcements.remove, async ({ params, req }) => {
      const before = await findOne(database, params.id);
      if (!before) throw notFound();
      await deleteAnnouncement(database, before, actorOf(req));
      return { id: params.id };
    });
  },
};

const actorOf = (req: Request) => ({ id: currentUser(req).id, ip: clientIp(req) });
/** An ISO time from the request or epoch milliseconds from the row. */
const msOf = (t: string | number) => (typeof t === 'string' ? Date.parse(t) : Number(t));

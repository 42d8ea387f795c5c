import path from 'node:path';
import express from 'express';
import { API_BASE, SITE_IMAGE_BOXES, contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { diskFileStore, type FileStore } from '../../infra/file-store.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import type { MessageSender } from '../../infra/outbox.ts';
import { clientIp, currentUser, optionalUser, type AuthServices } from '../auth/index.ts';
import { listBanners, readPage, savePage, seedContent, sendContact } from './content.service.ts';
import {
  UPLOADS_PATH,
  createBanner,
  listAdminBanners,
  removeBanner,
  storeBannerImage,
  storeFittedImage,
  updateBanner,
} from './banners-admin.service.ts';
import {
  listMessageTemplates,
  resetMessageTemplate,
  saveMessageTemplate,
} from './message-templates.service.ts';

/** Contact messages from one address in an hour before 429 (each one mails support). */
export const CONTACT_LIMIT = { windowMs: 60 * 60_000, limit: 5 };

/**
 * Pages (accounts-and-platform section 2 "Page (param id): server-provided title and HTML"), the
 * contact form ("stored and mailed to support") and Home's banners (section 3 "Banner").
 */
export const createContentModule = ({
  limiter,
  sender,
}: {
  limiter: AuthServices['limiter'];
  sender: MessageSender;
}): Module => {
  let store: FileStore | undefined;
  return {
    name: 'content',
    async mount(api, ctx) {
      const { database } = ctx;
      await seedContent(database);
      const files = (store = diskFileStore(path.join(ctx.config.dataDir, 'uploads')));
      const actorOf = (req: Parameters<typeof currentUser>[0]) => ({
        id: currentUser(req).id,
        ip: clientIp(req),
      });

      api.implement(contract.messageTemplates.list, async () => ({
        results: await listMessageTemplates(database),
      }));
      api.implement(contract.messageTemplates.save, ({ params, body, req }) =>
        saveMessageTemplate(database, params.template, params.lang, body, actorOf(req)),
      );
      api.implement(contract.messageTemplates.reset, ({ params, req }) =>
        resetMessageTemplate(database, params.template, params.lang, actorOf(req)),
      );
      api.implement(contract.bannersAdmin.list, async () => ({ results: await listAdminBanners(database) }));
      api.implement(contract.bannersAdmin.uploadImage, ({ body }) => storeBannerImage(files, body));
      // the logos of the site settings are uploaded files too, kept in the same store
      api.implement(contract.siteAdmin.uploadImage, ({ body }) =>
        storeFittedImage(files, body.data, {
          folder: 'site',
          ...SITE_IMAGE_BOXES[body.setting],
          invalid: 'siteImageInvalid',
        }),
      );
      api.implement(contract.bannersAdmin.create, ({ body, req }) =>
        createBanner(database, body, actorOf(req)),
      );
      api.implement(contract.bannersAdmin.update, ({ params, body, req }) =>
        updateBanner(database, params.id, body, actorOf(req)),
      );
      api.implement(contract.bannersAdmin.remove, ({ params, req }) =>
        removeBanner(database, params.id, actorOf(req)),
      );

      api.implement(contract.content.page, ({ params, req }) =>
        readPage(database, params.id, requestLanguage(req)),
      );

      api.implement(contract.content.savePage, ({ params, body, req }) =>
        savePage(database, params.id, body, { id: currentUser(req).id, ip: clientIp(req) }),
      );

      api.implement(contract.content.contact, async ({ body, req }) => {
        const ip = clientIp(req);
        const attempt = await limiter.take(`contact:ip:${ip}`, CONTACT_LIMIT);
        if (!attempt.allowed)
          throw new AppError(429, 'tooManyRequests', {
            retryAfter: Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)),
          });
        const user = await optionalUser(req);
        return sendContact(database, sender, ctx.logger, body, {
          userId: user?.id ?? null,
          userName: user?.userName ?? '-',
          lang: requestLanguage(req),
          ip,
        });
      });

      api.implement(contract.content.banners, async ({ req }) => ({
        results: await listBanners(database, requestLanguage(req)),
      }));
    },
    mountSite(app) {
      // A picture comes as base64 in JSON: its route alone takes more than the API's 100 KB.
      app.use(`${API_BASE}/admin/banners/images`, express.json({ limit: '8mb' }));
      // Stored files never change (their names are their content): cached for a year.
      app.get(`${UPLOADS_PATH}/:folder/:name`, async (req, res, next) => {
        const bytes = await store?.get(`${req.params.folder}/${req.params.name}`);
        if (!bytes) return next();
        res
          .type(path.extname(req.params.name))
          .set('Cache-Control', 'public, max-age=31536000, immutable')
          .send(bytes);
      });
    },
  };
};

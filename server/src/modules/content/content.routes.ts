import { contract } from '@bet/shared';
import type { Module } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { requestLanguage } from '../../http/language.ts';
import type { MessageSender } from '../../infra/outbox.ts';
import { clientIp, currentUser, optionalUser, type AuthServices } from '../auth/index.ts';
import { listBanners, readPage, savePage, seedContent, sendContact } from './content.service.ts';

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
}): Module => ({
  name: 'content',
  async mount(api, ctx) {
    const { database } = ctx;
    await seedContent(database);

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
});

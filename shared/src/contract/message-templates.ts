import { z } from 'zod';
import {
  MessageTemplateEntry,
  MessageTemplateList,
  MessageTemplateParams,
  MessageTemplateSave,
} from '../api/message-templates.ts';
import { route } from './route.ts';

/** The back office's wording of the site's e-mails and SMS per language (issue 17 item 5). */
export const messageTemplates = {
  list: route({
    method: 'get',
    path: '/admin/message-templates',
    tag: 'admin',
    summary: "Every message the site sends, in every language: the wording sent now and the site's own",
    access: 'admin',
    response: MessageTemplateList,
  }),
  save: route({
    method: 'put',
    path: '/admin/message-templates/:template/:lang',
    tag: 'admin',
    summary:
      "The operator's wording of a message in one language, sent from the next message on; audited. " +
      "422 templatePlaceholderMissing ({missing}) when a placeholder of the site's wording is left out, " +
      'templatePlaceholderUnknown ({unknown}) for one the site never fills',
    access: 'admin',
    params: MessageTemplateParams,
    body: MessageTemplateSave,
    response: MessageTemplateEntry,
  }),
  reset: route({
    method: 'delete',
    path: '/admin/message-templates/:template/:lang',
    tag: 'admin',
    summary: "Back to the site's own wording of a message in one language; audited",
    access: 'admin',
    params: MessageTemplateParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};

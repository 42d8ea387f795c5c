import { z } from 'zod';
import { MESSAGE_TEMPLATES } from '../content/message-templates.ts';
import { isLanguageCode } from '../i18n/languages.ts';

export const MessageTemplateParams = z.object({
  template: z.enum(MESSAGE_TEMPLATES),
  lang: z.string().refine((v) => isLanguageCode(v), { message: 'a language code of the site' }),
});

/** An operator's wording: a one-line subject and a plain text body with the `{name}` placeholders. */
export const MessageTemplateSave = z
  .object({
    subject: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .refine((v) => !/[\r\n]/.test(v), { message: 'one line' }),
    text: z.string().trim().min(1).max(10_000),
  })
  .meta({ id: 'MessageTemplateSave' });
export type MessageTemplateSave = z.infer<typeof MessageTemplateSave>;

export const MessageTemplateEntry = z
  .object({
    template: z.enum(MESSAGE_TEMPLATES),
    lang: z.string(),
    /** what is sent now: the operator's wording, else the site's */
    subject: z.string(),
    text: z.string(),
    /** the site's own wording, to go back to */
    builtInSubject: z.string(),
    builtInText: z.string(),
    /** true when the operator's wording is sent */
    custom: z.boolean(),
    /** the placeholders every wording must keep */
    placeholders: z.array(z.string()),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'MessageTemplateEntry' });
export type MessageTemplateEntry = z.infer<typeof MessageTemplateEntry>;

export const MessageTemplateList = z
  .object({ results: z.array(MessageTemplateEntry) })
  .meta({ id: 'MessageTemplateList' });

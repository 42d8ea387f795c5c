import type { Generated } from 'kysely';

export interface PagesTable {
  id: number;
  lang: string;
  title: string;
  /** sanitised HTML */
  content: string;
  updated_at: Generated<number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  topcategory: string;
  category: string;
  message: string;
  lang: string;
  ip: string;
  created_at: Generated<number>;
}

export interface BannersTable {
  id: Generated<number>;
  type: 'slider' | 'normal';
  slot: number;
  /** null: every language */
  lang: string | null;
  title: string;
  image: string;
  url: Generated<string>;
  /** order within a slot or the slider, lower first */
  weight: Generated<number>;
  active: Generated<number>;
}

/** The operator's wording of a message template in one language (migration 0480). */
export interface MessageTemplatesTable {
  template: string;
  lang: string;
  subject: string;
  body: string;
  updated_by: number;
  updated_at: Generated<number>;
}

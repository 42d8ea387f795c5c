import type { Generated } from 'kysely';

/** Promotions, each also a bonus players may request (migration 0150). */
export interface PromotionsTable {
  id: Generated<number>;
  title: string;
  image: string;
  content: Generated<string>;
  lang: string | null;
  translation_of: number | null;
  active: Generated<number>;
  requestable: Generated<number>;
  /** minor units credited when a request is accepted */
  amount: Generated<number>;
  sort: Generated<number>;
  created_at: Generated<number>;
}

export interface BonusRequestsTable {
  id: Generated<number>;
  promotion_id: number;
  user_id: number;
  /** 0 waiting, 1 accepted, 2 denied */
  status: Generated<number>;
  amount: Generated<number>;
  created_at: Generated<number>;
  decided_at: number | null;
  decided_by: number | null;
}

export interface AffiliatesTable {
  user_id: number;
  /** 0 requested, 1 active, 2 refused */
  status: Generated<number>;
  percent_bp: Generated<number>;
  /** 0 monthly, 1-7 weekly from that ISO weekday */
  cutoff: Generated<number>;
  requested_at: Generated<number>;
  decided_at: number | null;
  decided_by: number | null;
}

export interface AffiliateBannersTable {
  id: Generated<number>;
  name: string;
  image: string;
  width: number;
  height: number;
  active: Generated<number>;
  sort: Generated<number>;
}

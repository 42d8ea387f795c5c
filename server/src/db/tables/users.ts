import type { Generated } from 'kysely';

/** A user of any role (accounts-and-platform section 3). JSON columns hold limits, products, permissions, bonus. */
export interface UsersTable {
  id: Generated<number>;
  operator_id: number;
  parent_id: number | null;
  /** ids from the root down to this user, e.g. '/1/4/9/' */
  path: string;
  role: string;
  /** 'F' shop terminal, 'N' otherwise */
  user_type: Generated<string>;
  user_name: string;
  password_hash: string;
  /** 1 open, 0 closed */
  status: Generated<number>;
  /** 1 active, 0 waiting for its activation code */
  activated: Generated<number>;
  online_user: Generated<number>;
  transfers_blocked: Generated<number>;
  currency: string;
  staketype: Generated<number>;
  lang: Generated<string>;
  first_name: Generated<string>;
  last_name: Generated<string>;
  birth_date: Generated<string>;
  id_number: Generated<string>;
  sex: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  city: Generated<string>;
  address: Generated<string>;
  post_code: Generated<string>;
  country_id: Generated<number>;
  autoprint: Generated<number>;
  terminal_no: string | null;
  affiliate_link: string | null;
  referrer_id: number | null;
  promotion_code: Generated<string>;
  limits: string;
  products: string;
  permissions: string;
  bonus: string;
  user_open_limit: Generated<number>;
  /** casino stakes a day of the user's subtree, minor units; 0 none (migration 0451) */
  casino_limit: Generated<number>;
  min_odds_milli: Generated<number>;
  max_odds_milli: Generated<number>;
  max_odds_coupon_milli: Generated<number>;
  system_status: Generated<number>;
  created_at: Generated<number>;
  updated_at: Generated<number>;
  last_login_at: number | null;
  /** the dealer's commission on its subtree's positive NGR, in basis points (1250 = 12.5 %) */
  commission_bp: Generated<number>;
}

/** The personal details a user is opened with, as columns of `users`. */
export interface UserProfileColumns {
  first_name: string;
  last_name: string;
  birth_date: string;
  id_number: string;
  sex: string;
  email: string;
  mobile: string;
  city: string;
  address: string;
  post_code: string;
  country_id: number;
  lang: string;
  referrer_id: number | null;
  promotion_code: string;
}

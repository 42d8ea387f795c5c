import { z } from 'zod';
import {
  DEFAULT_PASSWORD_POLICY,
  passwordRuleDetails,
  passwordRuleError,
  type PasswordPolicy,
} from '../auth/password-policy.ts';
import { ApiAmount, ApiCount, ApiCountParam, ApiOdd, Paging } from './common.ts';

/**
 * Session and account contract (API.md "Session and account") and the field rules of
 * accounts-and-platform section 5 that the web form and the server both apply.
 */

export const PRODUCT_KEYS = [
  'sportUser',
  'liveUser',
  'casinoUser',
  'slotUser',
  'bingoUser',
  'virtualUser',
  'tvgamesUser',
  'livejackpotUser',
  'slotjackpotUser',
] as const;
export type ProductName = (typeof PRODUCT_KEYS)[number];

export const LIMIT_KINDS = ['single', 'combine', 'multiple', 'system', 'live'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const ROLES = [
  'admin',
  'topDealer',
  'dealer',
  'subDealer',
  'partner',
  'affiliate',
  'player',
  'terminal',
  'filiale',
  'informer',
] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const DEALER_PERMISSIONS = [
  'couponCancel',
  'sellCoupon',
  'addPartner',
  'dealerLimit',
  'userLimit',
] as const;
export type DealerPermission = (typeof DEALER_PERMISSIONS)[number];

const Flag = z.union([z.literal(0), z.literal(1)]);

/** One limit set: minimum picks, stake range and maximum payout (amounts in major units). */
export const LimitSet = z.object({
  minTip: z.number().int().min(1).max(40),
  minStake: ApiAmount.refine((n) => n >= 0),
  maxStake: ApiAmount.refine((n) => n >= 0),
  maxPay: ApiAmount.refine((n) => n >= 0),
  status: Flag,
});
export type LimitSet = z.infer<typeof LimitSet>;

export const Limits = z.object({
  single: LimitSet,
  combine: LimitSet,
  multiple: LimitSet,
  system: LimitSet,
  live: LimitSet,
});
export type Limits = z.infer<typeof Limits>;

export const Products = z.object(
  Object.fromEntries(PRODUCT_KEYS.map((k) => [k, z.object({ status: Flag })])) as Record<
    ProductName,
    z.ZodObject<{ status: typeof Flag }>
  >,
);
export type Products = z.infer<typeof Products>;

/** Combination bonus: a percent of the winnings for coupons with at least `tips` picks of `minOdds`. */
export const BonusSettings = z.object({
  status: Flag,
  minOdds: ApiOdd.refine((n) => n >= 1),
  rates: z
    .array(z.object({ tips: z.number().int().min(1).max(100), percent: z.number().min(0).max(1000) }))
    .max(100),
});
export type BonusSettings = z.infer<typeof BonusSettings>;

export const Permissions = z.object(
  Object.fromEntries(DEALER_PERMISSIONS.map((k) => [k, Flag])) as Record<DealerPermission, typeof Flag>,
);
export type Permissions = z.infer<typeof Permissions>;

/** `GET /me`: who the user is, what they own and what they may do. */
export const UserInfo = z
  .object({
    userId: z.number().int(),
    operatorId: z.number().int(),
    userName: z.string(),
    role: Role,
    /** 'F' for a shop terminal user, 'N' otherwise */
    userType: z.string(),
    credit: z.number(),
    /** what the player owes when a result correction took the balance below zero; 0 otherwise */
    owed: z.number(),
    currency: z.string(),
    onlineUser: Flag,
    staketype: z.number().int(),
    lang: z.string(),
    loginTime: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string(),
    email: z.string(),
    mobile: z.string(),
    city: z.string(),
    address: z.string(),
    postCode: z.string(),
    countryId: z.number().int(),
    sex: z.string(),
    autoprint: Flag,
    affiliateLink: z.string().nullable(),
    terminalNo: z.string().nullable(),
    limits: Limits,
    minOdds: z.number(),
    maxOdds: z.number(),
    maxOddsCoupon: z.object({ limit: z.number() }),
    bonus: BonusSettings,
    system: z.object({ status: Flag }),
    products: Products,
    permissions: Permissions,
    /** how many accounts this dealer may still open: 0 means no limit */
    userOpenLimit: z.number().int(),
  })
  .meta({ id: 'UserInfo' });
export type UserInfo = z.infer<typeof UserInfo>;

export const MeResponse = UserInfo;

export const LoginRequest = z
  .object({
    userName: z.string().max(100),
    password: z.string().max(200),
    /** asked for after a few failed logins (answer 403 captchaRequired) */
    captchaId: z.string().max(100).optional(),
    captcha: z.string().max(20).optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = z.object({ user: UserInfo }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const EmptyResponse = z.object({}).meta({ id: 'EmptyResponse' });

/** `PATCH /me`: the editable profile fields. */
export const ProfileUpdateRequest = z
  .object({
    sex: z.enum(['m', 'f']).optional(),
    address: z.string().max(200).optional(),
    city: z.string().max(50).optional(),
    countryId: ApiCount.optional(),
    postCode: z.string().max(20).optional(),
    autoprint: Flag.optional(),
  })
  .meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

/** Only the first failing field is reported, as the spec's form shows one message. */
export function profileUpdateError(
  p: ProfileUpdateRequest,
): 'cityCanNotbeNull' | 'countryCanNotbeNull' | 'postCodeCanNotbeNull' | null {
  if (p.city !== undefined && !p.city.trim()) return 'cityCanNotbeNull';
  if (p.countryId !== undefined && !p.countryId) return 'countryCanNotbeNull';
  if (p.postCode !== undefined && !p.postCode.trim()) return 'postCodeCanNotbeNull';
  return null;
}

export const ChangePasswordRequest = z
  .object({
    currentPassword: z.string().max(200),
    newPassword: z.string().max(200),
    /** the repeat field; when sent it must equal newPassword */
    repeatPassword: z.string().max(200).optional(),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * The form rules of change password: all fields, and the repeat equal to the new one. What the new
 * password may be (length, not the user name, not the current one, not a common one) is
 * `passwordRuleError`, with the site's policy.
 */
export function changePasswordError(p: ChangePasswordRequest): 'allInputEnter' | 'passwordMatchError' | null {
  if (!p.currentPassword || !p.newPassword) return 'allInputEnter';
  if (p.repeatPassword !== undefined && p.repeatPassword !== p.newPassword) return 'passwordMatchError';
  return null;
}

// ---------------------------------------------------------------- registration

export const USER_NAME_MIN = 5;
export const USER_NAME_MAX = 20;
export const MIN_AGE = 18;
export const MAX_AGE = 90;
export const DEFAULT_COUNTRY_ID = 218;
export const DEFAULT_PHONE_CODE = '90';

/** "input forced to lowercase and stripped": what the user name field keeps of what was typed. */
export function sanitizeRegisterUserName(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, USER_NAME_MAX);
}

export const RegisterRequest = z
  .object({
    lang: z.string().max(5).optional(),
    firstName: z.string().max(50).default(''),
    lastName: z.string().max(50).default(''),
    /** year-month-day */
    birthDate: z.string().max(10).default(''),
    idNumber: z.string().max(20).default(''),
    sex: z.string().max(1).default(''),
    address: z.string().max(200).default(''),
    city: z.string().max(50).default(''),
    postCode: z.string().max(20).default(''),
    /** spelt so by the original client */
    counrtyId: ApiCountParam.default(0),
    mobile: z
      .object({
        plus: z.string().max(2).optional(),
        code: z.string().max(5).default(''),
        number: z.string().max(20),
      })
      .optional(),
    userName: z.string().max(50).default(''),
    password: z.string().max(200).default(''),
    repeatPassword: z.string().max(200).optional(),
    email: z.string().max(200).default(''),
    currency: z.string().max(3).default(''),
    promotionCode: z.string().max(50).optional(),
    affiliateUser: z.string().max(50).optional(),
    captchaId: z.string().max(100).default(''),
    captcha: z.string().max(20).default(''),
    terms: z.boolean().default(false),
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const RegisterResponse = z
  .object({
    /** 0 logged in, 1 e-mail activation sent, 2 SMS activation sent */
    activation: z.number().int(),
    user: UserInfo.optional(),
  })
  .meta({ id: 'RegisterResponse' });

export type RegisterOutcome = 'loggedIn' | 'email' | 'sms';

/** The spec's activation value: 0 logged in, 1 an e-mail activation message, any other an SMS one. */
export function activationOutcome(activation: number): RegisterOutcome {
  return activation === 0 ? 'loggedIn' : activation === 1 ? 'email' : 'sms';
}

export interface RegisterRules {
  idNumberRequired: boolean;
  mobileRequired: boolean;
  /** today as year-month-day, for the age rule */
  today: string;
  /** the site's password lengths; the defaults when left out */
  passwordPolicy?: PasswordPolicy;
}

export type RegisterErrorKey =
  | 'registerFieldRequired'
  | 'sexRequired'
  | 'birthDateInvalid'
  | 'idNumberInvalid'
  | 'mobileInvalid'
  | 'addressLength'
  | 'cityLength'
  | 'postCodeLength'
  | 'userNameRules'
  | 'userNameEqualsPassword'
  | 'passwordLengthRange'
  | 'passwordNoSameRegister'
  | 'emailInvalid'
  | 'termsRequired';

export interface RegisterError {
  field: string;
  key: RegisterErrorKey;
  /** the message's parameters (the password policy's lengths) */
  params?: Record<string, number>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Age in whole years on `today` of someone born on `birth` (both year-month-day). */
export function ageOn(birth: string, today: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  const t = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!b || !t) return null;
  const [by, bm, bd] = [Number(b[1]), Number(b[2]), Number(b[3])];
  const date = new Date(Date.UTC(by, bm - 1, bd));
  if (date.getUTCFullYear() !== by || date.getUTCMonth() !== bm - 1 || date.getUTCDate() !== bd) return null;
  const [ty, tm, td] = [Number(t[1]), Number(t[2]), Number(t[3])];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Every field rule of the registration form (section 5) in form order; the captcha and the
 * availability checks need the server and are not here. An empty list means the form may be sent.
 */
export function registrationErrors(r: RegisterRequest, rules: RegisterRules): RegisterError[] {
  const errors: RegisterError[] = [];
  const add = (field: string, key: RegisterErrorKey, params?: Record<string, number>) =>
    errors.push(params && Object.keys(params).length > 0 ? { field, key, params } : { field, key });
  const required: Array<[string, string]> = [
    ['firstName', r.firstName],
    ['lastName', r.lastName],
    ['address', r.address],
    ['city', r.city],
    ['postCode', r.postCode],
    ['userName', r.userName],
    ['password', r.password],
    ['email', r.email],
    ['currency', r.currency],
    ['captcha', r.captcha],
  ];
  for (const [field, value] of required) if (!value.trim()) add(field, 'registerFieldRequired');
  if (!r.counrtyId) add('counrtyId', 'registerFieldRequired');
  if (r.repeatPassword !== undefined && !r.repeatPassword) add('repeatPassword', 'registerFieldRequired');
  if (r.sex !== 'm' && r.sex !== 'f') add('sex', 'sexRequired');
  const age = ageOn(r.birthDate, rules.today);
  if (age === null || age < MIN_AGE || age > MAX_AGE) add('birthDate', 'birthDateInvalid');
  if (rules.idNumberRequired && !/^\d{11}$/.test(r.idNumber)) add('idNumber', 'idNumberInvalid');
  const mobile = r.mobile?.number ?? '';
  if ((rules.mobileRequired || mobile) && !/^\d{8,11}$/.test(mobile)) add('mobile', 'mobileInvalid');
  if (r.address.trim() && r.address.trim().length < 10) add('address', 'addressLength');
  const city = r.city.trim().length;
  if (city && (city < 3 || city > 20)) add('city', 'cityLength');
  const post = r.postCode.trim().length;
  if (post && (post < 5 || post > 10)) add('postCode', 'postCodeLength');
  if (r.userName && !new RegExp(`^[a-z0-9]{${USER_NAME_MIN},${USER_NAME_MAX}}$`).test(r.userName))
    add('userName', 'userNameRules');
  if (r.password) {
    const policy = rules.passwordPolicy ?? DEFAULT_PASSWORD_POLICY;
    const passwordError = passwordRuleError(r.password, { userName: r.userName }, policy);
    // The common-password list lives on the server, so only these two can come back here.
    if (passwordError === 'passwordLengthRange' || passwordError === 'userNameEqualsPassword')
      add('password', passwordError, passwordRuleDetails(passwordError, policy));
  }
  if (r.repeatPassword !== undefined && r.repeatPassword && r.repeatPassword !== r.password)
    add('repeatPassword', 'passwordNoSameRegister');
  if (r.email && (r.email.length < 5 || r.email.length > 100 || !EMAIL.test(r.email)))
    add('email', 'emailInvalid');
  if (!r.terms) add('terms', 'termsRequired');
  return errors;
}

/** affiliateCode: is no affiliate known by this sign-up code (register/{affcode} keeps a known one fixed)? */
export const AvailabilityQuery = z.object({
  field: z.enum(['userName', 'email', 'mobile', 'idNumber', 'affiliateCode']),
  value: z.string().min(1).max(100),
});
export const AvailabilityResponse = z.object({ available: z.boolean() }).meta({ id: 'AvailabilityResponse' });

export const CaptchaResponse = z
  .object({ captchaId: z.string(), image: z.string() })
  .meta({ id: 'CaptchaResponse' });

export const ForgotPasswordRequest = z
  .object({
    username: z.string().max(50).default(''),
    birthDateDay: z.coerce.number().int().min(0).max(31).default(0),
    birthDateMonth: z.coerce.number().int().min(0).max(12).default(0),
    birthDateYear: z.coerce.number().int().min(0).max(9999).default(0),
  })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export function forgotPasswordError(f: ForgotPasswordRequest): 'allInputEnter' | 'userNameRules' | null {
  if (!f.username || !f.birthDateDay || !f.birthDateMonth || !f.birthDateYear) return 'allInputEnter';
  if (f.username.length < USER_NAME_MIN || f.username.length > USER_NAME_MAX) return 'userNameRules';
  return null;
}

export const ResetPasswordRequest = z
  .object({ password: z.string().max(200).default(''), repassword: z.string().max(200).default('') })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export function resetPasswordError(
  code: string,
  r: ResetPasswordRequest,
): 'allInputEnter' | 'passwordNoSameRegister' | null {
  if (!code || !r.password || !r.repassword) return 'allInputEnter';
  if (r.password !== r.repassword) return 'passwordNoSameRegister';
  return null;
}

export const StatusResponse = z.object({ status: z.number().int() }).meta({ id: 'StatusResponse' });

export const Country = z.object({
  id: z.number().int(),
  iso: z.string(),
  nicename: z.string(),
  phonecode: z.string(),
});
export const CountriesResponse = z.object({ results: z.array(Country) }).meta({ id: 'CountriesResponse' });
export const CurrenciesResponse = z
  .object({ results: z.array(z.object({ code: z.string() })) })
  .meta({ id: 'CurrenciesResponse' });

// ---------------------------------------------------------------- transactions

export const TransactionsQuery = Paging.extend({
  from: z.string().max(30).optional(),
  to: z.string().max(30).optional(),
  /** a income, e expense */
  type: z.enum(['a', 'e', '']).optional(),
  /** 1 sport bets, 4 live games, 5 slot games, 6 bingo, 7 virtual games, 8 TV games */
  service: ApiCountParam.optional(),
  /**
   * the IANA zone whose days a bare date (YYYY-MM-DD) means; without it the player's `timezone`
   * cookie, else the site's zone
   */
  timezone: z.string().max(64).optional(),
});
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

export const Transaction = z
  .object({
    id: z.number().int(),
    /** 1 income, 0 expense */
    transType: z.union([z.literal(0), z.literal(1)]),
    processDate: z.string(),
    /** the movement type, then '->' and a note when it has one */
    type: z.string(),
    service: z.number().int(),
    amount: z.number(),
    balance: z.number(),
    /** 1 when the balance after this movement is below zero (owed) */
    owed: Flag,
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

export const TransactionsResponse = z
  .object({ results: z.array(Transaction), totalCount: z.number().int() })
  .meta({ id: 'TransactionsResponse' });

/** `GET /auth/session`: how long the session has left (a call is a use, so it renews the idle time). */
export const SessionTimesResponse = z
  .object({
    /** ms until the session ends unless used */
    idleMs: z.number().int(),
    /** ms until the session's absolute end, which no use moves */
    absoluteMs: z.number().int(),
  })
  .meta({ id: 'SessionTimesResponse' });
export type SessionTimesResponse = z.infer<typeof SessionTimesResponse>;

import {
  DEFAULT_PHONE_CODE,
  passwordRuleDetails,
  registrationErrors,
  type RegisterError,
  type RegisterRequest,
  type UserInfo,
} from '@bet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { readSettings } from '../settings/index.ts';
import { checkCaptcha } from './captcha.ts';
import { issueCode } from './codes.ts';
import { assertNewPasswordAllowed, readPasswordPolicy } from './password-rules.ts';
import { hashPassword } from './passwords.ts';
import { COUNTRIES, CURRENCIES } from './reference-data.ts';
import type { AuthServices } from './services.ts';
import type { SessionMeta } from './session-store.ts';

export const ACTIVATION_TTL_MS = 48 * 60 * 60 * 1000;

export type AvailabilityField = 'userName' | 'email' | 'mobile' | 'idNumber' | 'affiliateCode';

const COLUMN = {
  userName: 'user_name',
  email: 'email',
  mobile: 'mobile',
  idNumber: 'id_number',
  affiliateCode: 'affiliate_link',
} as const;

/** Mobile numbers are kept as '+<code><number>', so one number typed two ways is still one number. */
export const normalizeMobile = (code: string, number: string) =>
  `+${(code || DEFAULT_PHONE_CODE).replace(/\D/g, '')}${number.replace(/\D/g, '')}`;

function normalize(field: AvailabilityField, value: string): string {
  const v = value.trim();
  if (field === 'mobile') return v.startsWith('+') ? `+${v.replace(/\D/g, '')}` : normalizeMobile('', v);
  return field === 'userName' || field === 'email' ? v.toLowerCase() : v;
}

/** The checkUser / emailCheck / checkMobile / checkIdNumber calls: is this value still free? */
export async function isAvailable(db: Kysely<DB>, field: AvailabilityField, value: string): Promise<boolean> {
  const v = normalize(field, value);
  if (!v) return false;
  const col = COLUMN[field];
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => (field === 'email' ? eb(eb.fn('lower', [col]), '=', v) : eb(col, '=', v)))
    .executeTakeFirst();
  return !row;
}

/**
 * The 409 of a value another sign-up took between the availability check and the insert: the
 * database's unique indexes decide the race (migrations 0002 and 0056).
 */
function takenConflict(err: unknown): AppError | null {
  const violated = uniqueViolation(err);
  if (violated === null) return null;
  if (violated.includes('user_name')) return conflict('userNameTaken', { field: 'userName' });
  if (violated.includes('id_number')) return conflict('idNumberTaken', { field: 'idNumber' });
  if (violated.includes('email') || violated.includes('mobile'))
    return conflict('emailOrMobileTaken', { field: 'email' });
  return null;
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Registers a player (online user) under the operator's root. Activation 0: the account is open
 * and a session is returned; 1: a code went out by e-mail; 2: a code went out by SMS.
 */
export async function register(
  database: Database,
  svc: AuthServices,
  r: RegisterRequest,
  meta: SessionMeta,
): Promise<{ activation: number; token?: string; user?: UserInfo }> {
  const db = database.db;
  const settings = await readSettings(database);
  if (settings['register_disabled'] === '1') throw new AppError(403, 'registrationDisabled');
  const input = { ...r, userName: r.userName.trim(), email: r.email.trim() };
  const passwordPolicy = await readPasswordPolicy(db);
  const errors = registrationErrors(input, {
    idNumberRequired: settings['registerTcRequired'] === '1',
    mobileRequired: settings['registerMobileRequired'] === '1',
    today: todayUtc(),
    passwordPolicy,
  });
  if (errors.length) {
    const [first] = errors as [RegisterError];
    const range = first.key === 'passwordLengthRange' ? passwordRuleDetails(first.key, passwordPolicy) : {};
    throw badRequest(first.key, { field: first.field, errors, ...range });
  }
  if (!COUNTRIES.some((c) => c.id === input.counrtyId))
    throw badRequest('countryCanNotbeNull', { field: 'counrtyId' });
  if (!(CURRENCIES as readonly string[]).includes(input.currency))
    throw badRequest('currencyInvalid', { field: 'currency' });
  await assertNewPasswordAllowed(db, input.password, { userName: input.userName, field: 'password' });
  if (!(await checkCaptcha(db, input.captchaId, input.captcha)))
    throw badRequest('securityCode', { field: 'captcha' });

  const mobile = input.mobile?.number ? normalizeMobile(input.mobile.code, input.mobile.number) : '';
  if (!(await isAvailable(db, 'userName', input.userName)))
    throw conflict('userNameTaken', { field: 'userName' });
  if (
    !(await isAvailable(db, 'email', input.email)) ||
    (mobile && !(await isAvailable(db, 'mobile', mobile)))
  )
    throw conflict('emailOrMobileTaken', { field: 'email' });
  if (input.idNumber && !(await isAvailable(db, 'idNumber', input.idNumber)))
    throw conflict('idNumberTaken', { field: 'idNumber' });

  const activation = settings['mail_activation'] === '1' ? 1 : settings['mail_activation'] === '2' ? 2 : 0;
  const passwordHash = await hashPassword(input.password);
  const inserted = db.transaction().execute(async (trx) => {
    const root = await trx
      .selectFrom('users')
      .select(['id', 'path', 'operator_id'])
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!root) throw new AppError(503, 'technicalError');
    const referrer = input.affiliateUser
      ? await trx
          .selectFrom('users')
          .select('id')
          .where('affiliate_link', '=', input.affiliateUser)
          .executeTakeFirst()
      : undefined;
    const created = await svc.accounts.createPlayer(trx, {
      operatorId: Number(root.operator_id),
      parent: { id: Number(root.id), path: root.path },
      role: 'player',
      userName: input.userName,
      passwordHash,
      currency: input.currency,
      activated: activation === 0 ? 1 : 0,
      onlineUser: 1,
      profile: {
        first_name: input.firstName.trim(),
        last_name: input.lastName.trim(),
        birth_date: input.birthDate,
        id_number: input.idNumber,
        sex: input.sex,
        email: input.email.toLowerCase(),
        mobile,
        city: input.city.trim(),
        address: input.address.trim(),
        post_code: input.postCode.trim(),
        country_id: input.counrtyId,
        lang: input.lang ?? 'tr',
        referrer_id: referrer ? Number(referrer.id) : null,
        promotion_code: input.promotionCode ?? '',
      },
    });
    if (activation !== 0) {
      const code = await issueCode(trx, 'activation', created.id, ACTIVATION_TTL_MS);
      await svc.sender.send(trx, {
        channel: activation === 1 ? 'email' : 'sms',
        to: activation === 1 ? input.email.toLowerCase() : mobile,
        template: 'activation',
        lang: input.lang ?? 'tr',
        params: { code },
        userId: created.id,
      });
    }
    await recordAudit(trx, {
      actorId: created.id,
      action: 'user.register',
      targetType: 'user',
      targetId: created.id,
      after: { userName: input.userName, activation, referrerId: referrer ? Number(referrer.id) : null },
      ip: meta.ip,
    });
    return created.id;
  });
  const userId = await inserted.catch((err: unknown) => {
    throw takenConflict(err) ?? err;
  });
  if (activation !== 0) return { activation };
  // Registration opens player accounts only.
  const token = await svc.sessions.create({ id: userId, userType: 'N' }, meta);
  await db.updateTable('users').set({ last_login_at: Date.now() }).where('id', '=', userId).execute();
  return { activation, token, user: await svc.accounts.info(db, userId) };
}

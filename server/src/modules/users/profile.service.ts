import { profileUpdateError, type ProfileUpdateRequest } from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import { findUser } from './user-profile.ts';

/** `PATCH /me`: only the fields the spec lets a user edit (names and birth date stay as registered). */
export async function updateProfile(
  database: Database,
  userId: number,
  p: ProfileUpdateRequest,
  ip: string,
): Promise<void> {
  const ruleError = profileUpdateError(p);
  if (ruleError) throw badRequest(ruleError);
  const set = {
    ...(p.sex !== undefined ? { sex: p.sex } : {}),
    ...(p.address !== undefined ? { address: p.address.trim() } : {}),
    ...(p.city !== undefined ? { city: p.city.trim() } : {}),
    ...(p.countryId !== undefined ? { country_id: p.countryId } : {}),
    ...(p.postCode !== undefined ? { post_code: p.postCode.trim() } : {}),
    ...(p.autoprint !== undefined ? { autoprint: p.autoprint } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await database.db.transaction().execute(async (trx) => {
    const before = await findUser(trx, userId);
    await trx
      .updateTable('users')
      .set({ ...set, updated_at: Date.now() })
      .where('id', '=', userId)
      .execute();
    await recordAudit(trx, {
      actorId: userId,
      action: 'user.updateProfile',
      targetType: 'user',
      targetId: userId,
      before: pick(before, Object.keys(set)),
      after: set,
      ip,
    });
  });
}

function pick(row: object | undefined, keys: string[]): Record<string, unknown> {
  const src = (row ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, src[k]]));
}

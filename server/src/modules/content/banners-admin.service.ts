import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  bannerSlotSize,
  type AdminBanner,
  type BannerChange,
  type BannerImageUpload,
  type BannerSave,
} from '@bet/shared';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { recordAudit } from '../../infra/audit.ts';
import type { FileStore } from '../../infra/file-store.ts';

interface Actor {
  id: number;
  ip: string;
}

type BannerRow = {
  id: number | string;
  type: string;
  slot: number;
  lang: string | null;
  title: string;
  image: string;
  url: string;
  weight: number;
  active: number;
};

const toAdmin = (r: BannerRow): AdminBanner => ({
  id: Number(r.id),
  type: r.type === 'slider' ? 'slider' : 'normal',
  slot: r.slot,
  lang: r.lang,
  title: r.title,
  image: r.image,
  url: r.url,
  weight: r.weight,
  active: r.active === 1,
  ...bannerSlotSize(r.type === 'slider' ? 1 : r.slot),
});

export async function listAdminBanners(database: Database): Promise<AdminBanner[]> {
  const rows = await database.db
    .selectFrom('banners')
    .selectAll()
    .orderBy('type', 'desc')
    .orderBy('slot')
    .orderBy('weight')
    .orderBy('id')
    .execute();
  return rows.map(toAdmin);
}

/** The slider has one strip: its banners all sit in slot 1. */
const slotOf = (b: Pick<BannerSave, 'type' | 'slot'>) => (b.type === 'slider' ? 1 : b.slot);

export async function createBanner(database: Database, body: BannerSave, actor: Actor): Promise<AdminBanner> {
  return database.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('banners')
      .values({
        type: body.type,
        slot: slotOf(body),
        lang: body.lang,
        title: body.title,
        image: body.image,
        url: body.url,
        weight: body.weight,
        active: body.active ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'banner.create',
      targetType: 'banner',
      targetId: Number(row.id),
      after: { ...body, image: shortImage(body.image) },
      ip: actor.ip,
    });
    return toAdmin(row);
  });
}

export async function updateBanner(
  database: Database,
  id: number,
  body: BannerChange,
  actor: Actor,
): Promise<AdminBanner> {
  return database.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError(404, 'notFound');
    const merged = { ...toAdmin(before), ...body };
    const row = await trx
      .updateTable('banners')
      .set({
        type: merged.type,
        slot: slotOf(merged),
        lang: merged.lang,
        title: merged.title,
        image: merged.image,
        url: merged.url,
        weight: merged.weight,
        active: merged.active ? 1 : 0,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'banner.update',
      targetType: 'banner',
      targetId: id,
      before: { ...toAdmin(before), image: shortImage(before.image) },
      after: { ...body, ...(body.image ? { image: shortImage(body.image) } : {}) },
      ip: actor.ip,
    });
    return toAdmin(row);
  });
}

export async function removeBanner(database: Database, id: number, actor: Actor): Promise<{ ok: true }> {
  return database.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError(404, 'notFound');
    await trx.deleteFrom('banners').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'banner.remove',
      targetType: 'banner',
      targetId: id,
      before: { ...toAdmin(before), image: shortImage(before.image) },
      ip: actor.ip,
    });
    return { ok: true as const };
  });
}

/** The audit keeps a picture's path, not a whole inline picture. */
const shortImage = (image: string) => (image.startsWith('data:') ? `${image.slice(0, 40)}…` : image);

/** Where the site serves the store's files. */
export const UPLOADS_PATH = '/uploads';

/**
 * Checks the bytes are a picture sharp can read (PNG, JPEG, WebP, GIF, AVIF, TIFF or SVG), fits it
 * into the box (`cover`: cut to it, centred; `inside`: as large as fits, proportions kept) and
 * stores it as WebP in the folder. The name is the hash of the upload and the box, so uploading the
 * same picture again answers the same file; the answer has the stored picture's own size.
 */
export async function storeFittedImage(
  store: FileStore,
  data: string,
  box: { folder: string; width: number; height: number; fit: 'cover' | 'inside'; invalid: string },
): Promise<{ image: string; width: number; height: number }> {
  const bytes = Buffer.from(data, 'base64');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `${box.folder}/${hash}-${box.width}x${box.height}.webp`;
  const stored = await store.get(key);
  if (stored) {
    const { width = box.width, height = box.height } = await sharp(stored).metadata();
    return { image: `${UPLOADS_PATH}/${key}`, width, height };
  }
  let webp: { data: Buffer; info: { width: number; height: number } };
  try {
    // limitInputPixels bounds what a decompression bomb can cost (about 25 megapixels)
    webp = await sharp(bytes, { limitInputPixels: 25_000_000, failOn: 'error' })
      .rotate()
      .resize(box.width, box.height, { fit: box.fit, withoutEnlargement: box.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(422, box.invalid);
  }
  await store.put(key, webp.data);
  return { image: `${UPLOADS_PATH}/${key}`, width: webp.info.width, height: webp.info.height };
}

/** A banner's picture, cut to its slot's size. */
export function storeBannerImage(
  store: FileStore,
  upload: BannerImageUpload,
): Promise<{ image: string; width: number; height: number }> {
  const { width, height } = bannerSlotSize(upload.slot);
  return storeFittedImage(store, upload.data, {
    folder: 'banners',
    width,
    height,
    fit: 'cover',
    invalid: 'bannerImageInvalid',
  });
}

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, startTestServer } from '../../testing/test-server.ts';
import { seedWorld, type World } from '../../testing/world.ts';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** A real picture of the given size: a colour with a white band, as a PNG's base64. */
async function png(width: number, height: number): Promise<string> {
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#c0392b"/><rect y="${height / 3}" width="${width}" height="${height / 3}" fill="#fff"/></svg>`,
  );
  return (await sharp(band).png().toBuffer()).toString('base64');
}

/** Issue 17 item 5: Home's banners with uploaded pictures, kept by the back office. */
describe(`banners in the back office (${process.env['DATABASE_URL'] ? 'PostgreSQL' : 'SQLite'})`, () => {
  let server: TestServer;
  let world: World;
  const guest = () => new ApiClient(server.url);

  beforeAll(async () => {
    server = await startTestServer();
    world = await seedWorld(server);
  });
  afterAll(() => server.close());

  it("cuts an uploaded picture to its slot's size and stores it once, as WebP served for a year", async () => {
    const data = await png(800, 400);
    const up = await world.admin.post('/admin/banners/images', { slot: 3, data });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body).toMatchObject({ width: 312, height: 291 });
    expect(up.body.image).toMatch(/^\/uploads\/banners\/[0-9a-f]{32}-312x291\.webp$/);
    const file = await fetch(`${server.url}${up.body.image}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('image/webp');
    expect(file.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 312, 291]);
    // the same picture again: the same file; for the slider: the slider's size
    expect((await world.admin.post('/admin/banners/images', { slot: 3, data })).body.image).toBe(
      up.body.image,
    );
    const wide = await world.admin.post('/admin/banners/images', { slot: 1, data });
    expect(wide.body.image).toMatch(/-634x291\.webp$/);
    // a stored file that is not there is a 404, not the site's page
    expect((await fetch(`${server.url}/uploads/banners/${'0'.repeat(32)}-312x291.webp`)).status).toBe(404);
  });

  it('refuses what is not a picture, what is not base64, and everyone but the operator', async () => {
    const notImage = await world.admin.post('/admin/banners/images', {
      slot: 2,
      data: Buffer.from('just some text, not a picture').toString('base64'),
    });
    expect([notImage.status, notImage.body.error.code]).toEqual([422, 'bannerImageInvalid']);
    expect((await world.admin.post('/admin/banners/images', { slot: 2, data: 'not base64!' })).status).toBe(
      400,
    );
    expect((await world.admin.post('/admin/banners/images', { slot: 9, data: 'AAAA' })).status).toBe(400);
    const dealer = await world.newDealer({ credit: 10 });
    const player = await world.newPlayer({ credit: 10 });
    for (const who of [dealer.api, player.api]) {
      expect((await who.post('/admin/banners/images', { slot: 2, data: await png(10, 10) })).status).toBe(
        403,
      );
      expect((await who.get('/admin/banners')).status).toBe(403);
    }
    expect((await guest().get('/admin/banners')).status).toBe(401);
  });

  it('fits an uploaded logo into its box with its proportions, and the setting takes the path', async () => {
    const logo = await world.admin.post('/admin/settings/images', {
      setting: 'site_logo',
      data: await png(960, 120),
    });
    expect(logo.status, JSON.stringify(logo.body)).toBe(201);
    // 960x120 fitted into 480x120: half as wide and high, not stretched to the box
    expect(logo.body).toMatchObject({ width: 480, height: 60 });
    expect(logo.body.image).toMatch(/^\/uploads\/site\/[0-9a-f]{32}-480x120\.webp$/);
    const meta = await sharp(
      Buffer.from(await (await fetch(`${server.url}${logo.body.image}`)).arrayBuffer()),
    ).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 60]);
    // uploaded again: the same file and size; a small favicon is cut square, never enlarged past its box
    expect(
      (await world.admin.post('/admin/settings/images', { setting: 'site_logo', data: await png(960, 120) }))
        .body,
    ).toEqual(logo.body);
    const icon = await world.admin.post('/admin/settings/images', {
      setting: 'site_favicon',
      data: await png(200, 100),
    });
    expect(icon.body).toMatchObject({ width: 64, height: 64 });
    const saved = await world.admin.patch('/admin/settings', { settings: { site_logo: logo.body.image } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await guest().get('/settings')).body.settings.site_logo).toBe(logo.body.image);
    // refused: not a picture, a setting that is not a picture's, and anyone but the operator
    const text = Buffer.from('not a picture at all').toString('base64');
    const bad = await world.admin.post('/admin/settings/images', { setting: 'site_logo', data: text });
    expect([bad.status, bad.body.error.code]).toEqual([422, 'siteImageInvalid']);
    expect(
      (await world.admin.post('/admin/settings/images', { setting: 'site_name', data: text })).status,
    ).toBe(400);
    const dealer = await world.newDealer({ credit: 10 });
    expect(
      (await dealer.api.post('/admin/settings/images', { setting: 'site_logo', data: text })).status,
    ).toBe(403);
    await world.admin.patch('/admin/settings', { settings: { site_logo: '' } });
  });

  it('adds a banner in one language, takes it off Home, and deletes it, each audited', async () => {
    const image = (await world.admin.post('/admin/banners/images', { slot: 4, data: await png(640, 600) }))
      .body.image as string;
    const made = await world.admin.post('/admin/banners', {
      type: 'normal',
      slot: 4,
      lang: 'de',
      title: 'Herbst-Bonus',
      image,
      url: '/de/promotions',
      weight: 5,
      active: true,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ slot: 4, lang: 'de', active: true, width: 312, height: 291 });
    const id = made.body.id as number;
    const titles = async (lang: string) =>
      (await guest().get(`/banners?lang=${lang}`)).body.results.map((b: { title: string }) => b.title);
    expect(await titles('de')).toContain('Herbst-Bonus');
    expect(await titles('tr')).not.toContain('Herbst-Bonus');

    const off = await world.admin.patch(`/admin/banners/${id}`, { active: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ active: false, title: 'Herbst-Bonus', url: '/de/promotions' });
    expect(await titles('de')).not.toContain('Herbst-Bonus');
    expect(
      (await world.admin.get('/admin/banners')).body.results.find((b: { id: number }) => b.id === id),
    ).toMatchObject({ active: false });

    expect((await world.admin.delete(`/admin/banners/${id}`)).status).toBe(200);
    expect((await world.admin.delete(`/admin/banners/${id}`)).status).toBe(404);
    expect((await world.admin.patch(`/admin/banners/${id}`, { active: true })).status).toBe(404);

    const audit = (await world.admin.get(`/admin/audit?targetId=${id}&limit=200`)).body.results
      .filter((e: { targetType: string }) => e.targetType === 'banner')
      .map((e: { action: string }) => e.action);
    expect(audit).toEqual(['banner.remove', 'banner.update', 'banner.create']);
  });

  it('refuses a link or a picture from elsewhere and malformed banners', async () => {
    const image = (await world.admin.post('/admin/banners/images', { slot: 5, data: await png(300, 300) }))
      .body.image as string;
    const base = { type: 'normal', slot: 5, lang: null, title: 'X', image, url: '', weight: 0, active: true };
    for (const bad of [
      { url: 'javascript:alert(1)' },
      { url: '//evil.example/x' },
      { url: 'http://plain.example/' },
      { image: 'https://evil.example/a.png' },
      { image: '/uploads/banners/../../etc/passwd' },
      { lang: 'xx' },
      { title: '  ' },
      { slot: 7 },
      { weight: -1 },
    ]) {
      const res = await world.admin.post('/admin/banners', { ...base, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await world.admin.post('/admin/banners', { ...base, url: 'https://partner.example/x' })).status,
    ).toBe(201);
    expect((await world.admin.patch('/admin/banners/abc', { active: false })).status).toBe(400);
  });
});

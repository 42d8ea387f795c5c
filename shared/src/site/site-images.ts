import { z } from 'zod';

/**
 * The pictures of the site settings' logos group, as the back office uploads them: each is fitted
 * into its box (a logo keeps its proportions; the favicon is cut square) and stored as WebP.
 */
export const SITE_IMAGE_BOXES = {
  site_logo: { width: 480, height: 120, fit: 'inside' },
  site_favicon: { width: 64, height: 64, fit: 'cover' },
  site_background: { width: 1920, height: 1080, fit: 'inside' },
  footer_payment_logos: { width: 960, height: 120, fit: 'inside' },
  tv_logos: { width: 960, height: 120, fit: 'inside' },
  specialone_file: { width: 960, height: 540, fit: 'inside' },
  specialtwo_file: { width: 960, height: 540, fit: 'inside' },
} as const satisfies Record<string, { width: number; height: number; fit: 'inside' | 'cover' }>;

export type SiteImageSetting = keyof typeof SITE_IMAGE_BOXES;
export const SITE_IMAGE_SETTINGS = Object.keys(SITE_IMAGE_BOXES) as SiteImageSetting[];

/** The largest picture taken, before it is fitted. */
export const SITE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const SiteImageUpload = z
  .object({
    /** the setting the picture is for: it is fitted into that setting's box */
    setting: z.enum(SITE_IMAGE_SETTINGS as [SiteImageSetting, ...SiteImageSetting[]]),
    data: z
      .string()
      .max(Math.ceil(SITE_IMAGE_MAX_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
  })
  .meta({ id: 'SiteImageUpload' });
export type SiteImageUpload = z.infer<typeof SiteImageUpload>;

export const SiteImageAnswer = z
  .object({ image: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'SiteImageAnswer' });
export type SiteImageAnswer = z.infer<typeof SiteImageAnswer>;

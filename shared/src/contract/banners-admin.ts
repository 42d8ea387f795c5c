import { z } from 'zod';
import {
  AdminBanner,
  AdminBannerList,
  BannerChange,
  BannerIdParams,
  BannerImageAnswer,
  BannerImageUpload,
  BannerSave,
} from '../api/content.ts';
import { route } from './route.ts';

/** The back office's banners of Home: the slider and the six slots, with uploaded pictures. */
export const bannersAdmin = {
  list: route({
    method: 'get',
    path: '/admin/banners',
    tag: 'admin',
    summary: "Every banner of Home's slider and slots, inactive ones too, in order",
    access: 'admin',
    response: AdminBannerList,
  }),
  uploadImage: route({
    method: 'post',
    path: '/admin/banners/images',
    tag: 'admin',
    summary:
      "A picture for a slot (base64, at most 5 MB): checked to be an image, cut to the slot's size and " +
      'stored as WebP under a name made of its content, so the same picture is stored once; 422 bannerImageInvalid',
    access: 'admin',
    body: BannerImageUpload,
    response: BannerImageAnswer,
    status: 201,
  }),
  create: route({
    method: 'post',
    path: '/admin/banners',
    tag: 'admin',
    summary: 'Adds a banner to the slider or a slot, in one language or in all; audited',
    access: 'admin',
    body: BannerSave,
    response: AdminBanner,
    status: 201,
  }),
  update: route({
    method: 'patch',
    path: '/admin/banners/:id',
    tag: 'admin',
    summary: 'Changes a banner (active false takes it off Home); audited; 404 notFound',
    access: 'admin',
    params: BannerIdParams,
    body: BannerChange,
    response: AdminBanner,
  }),
  remove: route({
    method: 'delete',
    path: '/admin/banners/:id',
    tag: 'admin',
    summary: 'Deletes a banner; audited; 404 notFound',
    access: 'admin',
    params: BannerIdParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};

import { route } from './route.ts';
import {
  AdminPage,
  AdminPageList,
  AdminPageParams,
  AdminPaymentCategory,
  AdminPaymentCategoryBody,
  AdminPaymentMethod,
  AdminPaymentMethodBody,
  AdminPaymentMethods,
  AdminSettings,
  CacheCleared,
  SettingsHistory,
  SettingsHistoryQuery,
} from '../api/site-admin.ts';
import { SiteImageAnswer, SiteImageUpload } from '../site/site-images.ts';

/** The operator's back office for the site: settings, their history, caches and pages. */
export const siteAdmin = {
  settings: route({
    method: 'get',
    path: '/admin/settings',
    tag: 'admin',
    summary:
      'Every site setting with its value in force (defaults included); passwords and tokens only as ' +
      "'********' when set",
    access: 'admin',
    response: AdminSettings,
  }),
  settingsHistory: route({
    method: 'get',
    path: '/admin/settings/history',
    tag: 'admin',
    summary: 'Changes of the site settings, newest first, one row per setting changed (secrets masked)',
    access: 'admin',
    query: SettingsHistoryQuery,
    response: SettingsHistory,
  }),
  uploadImage: route({
    method: 'post',
    path: '/admin/settings/images',
    tag: 'admin',
    summary:
      "A picture for a logo setting (base64, at most 5 MB): checked to be an image, fitted into the setting's box " +
      'and stored as WebP under a name made of its content; answers the path to put in the setting; 422 siteImageInvalid',
    access: 'admin',
    body: SiteImageUpload,
    response: SiteImageAnswer,
    status: 201,
  }),
  clearCache: route({
    method: 'post',
    path: '/admin/settings/cache',
    tag: 'admin',
    summary: 'Raises cache_version: clients holding settings of an older version read them again; audited',
    access: 'admin',
    response: CacheCleared,
  }),
  pages: route({
    method: 'get',
    path: '/admin/pages',
    tag: 'admin',
    summary:
      'The content pages with the languages each is written in (6 help, 9 terms, 10 responsible gaming)',
    access: 'admin',
    response: AdminPageList,
  }),
  page: route({
    method: 'get',
    path: '/admin/pages/:id',
    tag: 'admin',
    summary:
      'A page in every language it is written in, as stored, for the editor (an unwritten page has none)',
    access: 'admin',
    params: AdminPageParams,
    response: AdminPage,
  }),
  paymentMethods: route({
    method: 'get',
    path: '/admin/payment-methods',
    tag: 'admin',
    summary: 'Every payment category and method, on or off, with the providers a method may use',
    access: 'admin',
    response: AdminPaymentMethods,
  }),
  createPaymentCategory: route({
    method: 'post',
    path: '/admin/payment-categories',
    tag: 'admin',
    summary: 'A new payment category; audited',
    access: 'admin',
    body: AdminPaymentCategoryBody,
    response: AdminPaymentCategory,
    status: 201,
  }),
  updatePaymentCategory: route({
    method: 'put',
    path: '/admin/payment-categories/:id',
    tag: 'admin',
    summary: 'Change a payment category (active 0 hides it and its methods from players); audited',
    access: 'admin',
    params: AdminPageParams,
    body: AdminPaymentCategoryBody,
    response: AdminPaymentCategory,
  }),
  createPaymentMethod: route({
    method: 'post',
    path: '/admin/payment-methods',
    tag: 'admin',
    summary:
      'A new deposit or withdrawal method of a provider, with its form fields and limits; 422 ' +
      'minAboveMax, fieldNameTwice, fieldLengths, paymentProviderUnknown or paymentCategoryNotFound; audited',
    access: 'admin',
    body: AdminPaymentMethodBody,
    response: AdminPaymentMethod,
    status: 201,
  }),
  updatePaymentMethod: route({
    method: 'put',
    path: '/admin/payment-methods/:id',
    tag: 'admin',
    summary: 'Change a payment method (active 0 switches it off); refusals as on creation; audited',
    access: 'admin',
    params: AdminPageParams,
    body: AdminPaymentMethodBody,
    response: AdminPaymentMethod,
  }),
};

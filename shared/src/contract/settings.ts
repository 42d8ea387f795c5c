import { route } from './route.ts';
import { SiteSettingsResponse, SiteSettingsUpdate } from '../api/common.ts';

export const settings = {
  get: route({
    method: 'get',
    path: '/settings',
    tag: 'site',
    summary: 'The public site settings',
    access: 'public',
    response: SiteSettingsResponse,
  }),
  update: route({
    method: 'patch',
    path: '/admin/settings',
    tag: 'admin',
    summary:
      'Change site settings (e.g. currencyMode 1 hides the currency symbol everywhere); an empty value ' +
      'restores the default; audited. Answers every setting after the change',
    access: 'admin',
    body: SiteSettingsUpdate,
    response: SiteSettingsResponse,
  }),
};

// The operator's back office for the site: settings, their history, caches and pages.
export { siteAdminModule } from './site-admin.routes.ts';

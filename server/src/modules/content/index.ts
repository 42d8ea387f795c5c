// Content of the site: pages, the contact form and Home's banners.
export { createContentModule } from './content.routes.ts';
export { sanitizePageHtml } from './sanitize.ts';

// Announcements and popups the back office writes and players read.
export { announcementsModule } from './announcements.routes.ts';

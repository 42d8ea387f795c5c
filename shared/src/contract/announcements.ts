import { z } from 'zod';
import { route } from './route.ts';
import {
  AdminAnnouncement,
  AdminAnnouncementList,
  AdminAnnouncementQuery,
  AnnouncementCreate,
  AnnouncementIdParams,
  AnnouncementList,
  AnnouncementUpdate,
} from '../api/announcements.ts';

export const Deleted = z.object({ id: z.number().int() }).meta({ id: 'AnnouncementDeleted' });

export const announcements = {
  list: route({
    method: 'get',
    path: '/announcements',
    tag: 'site',
    summary:
      'The popups to show now in the request language (active, inside their time window); ' +
      'the client shows those of type 0 or 2, those of type2 0 on Home only, cycling every 10 s',
    access: 'public',
    response: AnnouncementList,
  }),
  notifications: route({
    method: 'get',
    path: '/notifications',
    tag: 'account',
    summary: "The logged-in player's notifications (title, banner, content); the left menu shows their count",
    access: 'user',
    response: AnnouncementList,
  }),
  adminList: route({
    method: 'get',
    path: '/admin/announcements',
    tag: 'admin',
    summary: 'Every popup and notification, also inactive or scheduled ones, newest first',
    access: 'admin',
    query: AdminAnnouncementQuery,
    response: AdminAnnouncementList,
  }),
  create: route({
    method: 'post',
    path: '/admin/announcements',
    tag: 'admin',
    summary: 'Create a popup or a notification',
    access: 'admin',
    body: AnnouncementCreate,
    response: AdminAnnouncement,
    status: 201,
  }),
  update: route({
    method: 'patch',
    path: '/admin/announcements/:id',
    tag: 'admin',
    summary: 'Change a popup or a notification (e.g. active 0 to withdraw it); an edit shows it again',
    access: 'admin',
    params: AnnouncementIdParams,
    body: AnnouncementUpdate,
    response: AdminAnnouncement,
  }),
  remove: route({
    method: 'delete',
    path: '/admin/announcements/:id',
    tag: 'admin',
    summary: 'Delete a popup or a notification',
    access: 'admin',
    params: AnnouncementIdParams,
    response: Deleted,
  }),
};

import { route } from './route.ts';
import { EmptyResponse, MeResponse, ProfileUpdateRequest } from '../api/accounts.ts';

export const users = {
  me: route({
    method: 'get',
    path: '/me',
    tag: 'session',
    summary: 'The logged-in user: balance, limits, products, settings',
    access: 'user',
    response: MeResponse,
  }),
  updateMe: route({
    method: 'patch',
    path: '/me',
    tag: 'session',
    summary: 'Edit the own profile (sex, address, city, country, post code, autoprint)',
    access: 'user',
    body: ProfileUpdateRequest,
    response: EmptyResponse,
  }),
};

import { route } from './route.ts';
import { BannerList, ContactAnswer, ContactRequest, Page, PageParams, PageSave } from '../api/content.ts';

export const content = {
  page: route({
    method: 'get',
    path: '/pages/:id',
    tag: 'site',
    summary:
      'A content page in the request language (9 terms, 10 responsible gaming, 6 help), in the ' +
      "site's default language when it has none in that one; 404 pageNotFound",
    access: 'public',
    params: PageParams,
    response: Page,
  }),
  savePage: route({
    method: 'put',
    path: '/admin/pages/:id',
    tag: 'admin',
    summary: 'Write a page in one language; its HTML is sanitised before it is stored; audited',
    access: 'admin',
    params: PageParams,
    body: PageSave,
    response: Page,
  }),
  contact: route({
    method: 'post',
    path: '/contact',
    tag: 'site',
    summary:
      'A message to support: stored and mailed to the support address through the outbox; 422 ' +
      'allInputEnter, emailRequired or contactCategoryWrong; 429 after 5 an hour from one address',
    access: 'public',
    body: ContactRequest,
    response: ContactAnswer,
    status: 201,
  }),
  banners: route({
    method: 'get',
    path: '/banners',
    tag: 'site',
    summary: "Home's slider and slot banners in the request language, with each slot's size",
    access: 'public',
    response: BannerList,
  }),
};

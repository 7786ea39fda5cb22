// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pages } from './pageManifest.ts';
import { listPaths } from './routes.tsx';

// Spec §2, route by route.
const specPaths = [
  '/:lang',
  '/:lang/login',
  '/:lang/register',
  '/:lang/register/member-data',
  '/:lang/register/email-validate',
  '/:lang/register/success',
  '/:lang/user',
  '/:lang/user/profile',
  '/:lang/user/change-password',
  '/:lang/user/incubator-list',
  '/:lang/user/invention-list',
  '/:lang/forget-password',
  '/:lang/reset-password/:token',
  '/:lang/about',
  '/:lang/invention',
  '/:lang/invention-apply',
  '/:lang/invention-apply/team-data/:id',
  '/:lang/invention-apply/proposal/:id',
  '/:lang/invention-apply/terms/:id',
  '/:lang/invention-apply/confirm/:id',
  '/:lang/invention-apply/complete/:id',
  '/:lang/incubator',
  '/:lang/incubator-apply',
  '/:lang/incubator-apply/team-data/:id',
  '/:lang/incubator-apply/proposal/:id',
  '/:lang/incubator-apply/confirm/:id',
  '/:lang/incubator-apply/complete/:id',
  '/:lang/incubator-final',
  '/:lang/incubator-final/upload/:id',
  '/:lang/incubator-final/complete/:id',
  '/:lang/academy',
  '/:lang/academy/landing',
  '/:lang/academy/history',
  '/:lang/academy/history/:id',
  '/:lang/study',
  '/:lang/study/landing',
  '/:lang/study/SRIO',
  '/:lang/study/FUN',
  '/:lang/study/FUN/:id',
  '/:lang/study/history/:id',
  '/:lang/news',
  '/:lang/news/landing',
  '/:lang/news/now',
  '/:lang/news/now/:id',
  '/:lang/news/social',
  '/:lang/news/social/:id',
  '/:lang/news/teams',
  '/:lang/news/teams/:id',
  '/:lang/subscribe-edm',
  '/:lang/policy-terms',
  '/:lang/building',
  '/:lang/unpublic',
  // The staff console (issue 20).
  '/:lang/staff',
  '/:lang/staff/login',
  '/:lang/staff/invite',
  '/:lang/staff/preview/:family/:id',
  '/:lang/staff/:programme/applications',
  '/:lang/staff/:programme/applications/:id',
  '/:lang/staff/:programme/sessions',
  '/:lang/staff/:programme/sessions/new',
  '/:lang/staff/:programme/sessions/:id',
  '/:lang/staff/members',
  '/:lang/staff/members/:id',
  '/:lang/staff/subscribers',
  '/:lang/staff/audit',
  '/:lang/staff/managers',
  '/:lang/staff/content',
  '/:lang/staff/content/bin',
  '/:lang/staff/content/:family',
  '/:lang/staff/content/:family/new',
  '/:lang/staff/content/:family/:id',
  '/:lang/staff/settings',
  '/google-login',
  '/reset-password/:token',
];

describe('route table', () => {
  it('covers every route of the spec, and nothing else', () => {
    expect([...listPaths()].sort()).toEqual([...specPaths].sort());
  });

  it('redirects academy, study and news to their landing pages', () => {
    for (const section of ['academy', 'study', 'news'] as const) expect(pages[section].redirectTo, section).toBe('landing');
  });
});

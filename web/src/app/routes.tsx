import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunks.ts';
import type { PageKey } from './i18n/pageTitles.ts';
import { DEFAULT_LANG } from './paths.ts';
import { Redirect } from './layout/Redirect.tsx';
import { LangLayout } from './layout/LangLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RootError, RouteError } from './layout/RouteError.tsx';
import { PageFallback } from './layout/PageFallback.tsx';

// The whole route table of spec §2, in one typed place. Every page is a lazily loaded chunk;
// a page without `load` renders the shared "coming soon" page under its own title.

type PageModule = { default: ComponentType };

export interface PageRoute {
  /** Path relative to the parent (no leading slash); omitted for `index` routes. */
  path?: string;
  index?: true;
  /** Which page this is: its title comes from `pageTitles[page]`. */
  page?: PageKey;
  /** The page's chunk; when omitted the "coming soon" page is shown. */
  load?: () => Promise<PageModule>;
  /** Relative path to redirect to, keeping the query and hash (`academy` → `landing`). */
  redirectTo?: string;
  children?: PageRoute[];
}

export interface RouteHandle {
  page?: PageKey;
}

const comingSoon = () => import('../features/coming-soon/ComingSoonPage.tsx');
const newsColumn = () => import('../features/news/NewsColumnPage.tsx');
const article = () => import('../features/news/ArticlePage.tsx');

/** Routes under the language prefix `/:lang`. */
export const langRoutes: PageRoute[] = [
  { index: true, page: 'home', load: () => import('../features/home/HomePage.tsx') },
  { path: 'login', page: 'login' },
  {
    path: 'register',
    page: 'register',
    children: [
      { index: true, page: 'register' },
      { path: 'member-data', page: 'registerMemberData' },
      { path: 'email-validate', page: 'registerEmailValidate' },
      { path: 'success', page: 'registerSuccess' },
    ],
  },
  {
    path: 'user',
    page: 'user',
    children: [
      { index: true, page: 'user' },
      { path: 'profile', page: 'userProfile' },
      { path: 'change-password', page: 'userChangePassword' },
      { path: 'incubator-list', page: 'userIncubatorList' },
      { path: 'invention-list', page: 'userInventionList' },
    ],
  },
  { path: 'forget-password', page: 'forgetPassword' },
  { path: 'reset-password/:token', page: 'resetPassword' },
  { path: 'about', page: 'about' },
  { path: 'invention', page: 'invention' },
  {
    path: 'invention-apply',
    page: 'inventionApply',
    children: [
      { index: true, page: 'inventionApply' },
      { path: 'team-data/:id', page: 'inventionApplyTeamData' },
      { path: 'proposal/:id', page: 'inventionApplyProposal' },
      { path: 'terms/:id', page: 'inventionApplyTerms' },
      { path: 'confirm/:id', page: 'inventionApplyConfirm' },
      { path: 'complete/:id', page: 'inventionApplyComplete' },
    ],
  },
  { path: 'incubator', page: 'incubator' },
  {
    path: 'incubator-apply',
    page: 'incubatorApply',
    children: [
      { index: true, page: 'incubatorApply' },
      { path: 'team-data/:id', page: 'incubatorApplyTeamData' },
      { path: 'proposal/:id', page: 'incubatorApplyProposal' },
      { path: 'confirm/:id', page: 'incubatorApplyConfirm' },
      { path: 'complete/:id', page: 'incubatorApplyComplete' },
    ],
  },
  {
    path: 'incubator-final',
    page: 'incubatorFinal',
    children: [
      { index: true, page: 'incubatorFinal' },
      { path: 'upload/:id', page: 'incubatorFinalUpload' },
      { path: 'complete/:id', page: 'incubatorFinalComplete' },
    ],
  },
  {
    path: 'academy',
    page: 'academy',
    children: [
      { index: true, redirectTo: 'landing' },
      { path: 'landing', page: 'academy' },
      { path: 'history', page: 'academyHistory' },
      { path: 'history/:id', page: 'academyHistoryDetail' },
    ],
  },
  {
    path: 'study',
    page: 'study',
    children: [
      { index: true, redirectTo: 'landing' },
      { path: 'landing', page: 'study' },
      { path: 'SRIO', page: 'studySroi' },
      { path: 'FUN', page: 'studyFun' },
      { path: 'FUN/:id', page: 'studyFunDetail' },
      { path: 'history/:id', page: 'studyHistoryDetail' },
    ],
  },
  {
    path: 'news',
    page: 'news',
    children: [
      { index: true, redirectTo: 'landing' },
      { path: 'landing', page: 'news', load: () => import('../features/news/NewsLandingPage.tsx') },
      { path: 'now', page: 'newsNow', load: () => newsColumn().then((m) => ({ default: m.NewsNowPage })) },
      { path: 'now/:id', page: 'newsArticle', load: article },
      { path: 'social', page: 'newsSocial', load: () => newsColumn().then((m) => ({ default: m.NewsSocialPage })) },
      { path: 'social/:id', page: 'newsArticle', load: article },
      { path: 'teams', page: 'newsTeams', load: () => newsColumn().then((m) => ({ default: m.NewsTeamsPage })) },
      { path: 'teams/:id', page: 'newsArticle', load: article },
    ],
  },
  { path: 'subscribe-edm', page: 'subscribeEdm' },
  { path: 'policy-terms', page: 'policyTerms' },
  { path: 'building', page: 'building' },
  { path: 'unpublic', page: 'unpublic' },
];

/** Routes outside the language prefix (they render in the default language). */
export const unprefixedRoutes: PageRoute[] = [
  { path: 'google-login', page: 'googleLogin' },
  { path: 'reset-password/:token', page: 'resetPassword' },
];

function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const module = await withTimeout(load());
    return { Component: module.default };
  };
}

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { page: route.page };
  if (route.redirectTo) {
    const element = <Redirect to={route.redirectTo} />;
    return route.index ? { index: true, element, handle } : { path: route.path, element, handle };
  }
  if (route.children) {
    // A section: its children render in its place (a stepper or section layout can come later).
    return { path: route.path, handle, children: route.children.map(toRouteObject) };
  }
  const lazy = lazyPage(route.load ?? comingSoon);
  return route.index ? { index: true, lazy, handle } : { path: route.path, lazy, handle };
}

/** The pathless route that holds the pages: its error element keeps the frame around errors. */
function content(children: PageRoute[], catchAll: boolean): RouteObject {
  const routes = children.map(toRouteObject);
  if (catchAll) routes.push({ path: '*', element: <Navigate to={`/${DEFAULT_LANG}/`} replace /> });
  return { errorElement: <RouteError />, hydrateFallbackElement: <PageFallback />, children: routes };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RootError />,
      hydrateFallbackElement: <PageFallback />,
      children: [
        { index: true, element: <Navigate to={`/${DEFAULT_LANG}/`} replace /> },
        { path: ':lang', element: <LangLayout />, children: [content(langRoutes, true)] },
        { element: <LangLayout fixedLang={DEFAULT_LANG} />, children: [content(unprefixedRoutes, false)] },
        { path: '*', element: <Navigate to={`/${DEFAULT_LANG}/`} replace /> },
      ],
    },
  ];
}

/** Every path of the table, with `:lang` as the prefix of the prefixed ones (for tests and tools). */
export function listPaths(): string[] {
  const out: string[] = [];
  const walk = (routes: PageRoute[], base: string) => {
    for (const r of routes) {
      const here = r.index ? base : `${base}/${r.path ?? ''}`;
      if (!r.children) out.push(here === '' ? '/' : here);
      if (r.children) walk(r.children, here);
    }
  };
  walk(langRoutes, '/:lang');
  walk(unprefixedRoutes, '');
  return out;
}

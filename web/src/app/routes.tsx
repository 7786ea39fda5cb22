import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunks.ts';
import type { PageKey } from './i18n/pageTitles.ts';
import { DEFAULT_LANG } from './paths.ts';
import { Redirect } from './layout/Redirect.tsx';
import { LangLayout, RememberedLangLayout } from './layout/LangLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RootError, RouteError } from './layout/RouteError.tsx';
import { PageFallback } from './layout/PageFallback.tsx';
import { prefetchLoader, type Prefetch } from './prefetch.ts';
import { RequireMember } from './session/RequireMember.tsx';

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
  /** Fetches the page's data while its chunk loads (see prefetch.ts). */
  prefetch?: Prefetch;
  /** Relative path to redirect to, keeping the query and hash (`academy` → `landing`). */
  redirectTo?: string;
  /** A section's layout chunk (a stepper, a menu) rendering the children in its `<Outlet>`. */
  layout?: () => Promise<PageModule>;
  /** Members only (spec §6): a visitor is sent to log in and back; `apply`/`upload` say why. */
  memberOnly?: 'member' | 'apply' | 'upload';
  children?: PageRoute[];
}

export interface RouteHandle {
  page?: PageKey;
  /** A redirect route's target (relative): the server answers it with an HTTP redirect. */
  redirectTo?: string;
  /** The catch-all: an unknown path, answered 404 by the server. */
  unknown?: true;
}

const comingSoon = () => import('../features/coming-soon/ComingSoonPage.tsx');
const newsColumn = () => import('../features/news/NewsColumnPage.tsx');
const article = () => import('../features/news/ArticlePage.tsx');
const studyReports = () => import('../features/study/StudyReportsPage.tsx');
const studyDetail = () => import('../features/study/StudyDetailPage.tsx');
const placeholder = () => import('../features/placeholder/PlaceholderPage.tsx');
const resetPassword = () => import('../features/account/auth/ResetPasswordPage.tsx');
const applicationLists = () => import('../features/account/member/ApplicationListPage.tsx');

// Each page's documents come from its own small generated chunk, fetched beside the page's chunk.
const prefetchArticle: Prefetch = ({ id = '' }) =>
  import('../features/news/news.generated.ts').then((m) => ({ query: m.NewsArticleDocument, variables: { id } }));

/** Routes under the language prefix `/:lang`. */
export const langRoutes: PageRoute[] = [
  {
    index: true,
    page: 'home',
    load: () => import('../features/home/HomePage.tsx'),
    prefetch: () => import('../features/home/home.generated.ts').then((m) => ({ query: m.HomePageDocument })),
  },
  {
    path: 'login',
    page: 'login',
    load: () => import('../features/account/auth/LoginPage.tsx'),
    // Whether Google sign-in is offered: the rendered page and its hydration show the same button.
    prefetch: () => import('../features/account/auth/auth.generated.ts').then((m) => ({ query: m.GoogleSignInSettingsDocument })),
  },
  {
    path: 'register',
    page: 'register',
    layout: () => import('../features/account/register/RegisterLayout.tsx'),
    children: [
      { index: true, redirectTo: 'member-data' },
      { path: 'member-data', page: 'registerMemberData', load: () => import('../features/account/register/MemberDataPage.tsx') },
      { path: 'email-validate', page: 'registerEmailValidate', load: () => import('../features/account/register/EmailValidatePage.tsx') },
      { path: 'success', page: 'registerSuccess', load: () => import('../features/account/register/SuccessPage.tsx') },
    ],
  },
  {
    path: 'user',
    page: 'user',
    memberOnly: 'member',
    layout: () => import('../features/account/member/MemberLayout.tsx'),
    children: [
      { index: true, redirectTo: 'profile' },
      { path: 'profile', page: 'userProfile', load: () => import('../features/account/member/ProfilePage.tsx') },
      { path: 'change-password', page: 'userChangePassword', load: () => import('../features/account/member/ChangePasswordPage.tsx') },
      { path: 'incubator-list', page: 'userIncubatorList', load: () => applicationLists().then((m) => ({ default: m.IncubatorListPage })) },
      { path: 'invention-list', page: 'userInventionList', load: () => applicationLists().then((m) => ({ default: m.InventionListPage })) },
    ],
  },
  { path: 'forget-password', page: 'forgetPassword', load: () => import('../features/account/auth/ForgetPasswordPage.tsx') },
  { path: 'reset-password/:token', page: 'resetPassword', load: resetPassword },
  { path: 'about', page: 'about', load: () => import('../features/about/AboutPage.tsx') },
  {
    path: 'invention',
    page: 'invention',
    load: () => import('../features/invention/InventionPage.tsx'),
    prefetch: () => import('../features/invention/invention.generated.ts').then((m) => ({ query: m.InventionPageDocument })),
  },
  {
    path: 'invention-apply',
    page: 'inventionApply',
    memberOnly: 'apply',
    layout: () => import('../features/invention-apply/ApplyLayout.tsx'),
    children: [
      { index: true, page: 'inventionApply', load: () => import('../features/invention-apply/ApplyIndexPage.tsx') },
      { path: 'team-data/:id', page: 'inventionApplyTeamData', load: () => import('../features/invention-apply/TeamPage.tsx') },
      { path: 'proposal/:id', page: 'inventionApplyProposal', load: () => import('../features/invention-apply/ProposalPage.tsx') },
      { path: 'terms/:id', page: 'inventionApplyTerms', load: () => import('../features/invention-apply/TermsPage.tsx') },
      { path: 'confirm/:id', page: 'inventionApplyConfirm', load: () => import('../features/invention-apply/ConfirmPage.tsx') },
      { path: 'complete/:id', page: 'inventionApplyComplete', load: () => import('../features/invention-apply/CompletePage.tsx') },
    ],
  },
  {
    path: 'incubator',
    page: 'incubator',
    load: () => import('../features/incubator/IncubatorPage.tsx'),
    prefetch: () => import('../features/incubator/incubator.generated.ts').then((m) => ({ query: m.IncubatorPageDocument })),
  },
  {
    path: 'incubator-apply',
    page: 'incubatorApply',
    memberOnly: 'apply',
    layout: () => import('../features/incubator-apply/ApplyLayout.tsx'),
    children: [
      { index: true, page: 'incubatorApply', load: () => import('../features/incubator-apply/ApplyIndexPage.tsx') },
      { path: 'team-data/:id', page: 'incubatorApplyTeamData', load: () => import('../features/incubator-apply/TeamPage.tsx') },
      { path: 'proposal/:id', page: 'incubatorApplyProposal', load: () => import('../features/incubator-apply/ProposalPage.tsx') },
      { path: 'confirm/:id', page: 'incubatorApplyConfirm', load: () => import('../features/incubator-apply/ConfirmPage.tsx') },
      { path: 'complete/:id', page: 'incubatorApplyComplete', load: () => import('../features/incubator-apply/CompletePage.tsx') },
    ],
  },
  {
    path: 'incubator-final',
    page: 'incubatorFinal',
    memberOnly: 'upload',
    layout: () => import('../features/incubator-final/FinalLayout.tsx'),
    children: [
      { index: true, page: 'incubatorFinal', load: () => import('../features/incubator-final/IndexPage.tsx') },
      { path: 'upload/:id', page: 'incubatorFinalUpload', load: () => import('../features/incubator-final/UploadPage.tsx') },
      { path: 'complete/:id', page: 'incubatorFinalComplete', load: () => import('../features/incubator-final/CompletePage.tsx') },
    ],
  },
  {
    path: 'academy',
    page: 'academy',
    children: [
      { index: true, redirectTo: 'landing' },
      { path: 'landing', page: 'academy', load: () => import('../features/academy/AcademyLandingPage.tsx') },
      { path: 'history', page: 'academyHistory', load: () => import('../features/academy/AcademyHistoryPage.tsx') },
      { path: 'history/:id', page: 'academyHistoryDetail', load: () => import('../features/academy/AcademyHistoryDetailPage.tsx') },
    ],
  },
  {
    path: 'study',
    page: 'study',
    children: [
      { index: true, redirectTo: 'landing' },
      { path: 'landing', page: 'study', load: () => import('../features/study/StudyLandingPage.tsx') },
      { path: 'SRIO', page: 'studySroi', load: () => studyReports().then((m) => ({ default: m.StudySroiPage })) },
      { path: 'FUN', page: 'studyFun', load: () => studyReports().then((m) => ({ default: m.StudyFunPage })) },
      { path: 'FUN/:id', page: 'studyFunDetail', load: () => studyDetail().then((m) => ({ default: m.StudyFunDetailPage })) },
      { path: 'history/:id', page: 'studyHistoryDetail', load: () => studyDetail().then((m) => ({ default: m.StudyHistoryDetailPage })) },
    ],
  },
  {
    path: 'news',
    page: 'news',
    children: [
      { index: true, redirectTo: 'landing' },
      { path: 'landing', page: 'news', load: () => import('../features/news/NewsLandingPage.tsx') },
      { path: 'now', page: 'newsNow', load: () => newsColumn().then((m) => ({ default: m.NewsNowPage })) },
      { path: 'now/:id', page: 'newsArticle', load: article, prefetch: prefetchArticle },
      { path: 'social', page: 'newsSocial', load: () => newsColumn().then((m) => ({ default: m.NewsSocialPage })) },
      { path: 'social/:id', page: 'newsArticle', load: article, prefetch: prefetchArticle },
      { path: 'teams', page: 'newsTeams', load: () => newsColumn().then((m) => ({ default: m.NewsTeamsPage })) },
      { path: 'teams/:id', page: 'newsArticle', load: article, prefetch: prefetchArticle },
    ],
  },
  { path: 'subscribe-edm', page: 'subscribeEdm', load: () => import('../features/subscribe/SubscribePage.tsx') },
  { path: 'policy-terms', page: 'policyTerms', load: () => import('../features/policy/PolicyPage.tsx') },
  { path: 'building', page: 'building', load: () => placeholder().then((m) => ({ default: m.BuildingPage })) },
  { path: 'unpublic', page: 'unpublic', load: () => placeholder().then((m) => ({ default: m.UnpublicPage })) },
];

/** Routes outside the language prefix (they render in the visitor's last language, else the default). */
export const unprefixedRoutes: PageRoute[] = [
  { path: 'google-login', page: 'googleLogin', load: () => import('../features/account/auth/GoogleLoginPage.tsx') },
  { path: 'reset-password/:token', page: 'resetPassword', load: resetPassword },
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
    handle.redirectTo = route.redirectTo;
    const element = <Redirect to={route.redirectTo} />;
    return route.index ? { index: true, element, handle } : { path: route.path, element, handle };
  }
  if (route.children) {
    // A section: its children render in its layout's outlet, or in its place without one.
    const lazy = route.layout ? lazyPage(route.layout) : undefined;
    const children = route.children.map(toRouteObject);
    if (!route.memberOnly) return { path: route.path, handle, lazy, children };
    // The guard comes first; the section's layout is then a pathless route inside it.
    const notice = route.memberOnly === 'member' ? undefined : route.memberOnly;
    return { path: route.path, handle, element: <RequireMember notice={notice} />, children: [{ handle, lazy, children }] };
  }
  const lazy = lazyPage(route.load ?? comingSoon);
  const loader = route.prefetch ? prefetchLoader(route.prefetch) : undefined;
  return route.index ? { index: true, lazy, loader, handle } : { path: route.path, lazy, loader, handle };
}

const unknownHandle: RouteHandle = { unknown: true };

/** The pathless route that holds the pages: its error element keeps the frame around errors. */
function content(children: PageRoute[], catchAll: boolean): RouteObject {
  const routes = children.map(toRouteObject);
  if (catchAll) routes.push({ path: '*', element: <Navigate to={`/${DEFAULT_LANG}/`} replace />, handle: unknownHandle });
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
        { element: <RememberedLangLayout />, children: [content(unprefixedRoutes, false)] },
        { path: '*', element: <Navigate to={`/${DEFAULT_LANG}/`} replace />, handle: unknownHandle },
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

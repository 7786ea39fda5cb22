import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { withTimeout } from './chunks.ts';
import type { PageKey } from './i18n/pageTitles.ts';
import { pages, sectionOf, titleOf, type PageName } from './pageManifest.ts';
import { DEFAULT_LANG } from './paths.ts';
import { Redirect } from './layout/Redirect.tsx';
import { LangLayout, RememberedLangLayout } from './layout/LangLayout.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { RootError, RouteError } from './layout/RouteError.tsx';
import { PageFallback } from './layout/PageFallback.tsx';
import { prefetchLoader, type Prefetch } from './prefetch.ts';
import { RequireMember } from './session/RequireMember.tsx';

// The route table of spec §2: the tree of lazily loaded chunks. Each route names its page in the
// page manifest (pageManifest.ts), which gives its path, title, redirect and guard, so the table
// and what the server, crawlers and the catalogue loader know of a page cannot disagree. A page
// without `load` renders the shared "coming soon" page under its own title.

type PageModule = { default: ComponentType };

export interface PageRoute {
  /** Its entry in the page manifest; a child whose path is its section's own is the index route. */
  page: PageName;
  /** The page's chunk; when omitted the "coming soon" page is shown. */
  load?: () => Promise<PageModule>;
  /** Fetches the page's data while its chunk loads (see prefetch.ts). */
  prefetch?: Prefetch;
  /** A section's layout chunk (a stepper, a menu) rendering the children in its `<Outlet>`. */
  layout?: () => Promise<PageModule>;
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
    page: 'home',
    load: () => import('../features/home/HomePage.tsx'),
    prefetch: () => import('../features/home/home.generated.ts').then((m) => ({ query: m.HomePageDocument })),
  },
  {
    page: 'login',
    load: () => import('../features/account/auth/LoginPage.tsx'),
    // Whether Google sign-in is offered: the rendered page and its hydration show the same button.
    prefetch: () => import('../features/account/auth/auth.generated.ts').then((m) => ({ query: m.GoogleSignInSettingsDocument })),
  },
  {
    page: 'register',
    layout: () => import('../features/account/register/RegisterLayout.tsx'),
    children: [
      { page: 'registerMemberData', load: () => import('../features/account/register/MemberDataPage.tsx') },
      { page: 'registerEmailValidate', load: () => import('../features/account/register/EmailValidatePage.tsx') },
      { page: 'registerSuccess', load: () => import('../features/account/register/SuccessPage.tsx') },
    ],
  },
  {
    page: 'user',
    layout: () => import('../features/account/member/MemberLayout.tsx'),
    children: [
      { page: 'userProfile', load: () => import('../features/account/member/ProfilePage.tsx') },
      { page: 'userChangePassword', load: () => import('../features/account/member/ChangePasswordPage.tsx') },
      { page: 'userIncubatorList', load: () => applicationLists().then((m) => ({ default: m.IncubatorListPage })) },
      { page: 'userInventionList', load: () => applicationLists().then((m) => ({ default: m.InventionListPage })) },
    ],
  },
  { page: 'forgetPassword', load: () => import('../features/account/auth/ForgetPasswordPage.tsx') },
  { page: 'resetPassword', load: resetPassword },
  { page: 'about', load: () => import('../features/about/AboutPage.tsx') },
  {
    page: 'invention',
    load: () => import('../features/invention/InventionPage.tsx'),
    prefetch: () => import('../features/invention/invention.generated.ts').then((m) => ({ query: m.InventionPageDocument })),
  },
  {
    page: 'inventionApply',
    layout: () => import('../features/invention-apply/ApplyLayout.tsx'),
    children: [
      { page: 'inventionApply', load: () => import('../features/invention-apply/ApplyIndexPage.tsx') },
      { page: 'inventionApplyTeamData', load: () => import('../features/invention-apply/TeamPage.tsx') },
      { page: 'inventionApplyProposal', load: () => import('../features/invention-apply/ProposalPage.tsx') },
      { page: 'inventionApplyTerms', load: () => import('../features/invention-apply/TermsPage.tsx') },
      { page: 'inventionApplyConfirm', load: () => import('../features/invention-apply/ConfirmPage.tsx') },
      { page: 'inventionApplyComplete', load: () => import('../features/invention-apply/CompletePage.tsx') },
    ],
  },
  {
    page: 'incubator',
    load: () => import('../features/incubator/IncubatorPage.tsx'),
    prefetch: () => import('../features/incubator/incubator.generated.ts').then((m) => ({ query: m.IncubatorPageDocument })),
  },
  {
    page: 'incubatorApply',
    layout: () => import('../features/incubator-apply/ApplyLayout.tsx'),
    children: [
      { page: 'incubatorApply', load: () => import('../features/incubator-apply/ApplyIndexPage.tsx') },
      { page: 'incubatorApplyTeamData', load: () => import('../features/incubator-apply/TeamPage.tsx') },
      { page: 'incubatorApplyProposal', load: () => import('../features/incubator-apply/ProposalPage.tsx') },
      { page: 'incubatorApplyConfirm', load: () => import('../features/incubator-apply/ConfirmPage.tsx') },
      { page: 'incubatorApplyComplete', load: () => import('../features/incubator-apply/CompletePage.tsx') },
    ],
  },
  {
    page: 'incubatorFinal',
    layout: () => import('../features/incubator-final/FinalLayout.tsx'),
    children: [
      { page: 'incubatorFinal', load: () => import('../features/incubator-final/IndexPage.tsx') },
      { page: 'incubatorFinalUpload', load: () => import('../features/incubator-final/UploadPage.tsx') },
      { page: 'incubatorFinalComplete', load: () => import('../features/incubator-final/CompletePage.tsx') },
    ],
  },
  {
    page: 'academy',
    children: [
      { page: 'academyLanding', load: () => import('../features/academy/AcademyLandingPage.tsx') },
      { page: 'academyHistory', load: () => import('../features/academy/AcademyHistoryPage.tsx') },
      { page: 'academyHistoryDetail', load: () => import('../features/academy/AcademyHistoryDetailPage.tsx') },
    ],
  },
  {
    page: 'study',
    children: [
      { page: 'studyLanding', load: () => import('../features/study/StudyLandingPage.tsx') },
      { page: 'studySroi', load: () => studyReports().then((m) => ({ default: m.StudySroiPage })) },
      { page: 'studyFun', load: () => studyReports().then((m) => ({ default: m.StudyFunPage })) },
      { page: 'studyFunDetail', load: () => studyDetail().then((m) => ({ default: m.StudyFunDetailPage })) },
      { page: 'studyHistoryDetail', load: () => studyDetail().then((m) => ({ default: m.StudyHistoryDetailPage })) },
    ],
  },
  {
    page: 'news',
    children: [
      { page: 'newsLanding', load: () => import('../features/news/NewsLandingPage.tsx') },
      { page: 'newsNow', load: () => newsColumn().then((m) => ({ default: m.NewsNowPage })) },
      { page: 'newsNowArticle', load: article, prefetch: prefetchArticle },
      { page: 'newsSocial', load: () => newsColumn().then((m) => ({ default: m.NewsSocialPage })) },
      { page: 'newsSocialArticle', load: article, prefetch: prefetchArticle },
      { page: 'newsTeams', load: () => newsColumn().then((m) => ({ default: m.NewsTeamsPage })) },
      { page: 'newsTeamsArticle', load: article, prefetch: prefetchArticle },
    ],
  },
  { page: 'subscribeEdm', load: () => import('../features/subscribe/SubscribePage.tsx') },
  { page: 'policyTerms', load: () => import('../features/policy/PolicyPage.tsx') },
  { page: 'building', load: () => placeholder().then((m) => ({ default: m.BuildingPage })) },
  { page: 'unpublic', load: () => placeholder().then((m) => ({ default: m.UnpublicPage })) },
  // The staff console (issue 20): sign-in and the invitation outside its guard; every other page in
  // StaffLayout, which guards them with the staff session and draws the console's own frame.
  { page: 'staffLogin', load: () => import('../features/staff/login/StaffLoginPage.tsx') },
  { page: 'staffInvite', load: () => import('../features/staff/login/StaffInvitePage.tsx') },
  // A record's preview (issue 21 item 5): guarded by the staff session itself, in the editor's frame.
  { page: 'staffContentPreview', load: () => import('../features/staff/content/ContentPreviewFrame.tsx') },
  {
    page: 'staff',
    layout: () => import('../features/staff/layout/StaffLayout.tsx'),
    children: [
      { page: 'staffApplications', load: () => import('../features/staff/applications/ApplicationsPage.tsx') },
      { page: 'staffApplication', load: () => import('../features/staff/applications/ApplicationPage.tsx') },
      { page: 'staffSessions', load: () => import('../features/staff/sessions/SessionsPage.tsx') },
      { page: 'staffSessionNew', load: () => import('../features/staff/sessions/SessionFormPage.tsx') },
      { page: 'staffSession', load: () => import('../features/staff/sessions/SessionFormPage.tsx') },
      { page: 'staffMembers', load: () => import('../features/staff/members/MembersPage.tsx') },
      { page: 'staffMember', load: () => import('../features/staff/members/MemberPage.tsx') },
      { page: 'staffSubscribers', load: () => import('../features/staff/subscribers/SubscribersPage.tsx') },
      { page: 'staffAudit', load: () => import('../features/staff/audit/AuditPage.tsx') },
      { page: 'staffManagers', load: () => import('../features/staff/managers/ManagersPage.tsx') },
      { page: 'staffContent', load: () => import('../features/staff/content/ContentIndexPage.tsx') },
      { page: 'staffContentBin', load: () => import('../features/staff/content/ContentBinPage.tsx') },
      { page: 'staffContentList', load: () => import('../features/staff/content/ContentListPage.tsx') },
      { page: 'staffContentNew', load: () => import('../features/staff/content/ContentRecordPage.tsx') },
      { page: 'staffContentRecord', load: () => import('../features/staff/content/ContentRecordPage.tsx') },
      { page: 'staffSiteSettings', load: () => import('../features/staff/settings/SiteSettingsPage.tsx') },
    ],
  },
];

/** Routes outside the language prefix (they render in the visitor's last language, else the default). */
export const unprefixedRoutes: PageRoute[] = [
  { page: 'googleLogin', load: () => import('../features/account/auth/GoogleLoginPage.tsx') },
  { page: 'resetPasswordUnprefixed', load: resetPassword },
];

function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const module = await withTimeout(load());
    return { Component: module.default };
  };
}

/** A page's path relative to its section's ('' for the section's own path, its index route). */
function relativePath(path: string, sectionPath: string | undefined): string {
  return sectionPath === undefined ? path : path.slice(sectionPath.length + 1);
}

function toRouteObject(route: PageRoute, sectionPath?: string): RouteObject {
  const entry = pages[route.page];
  const handle: RouteHandle = { page: titleOf(route.page) };
  const path = relativePath(entry.path, sectionPath);
  // A members' section is guarded once, at its top: the guard comes first, and the section's
  // layout (or the page) is then a route inside it.
  const { memberOnly } = sectionOf(entry);
  const guard = memberOnly && sectionPath === undefined ? <RequireMember notice={memberOnly === 'member' ? undefined : memberOnly} /> : undefined;
  if (route.children) {
    // A section: its children render in its layout's outlet, or in its place without one.
    const lazy = route.layout ? lazyPage(route.layout) : undefined;
    const children = route.children.map((child) => toRouteObject(child, entry.path));
    if ('redirectTo' in entry) {
      children.unshift({ index: true, element: <Redirect to={entry.redirectTo} />, handle: { redirectTo: entry.redirectTo } });
    }
    const section = { handle, lazy, children };
    return guard ? { path, handle, element: guard, children: [section] } : { path, ...section };
  }
  const page = { lazy: lazyPage(route.load ?? comingSoon), loader: route.prefetch ? prefetchLoader(route.prefetch) : undefined, handle };
  if (path === '') return { index: true, ...page };
  return guard ? { path, handle, element: guard, children: [{ index: true, ...page }] } : { path, ...page };
}

const unknownHandle: RouteHandle = { unknown: true };

/** The pathless route that holds the pages: its error element keeps the frame around errors. */
function content(children: PageRoute[], catchAll: boolean): RouteObject {
  const routes = children.map((route) => toRouteObject(route));
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
  const walk = (routes: PageRoute[], prefix: string) => {
    for (const route of routes) {
      const entry = pages[route.page];
      const here = `${prefix}/${entry.path}`.replace(/\/$/, '') || '/';
      // A section's own path is a route of its own when it redirects; else its index child lists it.
      if (!route.children || 'redirectTo' in entry) out.push(here);
      if (route.children) walk(route.children, prefix);
    }
  };
  walk(langRoutes, '/:lang');
  walk(unprefixedRoutes, '');
  return out;
}

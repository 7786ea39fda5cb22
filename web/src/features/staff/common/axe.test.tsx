// @vitest-environment jsdom
// axe over every working page of the console as it renders with data (jsdom: no layout, so the
// colour-contrast rule is left to the e2e spec's real browser).
import { cleanup, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import ApplicationPage from '../applications/ApplicationPage.tsx';
import ApplicationsPage from '../applications/ApplicationsPage.tsx';
import AuditPage from '../audit/AuditPage.tsx';
import MemberPage from '../members/MemberPage.tsx';
import MembersPage from '../members/MembersPage.tsx';
import SessionFormPage from '../sessions/SessionFormPage.tsx';
import SessionsPage from '../sessions/SessionsPage.tsx';
import SubscribersPage from '../subscribers/SubscribersPage.tsx';
import ContentBinPage from '../content/ContentBinPage.tsx';
import ContentIndexPage from '../content/ContentIndexPage.tsx';
import ContentListPage from '../content/ContentListPage.tsx';
import ContentRecordPage from '../content/ContentRecordPage.tsx';
import SiteSettingsPage from '../settings/SiteSettingsPage.tsx';
import { bannerFamily, faqFamily, faqRecord, withTypenames } from '../content/testing.ts';
import { renderStaffPage, withDialogs, type Answer } from './testing.tsx';

const file = (name: string) => ({ url: `/files/${name}`, name, size: 2048, downloadUrl: `/api/download/${name}` });
const session = { id: 's2', programme: 'INCUBATOR', name: { zhTw: '第二屆', en: 'Second' }, applyStart: '2026-01-01T00:00:00Z', applyEnd: '2026-03-01T00:00:00Z', finalUploadEnd: '2026-04-01T00:00:00Z', submitGraceSeconds: 120, reminderStages: [24], active: true, applicationCount: 3 };
const row = { id: '7', programme: 'INCUBATOR', sessionId: 's2', registrationNumber: 'B7', status: 'SUBMITTED', teamName: 'Helpers', leaderName: 'Lee', leaderEmail: 'lee@example.org', organisation: 'Org', ownerEmail: 'o@example.org', updatedAt: '2026-02-01T00:00:00Z', submittedAt: '2026-02-01T00:00:00Z', submittedInGrace: true };
const member = { id: 'm1', email: 'ann@example.org', firstName: 'Ann', lastName: 'Lin', mobile: null, contactEmail: null, verified: true, subscribed: true, createdAt: '2026-01-01T00:00:00Z', applications: [row] };
const application = {
  ownerEmail: 'o@example.org',
  submittedInGrace: false,
  history: [{ kind: 'SUBMITTED', at: '2026-02-01T00:00:00Z', by: 'o@example.org', detail: null }],
  application: {
    id: '7', status: 'SUBMITTED', registrationNumber: 'B7', submittedAt: '2026-02-01T00:00:00Z', updatedAt: '2026-02-01T00:00:00Z', finalSubmittedAt: null, finalFile: null,
    session: { id: 's2', programme: 'INCUBATOR', name: 'Second' },
    team: { organizeName: 'Org', type: 'NON_PROFIT', country: null, city: 'Taipei', taxId: '12345678', name: 'Helpers', refers: [], members: [{ name: 'Lee', phone: '0912345678', email: 'lee@example.org', department: 'Ops', birthday: '2000-01-01', isLeader: true }] },
    proposal: { name: 'Plan', property: 'TAIWAN_INCUBATION', abstract: 'Text', issue: 'HEALTHCARE', pdfFile: file('plan.pdf'), img: file('photo.jpg') },
  },
};

const faq = faqRecord('5', { zhTw: '問題甲', en: 'Question A' }, { zhTw: '回答', en: '' }, { missingTranslations: [{ field: 'answer', language: 'EN' }] });
const revision = { version: 3, action: 'CREATE', at: '2026-11-20T01:00:00.000Z', by: 'officer@example.org', published: false, changedFields: ['question'], fields: faq.fields };
const binned = faqRecord('9', { zhTw: '問題乙', en: 'Question Z' });

const answers: Record<string, Answer> = {
  StaffContentFamilies: { data: withTypenames({ staffContentFamilies: [bannerFamily, faqFamily] }) },
  StaffContentRecords: { data: withTypenames({ staffContentRecords: [faq] }) },
  StaffContentRecord: { data: withTypenames({ staffContentRecord: faq }) },
  StaffContentRevisions: { data: withTypenames({ staffContentRevisions: [revision] }) },
  StaffContentBin: { data: withTypenames({ staffContentBin: [{ record: binned, deletedAt: '2026-11-26T00:00:00.000Z', deletedBy: 'officer@example.org', purgeAt: '2026-12-26T00:00:00.000Z' }] }) },
  StaffSessions: { data: { staffSessions: [session] } },
  StaffApplicationTable: { data: { staffApplications: { total: 1, items: [row] } } },
  StaffIncubatorApplication: { data: { staffIncubatorApplication: application } },
  StaffReminders: { data: { staffReminders: { applyEnd: session.applyEnd, stages: [{ hoursBefore: 24, at: '2026-02-28T00:00:00Z', configured: true, passed: true, sent: 1, failed: 0, applications: [] }] } } },
  StaffMembers: { data: { staffMembers: { total: 1, items: [member] } } },
  StaffMember: { data: { staffMember: member } },
  StaffAuditLog: {
    data: {
      staffAuditLog: {
        total: 2,
        items: [
          { id: '2', at: '2026-02-01T00:00:00Z', actor: 'officer@example.org', action: 'POST /api/incubator/apply/pvt/raise/:id', target: 'incubator/apply 7', detail: '{}', from: '127.0.0.1' },
          { id: '1', at: '2026-02-01T00:00:00Z', actor: null, action: 'manager.login.refused', target: null, detail: '{}', from: null },
        ],
      },
    },
  },
  StaffSubscribers: { data: { staffSubscribers: { total: 1, items: [{ email: 'sub@example.org', confirmedAt: '2026-01-01T00:00:00Z' }] } } },
  StaffSiteSettings: {
    data: {
      staffSiteSettings: {
        __typename: 'StaffSiteSettings',
        impactFigures: [{ __typename: 'ImpactFigure', key: 'teams', value: 77, unit: 'COUNT' }],
        impactFiguresVersion: 'f1',
        socialLinks: [{ __typename: 'SocialLink', network: 'YOUTUBE', url: 'https://www.youtube.com/' }],
        socialLinksVersion: 'l1',
      },
    },
  },
};

const pages: [string, string, ReactElement, string][] = [
  ['/en/staff/:programme/applications', '/en/staff/incubator/applications', <ApplicationsPage />, 'Helpers'],
  ['/en/staff/:programme/applications/:id', '/en/staff/incubator/applications/7', <ApplicationPage />, 'Plan'],
  ['/en/staff/:programme/sessions', '/en/staff/incubator/sessions', <SessionsPage />, 'Second'],
  ['/en/staff/:programme/sessions/:id', '/en/staff/incubator/sessions/s2', <SessionFormPage />, '24 hours before'],
  ['/en/staff/:programme/sessions/new', '/en/staff/incubator/sessions/new', <SessionFormPage />, 'Create the session'],
  ['/en/staff/members', '/en/staff/members', <MembersPage />, 'Lin Ann'],
  ['/en/staff/members/:id', '/en/staff/members/m1', <MemberPage />, 'Helpers'],
  ['/en/staff/subscribers', '/en/staff/subscribers', <SubscribersPage />, 'sub@example.org'],
  ['/en/staff/content', '/en/staff/content', <ContentIndexPage />, 'Competition FAQ'],
  ['/en/staff/content/:family', '/en/staff/content/invention-qa', <ContentListPage />, 'Question A'],
  ['/en/staff/content/:family/:id', '/en/staff/content/invention-qa/5', <ContentRecordPage />, 'Revisions'],
  ['/en/staff/content/:family/new', '/en/staff/content/home-banner/new', <ContentRecordPage />, 'Create'],
  ['/en/staff/content/bin', '/en/staff/content/bin', <ContentBinPage />, 'Question Z'],
  ['/en/staff/settings', '/en/staff/settings', <SiteSettingsPage />, 'Social links'],
  ['/en/staff/audit', '/en/staff/audit?action=manager.login.refused', <AuditPage />, 'Raised an application to the final round'],
];

afterEach(cleanup);
beforeEach(withDialogs);

it.each(pages)('%s has no axe violations', async (path, entry, element, shown) => {
  const { container } = renderStaffPage(path, entry, element, ({ operationName }) => answers[operationName] ?? { data: null });
  await screen.findAllByText(shown);
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The first page also loads axe and the pages' modules: on a busy two-core machine, past 5 s.
}, 20_000);

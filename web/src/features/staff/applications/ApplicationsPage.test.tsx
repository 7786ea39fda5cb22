// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStaffPage, type Request } from '../common/testing.tsx';
import ApplicationsPage from './ApplicationsPage.tsx';

const sessions = [
  { id: 's2', programme: 'INCUBATOR', name: { zhTw: '第二屆', en: 'Second' }, applyStart: '2026-01-01T00:00:00Z', applyEnd: '2026-03-01T00:00:00Z', finalUploadEnd: '2026-04-01T00:00:00Z', submitGraceSeconds: 120, reminderStages: [], active: true, applicationCount: 30 },
  { id: 's1', programme: 'INCUBATOR', name: { zhTw: '第一屆', en: 'First' }, applyStart: '2025-01-01T00:00:00Z', applyEnd: '2025-03-01T00:00:00Z', finalUploadEnd: '2025-04-01T00:00:00Z', submitGraceSeconds: 120, reminderStages: [], active: false, applicationCount: 3 },
];

const row = (n: number) => ({
  id: `a${n}`,
  programme: 'INCUBATOR',
  sessionId: 's2',
  registrationNumber: `B${n}`,
  status: n === 1 ? 'FINAL_UPLOAD' : 'SUBMITTED',
  teamName: `Team ${n}`,
  leaderName: 'Lee',
  leaderEmail: `lee${n}@example.org`,
  organisation: 'Org',
  ownerEmail: `owner${n}@example.org`,
  updatedAt: '2026-02-01T04:00:00Z',
  submittedAt: '2026-03-01T00:01:00Z',
  submittedInGrace: n === 1,
});

function answer({ operationName }: Request) {
  if (operationName === 'StaffSessions') return { data: { staffSessions: sessions } };
  if (operationName === 'StaffApplicationTable') return { data: { staffApplications: { total: 30, items: [row(1), row(2)] } } };
  if (operationName === 'StaffExportApplications') return { data: { staffExportApplications: { url: '/api/staff/export/xyz', expiresAt: '2026-02-01T00:01:00Z' } } };
  throw new Error(`unexpected ${operationName}`);
}

const tableRequests = (requests: Request[]) => requests.filter((r) => r.operationName === 'StaffApplicationTable');
const where = () => screen.getByTestId('where').textContent ?? '';

afterEach(cleanup);

describe('the applications table', () => {
  it('starts on the active session, labels statuses in words, marks the grace and links rows to the detail', async () => {
    const { requests } = renderStaffPage('/en/staff/:programme/applications', '/en/staff/incubator/applications', <ApplicationsPage />, answer);
    const link = await screen.findByRole('link', { name: 'Team 1' });
    expect(link.getAttribute('href')).toBe('/en/staff/incubator/applications/a1');
    expect(screen.getByRole('cell', { name: 'Upload Final' })).toBeTruthy();
    expect(screen.getAllByText('in grace')).toHaveLength(1);
    expect(screen.getByText('Applications (30 in all)')).toBeTruthy();
    expect(tableRequests(requests)[0]?.variables).toMatchObject({ programme: 'INCUBATOR', page: 1, filter: { sessionId: 's2', sort: 'UPDATED_DESC' } });
  });

  it('keeps status filter, search, sort and page in the URL and asks the server for them', async () => {
    const { requests } = renderStaffPage('/en/staff/:programme/applications', '/en/staff/incubator/applications', <ApplicationsPage />, answer);
    await screen.findByRole('link', { name: 'Team 1' });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(where()).toContain('page=2'));
    await waitFor(() => expect(tableRequests(requests).at(-1)?.variables).toMatchObject({ page: 2 }));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Successfully submitted' }));
    await waitFor(() => expect(where()).toContain('status=SUBMITTED'));
    expect(where()).not.toContain('page=');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'lee1@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(where()).toContain('q=lee1%40example.org'));
    fireEvent.click(screen.getByRole('button', { name: 'Submitted' }));
    await waitFor(() => expect(where()).toContain('sort=SUBMITTED_ASC'));
    await waitFor(() =>
      expect(tableRequests(requests).at(-1)?.variables).toMatchObject({
        page: 1,
        filter: { sessionId: 's2', statuses: ['SUBMITTED'], search: 'lee1@example.org', sort: 'SUBMITTED_ASC' },
      }),
    );
    expect(screen.getByRole('columnheader', { name: 'Submitted' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Last saved' }).getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Submitted' }));
    await waitFor(() => expect(where()).toContain('sort=SUBMITTED_DESC'));
    expect(screen.getByRole('columnheader', { name: 'Submitted' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('reads the view from the URL on load (a shared link or a reload)', async () => {
    const { requests } = renderStaffPage(
      '/en/staff/:programme/applications',
      '/en/staff/incubator/applications?session=all&status=DRAFT&status=FINAL_UPLOAD&q=abc&sort=TEAM_NAME&page=3',
      <ApplicationsPage />,
      answer,
    );
    await screen.findByRole('link', { name: 'Team 1' });
    expect(tableRequests(requests)[0]?.variables).toMatchObject({ page: 3, filter: { sessionId: null, statuses: ['DRAFT', 'FINAL_UPLOAD'], search: 'abc', sort: 'TEAM_NAME' } });
    expect((screen.getByRole('combobox', { name: 'Session' }) as HTMLSelectElement).value).toBe('all');
  });

  it('exports with the current filter and follows the one-minute link at once', async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const { requests } = renderStaffPage('/en/staff/:programme/applications', '/en/staff/incubator/applications?q=abc', <ApplicationsPage />, answer);
    await screen.findByRole('link', { name: 'Team 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include drafts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    await waitFor(() => expect(clicked).toEqual(['/api/staff/export/xyz']));
    const exports = () => requests.filter((r) => r.operationName === 'StaffExportApplications').map((r) => r.variables);
    expect(exports()).toEqual([{ input: { programme: 'INCUBATOR', sessionId: 's2', includeDrafts: true, search: 'abc', statuses: null } }]);

    // Filtered by status, the export holds what the table shows: the checked statuses, drafts only if checked.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Draft' }));
    await screen.findByText('The export holds the statuses checked above.');
    expect(screen.queryByRole('checkbox', { name: 'Include drafts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
    await waitFor(() => expect(exports()).toHaveLength(2));
    expect(exports()[1]).toMatchObject({ input: { search: 'abc', statuses: ['DRAFT'] } });
    click.mockRestore();
  });
});

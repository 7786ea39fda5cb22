// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refused, renderStaffPage, withDialogs, type Request } from '../common/testing.tsx';
import ApplicationPage from './ApplicationPage.tsx';

const file = (name: string) => ({ url: `/files/${name}`, name, size: 2048, downloadUrl: `/api/download/${name}?sig=1` });

const incubator = (status: string, finalFile: ReturnType<typeof file> | null = null) => ({
  ownerEmail: 'owner@example.org',
  submittedInGrace: true,
  history: [
    { kind: 'CREATED', at: '2026-01-02T02:00:00Z', by: 'owner@example.org', detail: null },
    { kind: 'SUBMITTED', at: '2026-03-01T16:00:30Z', by: 'owner@example.org', detail: null },
    { kind: 'SUBMITTED_MAILED', at: '2026-03-01T16:00:31Z', by: null, detail: 'owner@example.org' },
  ],
  application: {
    id: '7',
    status,
    registrationNumber: 'B0007',
    submittedAt: '2026-03-01T16:00:30Z',
    updatedAt: '2026-03-01T16:00:30Z',
    finalSubmittedAt: null,
    finalFile,
    session: { id: 's2', programme: 'INCUBATOR', name: 'Second' },
    team: { organizeName: 'Good Org', type: 'NON_PROFIT', country: null, city: 'Taipei', taxId: '12345678', name: 'Helpers', refers: [], members: [{ name: 'Lee', phone: '0912345678', email: 'lee@example.org', department: 'Ops', birthday: '2000-01-01', isLeader: true }] },
    proposal: { name: 'Plan', property: 'TAIWAN_INCUBATION', abstract: 'Text', issue: 'HEALTHCARE', pdfFile: file('plan.pdf'), img: file('photo.jpg') },
  },
});

const route = '/en/staff/:programme/applications/:id';

afterEach(cleanup);
beforeEach(withDialogs);

describe('an incubator application in the console', () => {
  it('shows labels not codes, the owner, the files with an image preview and the history', async () => {
    renderStaffPage(route, '/en/staff/incubator/applications/7', <ApplicationPage />, () => ({ data: { staffIncubatorApplication: incubator('SUBMITTED') } }));
    await screen.findByRole('heading', { name: 'Helpers', level: 1 });
    expect(screen.getByText('owner@example.org', { selector: 'a' })).toBeTruthy();
    expect(screen.getByText('Successfully submitted')).toBeTruthy();
    const files = screen.getByRole('region', { name: 'Files' });
    expect(within(files).getByRole('link', { name: 'plan.pdf' }).getAttribute('href')).toBe('/api/download/plan.pdf?sig=1');
    expect(within(files).getByRole('img', { name: 'Preview of photo.jpg' }).getAttribute('src')).toBe('/api/download/photo.jpg?sig=1');
    const history = screen.getByRole('table', { name: 'History' });
    expect(within(history).getByRole('rowheader', { name: 'Submission confirmation mailed' })).toBeTruthy();
    expect(within(history).getByText('The site')).toBeTruthy();
    expect(screen.getAllByText('in grace').length).toBeGreaterThan(0);
  });

  it('raises it after a confirmation stating the rule, and shows the new status', async () => {
    const asked: Request[] = [];
    renderStaffPage(route, '/en/staff/incubator/applications/7', <ApplicationPage />, (request) => {
      asked.push(request);
      if (request.operationName === 'StaffRaiseApplication') return { data: { staffRaiseApplication: incubator('FINAL_UPLOAD') } };
      return { data: { staffIncubatorApplication: incubator('SUBMITTED') } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Raise to final round' }));
    const dialog = screen.getByRole('dialog', { name: 'Raise to the final round' });
    expect(dialog.textContent).toContain('only until its final file is in');
    expect(asked.some((r) => r.operationName === 'StaffRaiseApplication')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise to final round' }));
    const done = await screen.findByText('Done. Its status is now: Upload Final.');
    // Raise, which asked, is disabled once the new status is in: the focus is on what happened.
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(asked.find((r) => r.operationName === 'StaffRaiseApplication')?.variables).toEqual({ id: '7' });
  });

  it("says in the officer's language why a downgrade was refused", async () => {
    renderStaffPage(route, '/en/staff/incubator/applications/7', <ApplicationPage />, ({ operationName }) =>
      operationName === 'StaffDowngradeApplication' ? refused('CONFLICT') : { data: { staffIncubatorApplication: incubator('FINAL_UPLOAD') } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Downgrade' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Downgrade' }));
    expect((await screen.findByRole('alert')).textContent).toBe('It cannot be downgraded: its final file is already in.');
  });

  it('offers no downgrade once the final file is in', async () => {
    renderStaffPage(route, '/en/staff/incubator/applications/7', <ApplicationPage />, () => ({ data: { staffIncubatorApplication: incubator('FINAL_UPLOAD', file('final.pdf')) } }));
    expect(((await screen.findByRole('button', { name: 'Downgrade' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers a missing application with a neutral not found and a way back', async () => {
    renderStaffPage(route, '/en/staff/invention/applications/99', <ApplicationPage />, () => ({ data: { staffInventionApplication: null } }));
    await screen.findByRole('heading', { name: 'This application was not found.' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to the applications' }).getAttribute('href')).toBe('/en/staff/invention/applications'));
  });
});

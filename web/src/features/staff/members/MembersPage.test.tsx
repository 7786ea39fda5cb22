// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderStaffPage, type Request } from '../common/testing.tsx';
import MemberPage from './MemberPage.tsx';
import MembersPage from './MembersPage.tsx';

const member = { id: 'm1', email: 'ann@example.org', firstName: 'Ann', lastName: 'Lin', mobile: '0912345678', verified: true, subscribed: false, createdAt: '2026-01-01T00:00:00Z' };

afterEach(cleanup);

it('searches and pages the members through the URL and exports what the search finds', async () => {
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  const asked: Request[] = [];
  renderStaffPage('/en/staff/members', '/en/staff/members', <MembersPage />, (request) => {
    asked.push(request);
    if (request.operationName === 'StaffExportMembers') return { data: { staffExportMembers: { url: '/api/x/members', expiresAt: '2026-01-01T00:01:00Z' } } };
    return { data: { staffMembers: { total: 60, items: [member] } } };
  });
  expect((await screen.findByRole('link', { name: 'Lin Ann' })).getAttribute('href')).toBe('/en/staff/members/m1');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ann' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/staff/members?q=ann'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(asked.filter((r) => r.operationName === 'StaffMembers').at(-1)?.variables).toEqual({ search: 'ann', page: 2, pageSize: 25 }));
  fireEvent.click(screen.getByRole('button', { name: 'Export .xlsx' }));
  await waitFor(() => expect(clicked).toEqual(['/api/x/members']));
  expect(asked.find((r) => r.operationName === 'StaffExportMembers')?.variables).toEqual({ search: 'ann' });
  click.mockRestore();
});

it("shows a member's applications, linking to each in its programme", async () => {
  renderStaffPage('/en/staff/members/:id', '/en/staff/members/m1', <MemberPage />, () => ({
    data: {
      staffMember: {
        ...member,
        contactEmail: null,
        applications: [{ id: '7', programme: 'INCUBATOR', registrationNumber: 'B0007', status: 'FINAL_UPLOAD', teamName: 'Helpers', updatedAt: '2026-03-01T00:00:00Z', submittedAt: '2026-03-01T00:00:00Z', submittedInGrace: false }],
      },
    },
  }));
  expect((await screen.findByRole('link', { name: 'Helpers' })).getAttribute('href')).toBe('/en/staff/incubator/applications/7');
  expect(screen.getByText('Upload Final')).toBeTruthy();
});

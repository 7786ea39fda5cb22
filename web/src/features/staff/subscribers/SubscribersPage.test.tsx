// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderStaffPage, type Request } from '../common/testing.tsx';
import SubscribersPage from './SubscribersPage.tsx';

afterEach(cleanup);

it('pages the confirmed subscribers and exports them for Mailchimp', async () => {
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.getAttribute('href') ?? '');
  });
  const asked: Request[] = [];
  renderStaffPage('/en/staff/subscribers', '/en/staff/subscribers?page=2', <SubscribersPage />, (request) => {
    asked.push(request);
    if (request.operationName === 'StaffExportSubscribers') return { data: { staffExportSubscribers: { url: '/api/x/subscribers', expiresAt: '2026-01-01T00:01:00Z' } } };
    return { data: { staffSubscribers: { total: 120, items: [{ email: 'sub@example.org', confirmedAt: '2026-01-01T00:00:00Z' }] } } };
  });
  await screen.findByRole('rowheader', { name: 'sub@example.org' });
  expect(screen.getByText('Page 2 of 3 · 120 in all')).toBeTruthy();
  expect(asked[0]?.variables).toEqual({ page: 2, pageSize: 50 });
  fireEvent.click(screen.getByRole('button', { name: 'Export for Mailchimp' }));
  await waitFor(() => expect(clicked).toEqual(['/api/x/subscribers']));
  click.mockRestore();
});

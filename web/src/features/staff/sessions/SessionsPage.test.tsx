// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderStaffPage, withDialogs, type Request } from '../common/testing.tsx';
import SessionsPage from './SessionsPage.tsx';

const base = { programme: 'INVENTION', finalUploadEnd: '2026-04-01T00:00:00Z', submitGraceSeconds: 120, reminderStages: [24] };
const sessions = [
  { ...base, id: 's3', name: { zhTw: '第三屆', en: 'Third' }, applyStart: '2027-01-01T00:00:00Z', applyEnd: '2027-03-01T00:00:00Z', active: false, applicationCount: 0 },
  { ...base, id: 's2', name: { zhTw: '第二屆', en: 'Second' }, applyStart: '2026-01-01T00:00:00Z', applyEnd: '2026-03-01T00:00:00Z', active: true, applicationCount: 12 },
];

afterEach(cleanup);
beforeEach(withDialogs);

it('lists the sessions, activates one after naming the session that stops being active, and says so where the focus goes', async () => {
  const asked: Request[] = [];
  renderStaffPage('/en/staff/:programme/sessions', '/en/staff/invention/sessions', <SessionsPage />, (request) => {
    asked.push(request);
    if (request.operationName === 'StaffActivateSession') return { data: { staffActivateSession: { ...sessions[0], active: true } } };
    return { data: { staffSessions: sessions } };
  });
  const table = await screen.findByRole('table', { name: 'Sessions, newest first' });
  expect(within(table).getByRole('link', { name: 'Edit Second' }).getAttribute('href')).toBe('/en/staff/invention/sessions/s2');
  expect(within(table).queryByRole('button', { name: 'Activate Second' })).toBeNull();
  expect(screen.getByRole('link', { name: 'New session' }).getAttribute('href')).toBe('/en/staff/invention/sessions/new');
  fireEvent.click(within(table).getByRole('button', { name: 'Activate Third' }));
  const dialog = screen.getByRole('dialog', { name: 'Activate this session?' });
  expect(dialog.textContent).toContain('“Second” stops being active');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
  await waitFor(() => expect(asked.find((r) => r.operationName === 'StaffActivateSession')?.variables).toEqual({ programme: 'INVENTION', id: 's3' }));
  await waitFor(() => expect(asked.filter((r) => r.operationName === 'StaffSessions').length).toBeGreaterThan(1));
  // Its Activate button goes with the action: the focus goes to the notice.
  const notice = await screen.findByText('“Third” is now the active session: the site takes applications for it.');
  expect(notice.getAttribute('role')).toBe('status');
  await waitFor(() => expect(document.activeElement).toBe(notice));
});

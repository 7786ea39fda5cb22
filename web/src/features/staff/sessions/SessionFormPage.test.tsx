// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refused, renderStaffPage, withDialogs, type Answer, type Request } from '../common/testing.tsx';
import { isoToTaipeiInput, taipeiInputToIso } from '../common/time.tsx';
import SessionFormPage from './SessionFormPage.tsx';

const session = {
  id: 's2',
  programme: 'INVENTION',
  name: { zhTw: '第二屆', en: 'Second' },
  applyStart: '2026-01-01T01:00:00.000Z',
  applyEnd: '2026-03-01T15:59:00.000Z',
  finalUploadEnd: '2026-04-01T15:59:00.000Z',
  submitGraceSeconds: 120,
  reminderStages: [168, 24, 3],
  active: true,
  applicationCount: 12,
};
const report = { staffReminders: { applyEnd: session.applyEnd, stages: [{ hoursBefore: 24, at: '2026-02-28T15:59:00.000Z', configured: true, passed: false, sent: 2, failed: 1, applications: [{ applicationId: 'a1', teamName: 'Team 1', sentAt: '2026-02-28T16:00:00Z', delivered: true }] }] } };

const route = '/en/staff/:programme/sessions/:id';

afterEach(cleanup);
beforeEach(withDialogs);

describe('Taipei time entry', () => {
  it('reads a datetime-local value as Taipei time whatever the browser zone, and back', () => {
    // The offset is fixed (+08:00): the same instant in any zone.
    expect(taipeiInputToIso('2026-03-01T23:59')).toBe('2026-03-01T15:59:00.000Z');
    expect(taipeiInputToIso('2026-03-01')).toBeNull();
    expect(isoToTaipeiInput('2026-03-01T15:59:00.000Z')).toBe('2026-03-01T23:59');
    expect(isoToTaipeiInput('2026-02-28T20:00:00.000Z')).toBe('2026-03-01T04:00');
  });
});

describe('the session form', () => {
  it('shows an existing session in Taipei time, with its reminders report and a preview per language', async () => {
    renderStaffPage(route, '/en/staff/invention/sessions/s2', <SessionFormPage />, ({ operationName, variables }: Request): Answer => {
      if (operationName === 'StaffSessions') return { data: { staffSessions: [session] } };
      if (operationName === 'StaffReminders') return { data: report };
      if (operationName === 'StaffReminderPreview')
        return { data: { staffReminderPreview: { to: 'lead@example.org', subject: `Reminder ${String(variables.language)}`, html: '<p>Hello</p>' } } };
      throw new Error(operationName);
    });
    const end = (await screen.findByLabelText(/Apply end \(Taipei time\)/)) as HTMLInputElement;
    expect(end.value).toBe('2026-03-01T23:59');
    expect((screen.getByLabelText(/Name \(English\)/) as HTMLInputElement).value).toBe('Second');
    const row = (await screen.findByRole('rowheader', { name: /24 hours before/ })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Team 1' }).getAttribute('href')).toBe('/en/staff/invention/applications/a1');
    fireEvent.click(within(row).getByRole('button', { name: 'Preview in English' }));
    const frame = (await screen.findByTitle('Reminder EN')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello</p>');
  });

  it('asks before moving the deadline of a session with applications, then saves again with the confirmation', async () => {
    const updates: Request[] = [];
    renderStaffPage(route, '/en/staff/invention/sessions/s2', <SessionFormPage />, (request) => {
      if (request.operationName === 'StaffSessions') return { data: { staffSessions: [session] } };
      if (request.operationName === 'StaffReminders') return { data: report };
      if (request.operationName === 'StaffUpdateSession') {
        updates.push(request);
        const input = request.variables.input as { confirmDeadlineChange: boolean; session: { applyEnd: string } };
        if (!input.confirmDeadlineChange) return refused('CONFLICT', 'DEADLINE_CHANGE_UNCONFIRMED');
        return { data: { staffUpdateSession: { ...session, applyEnd: input.session.applyEnd } } };
      }
      throw new Error(request.operationName);
    });
    const end = await screen.findByLabelText(/Apply end \(Taipei time\)/);
    fireEvent.change(end, { target: { value: '2026-03-08T23:59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    const dialog = await screen.findByRole('dialog', { name: 'Change the deadlines?' });
    expect(dialog.textContent).toContain('12 applications exist; change these deadlines?');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringMatching(/^Apply end: from Mar 1, 2026.* to Mar 8, 2026/)]);
    expect(updates).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the deadlines' }));
    await screen.findByText('Saved.');
    expect(updates).toHaveLength(2);
    expect(updates[1]?.variables).toMatchObject({
      input: { id: 's2', confirmDeadlineChange: true, session: { applyEnd: '2026-03-08T15:59:00.000Z', reminderStages: [168, 24, 3], name: { zhTw: '第二屆', en: 'Second' } } },
    });
  });

  it('names each deadline a change moves, the grace and the incubator’s final-upload end too, from and to', async () => {
    const incubator = { ...session, programme: 'INCUBATOR', applicationCount: 1 };
    renderStaffPage(route, '/en/staff/incubator/sessions/s2', <SessionFormPage />, (request) => {
      if (request.operationName === 'StaffSessions') return { data: { staffSessions: [incubator] } };
      if (request.operationName === 'StaffReminders') return { data: report };
      if (request.operationName === 'StaffUpdateSession') return refused('CONFLICT', 'DEADLINE_CHANGE_UNCONFIRMED');
      throw new Error(request.operationName);
    });
    fireEvent.change(await screen.findByLabelText(/Final-upload end \(Taipei time\)/), { target: { value: '2026-04-15T23:59' } });
    fireEvent.change(screen.getByLabelText(/Submit grace/), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the deadlines?' });
    expect(dialog.textContent).toContain('1 application exists; change these deadlines?');
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Submit grace: from 120 seconds to 300 seconds',
      expect.stringMatching(/^Final-upload end: from Apr 1, 2026.* to Apr 15, 2026/),
    ]);
  });

  it('says by the field what is wrong: the end before the start, a name missing in one language', async () => {
    const asked: Request[] = [];
    renderStaffPage('/en/staff/:programme/sessions/new', '/en/staff/invention/sessions/new', <SessionFormPage />, (request) => {
      asked.push(request);
      return { data: null };
    });
    fireEvent.change(screen.getByLabelText(/Name \(Chinese\)/), { target: { value: '第三屆' } });
    fireEvent.change(screen.getByLabelText(/Apply start/), { target: { value: '2026-05-01T09:00' } });
    fireEvent.change(screen.getByLabelText(/Apply end/), { target: { value: '2026-04-01T09:00' } });
    fireEvent.change(screen.getByLabelText(/Final-upload end/), { target: { value: '2026-06-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the session' }));
    await screen.findByText('The apply end must be after the apply start.');
    expect(screen.getByLabelText(/Name \(English\)/).getAttribute('aria-invalid')).toBe('true');
    expect(asked.filter((r) => r.operationName === 'StaffCreateSession')).toHaveLength(0);
  });

  it("shows the officer's own time beside a Taipei entry when their zone differs", async () => {
    const { TaipeiTimeField } = await import('../common/TaipeiTimeField.tsx');
    const { Form } = await import('../../../components/Form/index.ts');
    const { z } = await import('zod');
    renderStaffPage('/', '/', (
      <Form schema={z.object({ at: z.string() })} defaultValues={{ at: '2026-03-01T09:00' }} labelledBy="x" onSubmit={async () => undefined}>
        <TaipeiTimeField name="at" label="Apply end" zone="America/New_York" />
      </Form>
    ), () => ({ data: null }));
    // 09:00 in Taipei is 20:00 the day before in New York (EST).
    expect(await screen.findByText(/Your time: Feb 28, 2026, 20:00 EST/)).toBeTruthy();
  });
});

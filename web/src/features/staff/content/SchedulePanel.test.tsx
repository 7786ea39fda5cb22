// @vitest-environment jsdom
// The schedule panel (issue 21 item 8): a time already past is refused in the form, a future one
// is sent as the instant its Taipei wall time names, and the kept times are shown.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStaffPage, type Request } from '../common/testing.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import { bannerFamily } from './testing.ts';

afterEach(cleanup);

const record = (publishAt: string | null) => ({
  data: { staffContentRecord: { __typename: 'ContentRecord', id: '7', family: 'HOME_BANNER', schedule: { __typename: 'ContentSchedule', publishAt, unpublishAt: null, setBy: publishAt && 'officer@example.org' } } },
});

describe('the schedule panel', { timeout: 20_000 }, () => {
  it('refuses a past time, and sends a future Taipei time as its instant', async () => {
    const kept = '2030-01-01T01:00:00.000Z';
    let saved = false;
    const sent: Request[] = [];
    renderStaffPage('/en/staff/content/:family/:id', '/en/staff/content/home-banner/7', <SchedulePanel spec={bannerFamily} id="7" />, (request) => {
      sent.push(request);
      if (request.operationName === 'StaffScheduleContent') {
        saved = true;
        return { data: { staffScheduleContent: { __typename: 'ContentSchedule', publishAt: kept, unpublishAt: null, setBy: 'officer@example.org' } } };
      }
      return record(saved ? kept : null);
    });

    const publishAt = (await screen.findByLabelText(/^Publish at \(Taipei time\)/)) as HTMLInputElement;
    expect(screen.getByText('Nothing is scheduled.')).toBeTruthy();
    fireEvent.change(publishAt, { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Choose a time later than now.')).toBeTruthy();
    expect(sent.filter((request) => request.operationName === 'StaffScheduleContent')).toEqual([]);

    fireEvent.change(publishAt, { target: { value: '2030-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Schedule saved.')).toBeTruthy();
    expect(sent.find((request) => request.operationName === 'StaffScheduleContent')?.variables).toEqual({
      input: { family: 'HOME_BANNER', id: '7', publishAt: kept, unpublishAt: null },
    });
    expect(await screen.findByText('officer@example.org')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { renderStaffPage, withDialogs, type Request } from '../common/testing.tsx';
import ContentListPage from './ContentListPage.tsx';
import { faqFamily, faqRecord, withTypenames } from './testing.ts';

const records = ['A', 'B', 'C'].map((letter, position) => faqRecord(String(position + 1), { zhTw: `問題${letter}`, en: `Question ${letter}` }, undefined, { position }));

afterEach(cleanup);
beforeEach(withDialogs);

it('moves a record with the keyboard from where it was seen, keeps the focus on it, and deletes after naming it', { timeout: 20_000 }, async () => {
  const requests: Request[] = [];
  renderStaffPage('/en/staff/content/:family', '/en/staff/content/invention-qa', <ContentListPage />, (request) => {
    requests.push(request);
    switch (request.operationName) {
      case 'StaffContentFamilies':
        return { data: withTypenames({ staffContentFamilies: [faqFamily] }) };
      case 'StaffContentRecords':
        return { data: withTypenames({ staffContentRecords: records }) };
      case 'StaffMoveContent': {
        const order = [records[0]!, records[2]!, records[1]!].map((record, position) => ({ ...record, position }));
        return { data: withTypenames({ staffMoveContent: order }) };
      }
      case 'StaffDeleteContent':
        return { data: withTypenames({ staffDeleteContent: { deletedAt: '2026-11-27T00:00:00.000Z', purgeAt: '2026-12-27T00:00:00.000Z', record: { id: '2', family: 'INVENTION_QA' } } }) };
      default:
        throw new Error(request.operationName);
    }
  });
  const table = await screen.findByRole('table', { name: 'Competition FAQ, in display order' });
  const titles = () => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
  expect(titles()).toEqual(['Question A', 'Question B', 'Question C']);
  expect(within(table).getByRole('button', { name: 'Move up: Question A' })).toHaveProperty('disabled', true);
  expect(within(table).getByRole('link', { name: 'Question B' }).getAttribute('href')).toBe('/en/staff/content/invention-qa/2');

  const down = within(table).getByRole('button', { name: 'Move down: Question B' });
  down.focus();
  fireEvent.click(down);
  await waitFor(() => expect(titles()).toEqual(['Question A', 'Question C', 'Question B']));
  expect(requests.find((r) => r.operationName === 'StaffMoveContent')?.variables).toEqual({ input: { family: 'INVENTION_QA', id: '2', from: 1, to: 2 } });
  // The optimistic order redraws the rows first; the notice follows the server's answer.
  expect((await screen.findByText('“Question B” is now number 3 of 3.')).getAttribute('role')).toBe('status');
  // Now last, its Move down is disabled: the focus stays on the row, on its Move up.
  await waitFor(() => expect(document.activeElement).toBe(within(table).getByRole('button', { name: 'Move up: Question B' })));

  fireEvent.click(within(table).getByRole('button', { name: 'Delete: Question B' }));
  const dialog = screen.getByRole('dialog', { name: 'Move to the bin?' });
  expect(dialog.textContent).toContain('“Question B” will go to the bin');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move to the bin' }));
  const binned = await screen.findByText('“Question B” is in the bin.');
  // Its row and Delete button go with it: the focus goes to the notice.
  await waitFor(() => expect(document.activeElement?.contains(binned)).toBe(true));
  expect(requests.find((r) => r.operationName === 'StaffDeleteContent')?.variables).toEqual({ input: { family: 'INVENTION_QA', id: '2' } });
});

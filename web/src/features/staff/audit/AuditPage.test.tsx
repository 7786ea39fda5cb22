// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import zhTw from '../../../i18n/messages/zhTw.json';
import { renderStaffPage, type Request } from '../common/testing.tsx';
import AuditPage from './AuditPage.tsx';
import { auditActions, describeAuditAction } from './auditActions.ts';

const entry = (id: string, action: string) => ({ id, at: '2026-02-01T00:00:00Z', actor: 'officer@example.org', action, target: null, detail: '{}', from: '127.0.0.1' });
const entries = [
  entry('5', 'PUT /api/invention/session/pvt/resource/:id'),
  entry('4', 'POST /api/incubator/apply/pvt/raise/:id'),
  entry('3', 'PUT /api/home/banner/pvt/resource/:id'),
  entry('2', 'manager.login'),
  entry('1', 'POST /api/some/later/route'),
];

function answer({ operationName }: Request) {
  if (operationName === 'StaffAuditLog') return { data: { staffAuditLog: { total: entries.length, items: entries } } };
  throw new Error(`unexpected ${operationName}`);
}

afterEach(cleanup);

describe('the audit log', () => {
  it('reads each action in the officer’s words with its code beside, an unknown code as itself', async () => {
    const { container } = renderStaffPage('/en/staff/audit', '/en/staff/audit', <AuditPage />, answer);
    await screen.findByText('POST /api/some/later/route');
    // Role queries over the filter's two hundred options are slow in jsdom: the cells by tag.
    const actionCell = (code: string) => [...container.querySelectorAll('td')].find((cell) => cell.textContent?.endsWith(code));
    expect(actionCell('PUT /api/invention/session/pvt/resource/:id')?.textContent).toBe('Edited a competition sessionPUT /api/invention/session/pvt/resource/:id');
    expect(actionCell('POST /api/incubator/apply/pvt/raise/:id')?.textContent).toBe('Raised an application to the final roundPOST /api/incubator/apply/pvt/raise/:id');
    expect(actionCell('PUT /api/home/banner/pvt/resource/:id')?.textContent).toBe('Home banner slides: edited an entryPUT /api/home/banner/pvt/resource/:id');
    expect(actionCell('manager.login')?.textContent).toBe('Signed inmanager.login');
    // Not one the console knows: the code alone, once.
    expect(actionCell('POST /api/some/later/route')?.textContent).toBe('POST /api/some/later/route');
    // Each language once: the same action in Chinese.
    expect(describeAuditAction(createIntl({ locale: 'zh-TW', messages: zhTw }), 'PUT /api/invention/session/pvt/resource/:id')).toBe('編輯創新競賽梯次');
  });

  it('filters by one of the actions, chosen from a list in words, and keeps it in the URL', async () => {
    const { requests } = renderStaffPage('/en/staff/audit', '/en/staff/audit', <AuditPage />, answer);
    // Role queries over two hundred options are slow in jsdom: the select by its label, the rest by tag.
    const select = (await screen.findByLabelText('Action')) as HTMLSelectElement;
    // Every action the console knows, under 'All actions', in groups.
    const options = [...select.options].map((option) => option.textContent);
    expect(options).toHaveLength(auditActions.length + 1);
    expect(options[0]).toBe('All actions');
    expect(options).toContain('Deactivated a staff account');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(expect.arrayContaining(['Sessions', 'Content: News articles']));

    fireEvent.change(select, { target: { value: 'POST /api/incubator/apply/pvt/downgrade/:id' } });
    expect(select.selectedOptions[0]?.textContent).toBe('Took an application back out of the final round');
    fireEvent.click(screen.getByText('Filter'));
    const query = () => new URLSearchParams(screen.getByTestId('where').textContent?.split('?')[1]);
    await waitFor(() => expect(query().get('action')).toBe('POST /api/incubator/apply/pvt/downgrade/:id'));
    await waitFor(() => expect(requests.at(-1)?.variables).toMatchObject({ filter: { action: 'POST /api/incubator/apply/pvt/downgrade/:id' } }));
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refused, renderStaffPage, withDialogs, type Answer, type Request } from '../common/testing.tsx';
import ContentRecordPage from './ContentRecordPage.tsx';
import { faqFamily, faqRecord, withTypenames } from './testing.ts';

const route = '/en/staff/content/:family/:id';
const entry = '/en/staff/content/invention-qa/5';
const families = { data: withTypenames({ staffContentFamilies: [faqFamily] }) };
const mine = faqRecord('5', { zhTw: '可以跨校組隊嗎？', en: 'Can a team span schools?' }, undefined, { version: 3 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
beforeEach(withDialogs);

/** The page over answers by operation; an operation answered by a list takes its answers in turn. */
function open(given: Record<string, Answer | Answer[]>) {
  // An FAQ cannot be scheduled: its schedule is null, as the gateway answers it.
  const unscheduled = { data: { staffContentRecord: { __typename: 'ContentRecord', id: '5', family: 'INVENTION_QA', schedule: null } } };
  const answers: Record<string, Answer | Answer[]> = { StaffContentSchedule: unscheduled, ...given };
  const requests: Request[] = [];
  const view = renderStaffPage(route, entry, <ContentRecordPage />, (request) => {
    requests.push(request);
    const answer = answers[request.operationName];
    if (!answer) throw new Error(`unexpected ${request.operationName}`);
    return Array.isArray(answer) ? (answer.length > 1 ? answer.shift()! : answer[0]!) : answer;
  });
  return { ...view, requests, sent: (name: string) => requests.filter((request) => request.operationName === name) };
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('a record edited while a colleague saved it', { timeout: 20_000 }, () => {
  it('refuses the save, shows their values beside the officer’s, keeps what was typed, and saves over theirs only when asked', async () => {
    const theirs = faqRecord('5', { zhTw: '可以跨校組隊嗎？', en: 'May a team come from several schools?' }, undefined, {
      version: 4,
      updatedBy: 'colleague@example.org',
    });
    const page = open({
      StaffContentFamilies: families,
      StaffContentRecord: [{ data: withTypenames({ staffContentRecord: mine }) }, { data: withTypenames({ staffContentRecord: theirs }) }],
      StaffContentRevisions: { data: { staffContentRevisions: [] } },
      StaffSaveContent: [
        refused('CONFLICT', 'STALE_VERSION'),
        { data: withTypenames({ staffSaveContent: faqRecord('5', { zhTw: '可以跨校組隊嗎？', en: 'Can teams mix schools?' }, undefined, { version: 5 }) }) },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Can a team span schools?' });
    fireEvent.change(textbox('Question (English)'), { target: { value: 'Can teams mix schools?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('region', { name: 'Someone else saved this record' }, { timeout: 5_000 });
    expect(within(conflict).getByRole('alert').textContent).toContain('colleague@example.org saved it at');
    const row = within(conflict).getByRole('row', { name: /^Question/ });
    expect(row.textContent).toContain('May a team come from several schools?');
    expect(row.textContent).toContain('Can teams mix schools?');
    // Nothing of the officer's is lost, and the first save named the version they edited.
    expect(textbox('Question (English)').value).toBe('Can teams mix schools?');
    expect(page.sent('StaffSaveContent')[0]?.variables).toMatchObject({ input: { family: 'INVENTION_QA', id: '5', version: 3 } });

    fireEvent.click(within(conflict).getByRole('button', { name: 'Save mine over theirs' }));
    await screen.findByText('Saved.');
    expect(page.sent('StaffSaveContent')[1]?.variables).toEqual({
      input: {
        family: 'INVENTION_QA',
        id: '5',
        version: 4,
        fields: [
          { name: 'question', localised: { zhTw: '可以跨校組隊嗎？', en: 'Can teams mix schools?' } },
          { name: 'answer', localised: { zhTw: '回答', en: 'Answer' } },
        ],
      },
    });
  });

  it('takes one of their fields into the form', async () => {
    const theirs = faqRecord('5', { zhTw: '新問題', en: 'Their question' }, undefined, { version: 4 });
    open({
      StaffContentFamilies: families,
      StaffContentRecord: [{ data: withTypenames({ staffContentRecord: mine }) }, { data: withTypenames({ staffContentRecord: theirs }) }],
      StaffContentRevisions: { data: { staffContentRevisions: [] } },
      StaffSaveContent: refused('CONFLICT', 'STALE_VERSION'),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Answer (English)' }), { target: { value: 'My answer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const conflict = await screen.findByRole('region', { name: 'Someone else saved this record' }, { timeout: 5_000 });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Use theirs: Question' }));
    await waitFor(() => expect(textbox('Question (English)').value).toBe('Their question'));
    expect(textbox('Answer (English)').value).toBe('My answer');
  });
});

describe('unsaved edits', { timeout: 20_000 }, () => {
  it('come back after a reload, on the version they were typed over, until discarded', async () => {
    const answers = () => ({
      StaffContentFamilies: families,
      StaffContentRevisions: { data: { staffContentRevisions: [] } },
    });
    open({ ...answers(), StaffContentRecord: { data: withTypenames({ staffContentRecord: mine }) } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Answer (English)' }), { target: { value: 'Typed before the reload' } });
    cleanup();

    // Reloaded after a colleague saved: the edits are back, and a save names the version they were typed over.
    const theirs = faqRecord('5', { zhTw: '可以跨校組隊嗎？', en: 'Their question' }, undefined, { version: 4 });
    const page = open({ ...answers(), StaffContentRecord: { data: withTypenames({ staffContentRecord: theirs }) }, StaffSaveContent: refused('CONFLICT', 'STALE_VERSION') });
    await waitFor(() => expect(textbox('Answer (English)').value).toBe('Typed before the reload'));
    screen.getByText(/Your changes from before are back in the form/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.sent('StaffSaveContent')[0]?.variables).toMatchObject({ input: { version: 3 } }));
    cleanup();

    open({ ...answers(), StaffContentRecord: { data: withTypenames({ staffContentRecord: theirs }) } });
    await waitFor(() => expect(textbox('Answer (English)').value).toBe('Typed before the reload'));
    fireEvent.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(textbox('Answer (English)').value).toBe('Answer');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a save refused for its values', { timeout: 20_000 }, () => {
  it('marks the refused field, and sends the next Save', async () => {
    const page = open({
      StaffContentFamilies: families,
      StaffContentRecord: { data: withTypenames({ staffContentRecord: mine }) },
      StaffContentRevisions: { data: { staffContentRevisions: [] } },
      StaffSaveContent: [
        { errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'question.en', message: 'Too long for the slide' }] } }] },
        { data: withTypenames({ staffSaveContent: { ...mine, version: 4 } }) },
      ],
    });
    const question = await screen.findByRole('textbox', { name: 'Question (English)' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    // The officer shortens it and saves again: the server's mark must not hold the form back.
    fireEvent.change(question, { target: { value: 'Mixed schools?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(page.sent('StaffSaveContent')).toHaveLength(2);
  });
});

describe('publishing', { timeout: 20_000 }, () => {
  it('says which fields are empty in which language, before and when publishing is refused', async () => {
    const incomplete = faqRecord('5', { zhTw: '可以跨校組隊嗎？', en: 'Can a team span schools?' }, { zhTw: '可以。', en: '' }, {
      missingTranslations: [{ field: 'answer', language: 'EN' }],
    });
    const page = open({
      StaffContentFamilies: families,
      StaffContentRecord: { data: withTypenames({ staffContentRecord: incomplete }) },
      StaffSaveContent: { data: withTypenames({ staffSaveContent: { ...incomplete, version: 4 } }) },
      StaffContentRevisions: { data: { staffContentRevisions: [] } },
      StaffPublishContent: {
        errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', reason: 'INCOMPLETE_TRANSLATION', fields: [{ path: 'answer.en', message: 'Empty' }] } }],
      },
    });
    const panel = await screen.findByRole('region', { name: 'Publication' });
    expect(within(panel).getByRole('listitem').textContent).toBe('Answer: English');
    fireEvent.click(within(panel).getByRole('button', { name: 'Publish' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('It cannot be published yet');
    expect(within(alert).getByRole('listitem').textContent).toBe('Answer: English');
    // Filled in, it saves.
    fireEvent.change(textbox('Answer (English)'), { target: { value: 'Yes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.sent('StaffSaveContent')).toHaveLength(1));
  });
});

describe('revisions', { timeout: 20_000 }, () => {
  it('compares a revision with the current values and restores it after a confirmation', async () => {
    const current = faqRecord('5', { zhTw: '可以跨校組隊嗎？', en: 'Edited question' }, undefined, { version: 4 });
    const created = { version: 3, action: 'CREATE', at: '2026-11-20T01:00:00.000Z', by: 'officer@example.org', published: false, changedFields: ['question', 'answer'], fields: mine.fields };
    const saved = { ...created, version: 4, action: 'SAVE', changedFields: ['question'], fields: current.fields };
    const page = open({
      StaffContentFamilies: families,
      StaffContentRecord: { data: withTypenames({ staffContentRecord: current }) },
      StaffContentRevisions: { data: withTypenames({ staffContentRevisions: [saved, created] }) },
      StaffRestoreContentRevision: { data: withTypenames({ staffRestoreContentRevision: { ...mine, version: 5 } }) },
    });
    const history = await screen.findByRole('table', { name: 'Revisions, newest first' });
    expect(within(history).getAllByRole('row')[1]?.textContent).toContain('Saved');
    // The current version cannot be restored over itself.
    expect(within(history).queryByRole('button', { name: 'Restore version 4' })).toBeNull();

    fireEvent.click(within(history).getByRole('button', { name: 'Compare version 3' }));
    const comparison = screen.getByRole('table', { name: 'Version 3 beside the current values: 1 field differs' });
    expect(within(comparison).getByRole('rowheader', { name: 'Question Changed' })).toBeTruthy();
    expect(within(comparison).getByRole('rowheader', { name: 'Answer' })).toBeTruthy();

    fireEvent.click(within(history).getByRole('button', { name: 'Restore version 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText('Version 3 restored.');
    expect(page.sent('StaffRestoreContentRevision')[0]?.variables).toEqual({ input: { family: 'INVENTION_QA', id: '5', version: 4, revision: 3 } });
    expect(textbox('Question (English)').value).toBe('Can a team span schools?');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from '../../i18n/messages/en.json';
import { clearAllDrafts, readDraft } from './draft.ts';
import { FieldArray } from './FieldArray.tsx';
import { FileField } from './FileField.tsx';
import { Form, useSchemaForm } from './Form.tsx';
import { TextField } from './TextFields.tsx';
import { renderForm } from './testing.tsx';
import { useFormDraft } from './useFormDraft.ts';
import { competitionFileRules } from '@yip/rules';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const schema = z.object({ name: z.string(), password: z.string(), members: z.array(z.object({ email: z.string(), pdfFile: z.any() })) });
const empty = { name: '', password: '', members: [{ email: '', pdfFile: null }] };
const fields = (
  <>
    <TextField name="name" label="Team name" />
    <TextField name="password" label="Password" type="password" />
    <TextField name="members.0.email" label="E-mail" />
    <FileField name="members.0.pdfFile" label="Proof" rule={competitionFileRules.memberProof} />
  </>
);

describe('what was typed survives a reload', () => {
  it('keeps values but passwords and chosen files, and gives them back to the next form', () => {
    renderForm(schema, empty, fields, 'team');
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: '關懷小隊 🚀' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'S3cret!pw' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'lead@school.tw' } });
    fireEvent.change(screen.getByLabelText(/Proof/), { target: { files: [new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' })] } });
    expect(readDraft('team')).toEqual({ name: '關懷小隊 🚀', members: [{ email: 'lead@school.tw' }] });

    cleanup(); // the reload or the language switch
    renderForm(schema, empty, fields, 'team');
    expect((screen.getByLabelText('Team name') as HTMLInputElement).value).toBe('關懷小隊 🚀');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('lead@school.tw');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('forgets the draft once the submit succeeded, and at logout', async () => {
    renderForm(schema, empty, fields, 'team');
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Care bots' } });
    await act(async () => void fireEvent.submit(screen.getByRole('form')));
    expect(sessionStorage.getItem('formDraft:team')).toBeNull();

    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Care bots 2' } });
    sessionStorage.setItem('other', 'kept');
    clearAllDrafts();
    expect(sessionStorage.getItem('formDraft:team')).toBeNull();
    expect(sessionStorage.getItem('other')).toBe('kept');
  });
});

describe('rows added or removed are kept too', () => {
  it('writes the list after an add and after a remove', () => {
    const rows = (
      <FieldArray name="members" legend="Members" min={1} max={3} newItem={() => ({ email: '', pdfFile: null })} itemLegend={(i) => `Member ${i + 1}`} addLabel="Add" removeLabel={(i) => `Remove ${i + 1}`}>
        {({ path, index }) => <TextField name={`${path}.email`} label={`E-mail ${index + 1}`} />}
      </FieldArray>
    );
    renderForm(schema, empty, rows, 'rows');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(screen.getByLabelText('E-mail 2'), { target: { value: 'second@school.tw' } });
    expect(readDraft('rows').members).toEqual([{ email: '', pdfFile: null }, { email: 'second@school.tw', pdfFile: null }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));
    expect(readDraft('rows').members).toEqual([{ email: 'second@school.tw', pdfFile: null }]);
  });
});

/** A screen that loads the server's copy first, then puts the local edits over it. */
function ServerFirst({ server }: { server: { name: string } }) {
  const form = useSchemaForm(z.object({ name: z.string() }), { name: '' });
  const draft = useFormDraft('server-first', form, { restore: false });
  const { reset } = form;
  const { restore } = draft;
  useEffect(() => {
    reset(server);
    restore();
  }, [server, reset, restore]);
  return (
    <IntlProvider locale="en" messages={en}>
      <h1 id="t">Team</h1>
      <Form form={form} labelledBy="t" onSubmit={async () => {}}>
        <TextField name="name" label="Team name" />
        <output>{form.formState.isDirty ? 'unsaved' : 'saved'}</output>
      </Form>
    </IntlProvider>
  );
}

describe('useFormDraft over a form that loads server data', () => {
  it('puts the local edits over the server copy, as unsaved changes', () => {
    sessionStorage.setItem('formDraft:server-first', JSON.stringify({ name: 'typed before the reload' }));
    render(<ServerFirst server={{ name: 'saved on the server' }} />);
    expect((screen.getByLabelText('Team name') as HTMLInputElement).value).toBe('typed before the reload');
    expect(screen.getByText('unsaved')).toBeTruthy();
  });

  it('shows the server copy when nothing was kept', () => {
    render(<ServerFirst server={{ name: 'saved on the server' }} />);
    expect((screen.getByLabelText('Team name') as HTMLInputElement).value).toBe('saved on the server');
    expect(screen.getByText('saved')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client';
import { act, cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingProvider } from '../../app/loading/LoadingProvider.tsx';
import { renderRouterInEnglish } from '../../app/testing.tsx';
import { ApplyContext, type ApplicationBase, type ApplyContextValue } from './applyContext.ts';
import { copyKey, hasCopy, keepCopy } from './localCopy.ts';
import { openSession, testProgramme } from './testing.ts';
import { useSaveApplication, type SaveOutcome } from './useSaveApplication.ts';

type Parts = { team: { name: string; photo?: string }; proposal: { abstract: string } };

const session = openSession;

const programme = {
  ...testProgramme<Parts>({ team: () => ({ name: '' }), proposal: () => ({ abstract: '' }) }, (parts) => Boolean(parts.team.photo)),
  // The save's input names the form's `pdfFile` `studentProof`.
  renamed: [{ at: 'team.members.*', rules: 'pdfFile', graphql: 'studentProof' }],
  fieldLabel: (path: string) => `label of ${path}`,
};

const refused = (code: string, message = '') => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

/** The hook as a step uses it: `save` and `reload` handed to the test, the conflict shown. */
let hook: ReturnType<typeof useSaveApplication<ApplicationBase, Parts>>;
function Saver() {
  hook = useSaveApplication<ApplicationBase, Parts>();
  return <p data-testid="conflict">{hook.conflict ?? 'none'}</p>;
}

function renderSaver(id: string | null, saveDraft: (parts: Parts) => Promise<ApplicationBase>) {
  const apply: ApplyContextValue<ApplicationBase, Parts> = {
    programme,
    owner: 'member-1',
    id,
    application: id === null ? null : { id, status: 'DRAFT', version: 2, session },
    session,
    closed: false,
    submitted: false,
    reload: vi.fn(() => Promise.resolve()),
    reloadSession: vi.fn(() => Promise.resolve()),
    saveDraft: vi.fn(saveDraft),
    submit: vi.fn(),
  };
  // The loading overlay follows the router's navigations: a data router, as in the app.
  const page = (
    <LoadingProvider>
      <ApplyContext.Provider value={apply as unknown as ApplyContextValue<never, never>}>
        <Saver />
      </ApplyContext.Provider>
    </LoadingProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: page }]);
  renderRouterInEnglish(router);
  return apply;
}

const save = (given: Partial<Parts>, announce = false) => act(() => hook.save(given, { announce })) as Promise<SaveOutcome<ApplicationBase>>;
const toastText = () => screen.getByRole('status').textContent;
const conflict = () => screen.getByTestId('conflict').textContent;
const key = (id: string | null, part: string) => copyKey('testApply', 'member-1', id, part);

describe('saving an application (spec §8 messages, versions, conflicts)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => cleanup());

  it("sends the step's part with the others' unsaved copies, then drops the copies and says Saved", async () => {
    keepCopy(key('7', 'proposal'), { abstract: 'We build a care robot' });
    keepCopy(key('7', 'team'), { name: 'Care' });
    const apply = renderSaver('7', () => Promise.resolve({ id: '7', status: 'DRAFT', version: 3, session }));
    const outcome = await save({ team: { name: 'Care Bots' } }, true);
    expect(apply.saveDraft).toHaveBeenCalledWith({ team: { name: 'Care Bots' }, proposal: { abstract: 'We build a care robot' } });
    expect(outcome.saved?.version).toBe(3);
    expect(hasCopy(key('7', 'team'))).toBe(false);
    expect(hasCopy(key('7', 'proposal'))).toBe(false);
    expect(toastText()).toContain('Saved');
  });

  it("a second new application: CONFLICT says 'already applied' and the copies stay", async () => {
    keepCopy(key(null, 'team'), { name: 'Care Bots' });
    renderSaver(null, () => Promise.reject(refused('CONFLICT')));
    const outcome = await save({ team: { name: 'Care Bots' } });
    expect(outcome.failure?.code).toBe('CONFLICT');
    expect(conflict()).toBe('exists');
    expect(toastText()).toContain('Information already submitted');
    expect(hasCopy(key(null, 'team'))).toBe(true);
  });

  it('a stale save: CONFLICT says the application changed; reloading reads it again and says so', async () => {
    const apply = renderSaver('7', () => Promise.reject(refused('CONFLICT', 'The application was changed elsewhere.')));
    await save({ team: { name: 'Care Bots' } });
    expect(conflict()).toBe('changed');
    expect(toastText()).toContain('The application was changed elsewhere.');
    await act(() => hook.reload());
    expect(apply.reload).toHaveBeenCalledTimes(1);
    expect(conflict()).toBe('none');
    expect(toastText()).toContain('Data has been updated');
  });

  it("says 'Upload failed' when the save carried a new file, 'Save failed' when it did not", async () => {
    renderSaver('7', () => Promise.reject(new Error('network')));
    await save({ team: { name: 'Care Bots', photo: 'team.png' } });
    expect(toastText()).toContain('Upload failed');
    cleanup();
    renderSaver('7', () => Promise.reject(new Error('network')));
    await save({ team: { name: 'Care Bots' } });
    expect(toastText()).toContain('Save failed');
    expect(conflict()).toBe('none');
  });

  it('refused files are named by their fields in words, every one of the save, never by the server\'s path', async () => {
    const fields = [
      { path: 'team.members.0.studentProof', message: 'This file type is not accepted' },
      { path: 'team.members.1.studentProof', message: 'validation.fileType' },
    ];
    const answer = new CombinedGraphQLErrors({
      errors: [{ message: 'This file type is not accepted: team.members.0.pdfFile, team.members.1.pdfFile', extensions: { code: 'BAD_USER_INPUT', fields } }],
    });
    renderSaver('7', () => Promise.reject(answer));
    const outcome = await save({ team: { name: 'Care Bots', photo: 'team.png' } });
    // Each comes back under the form's field.
    expect(outcome.failure?.fields.map((field) => field.path)).toEqual(['team.members.0.pdfFile', 'team.members.1.pdfFile']);
    expect(toastText()).toContain(
      'Please correct these fields: label of team.members.0.pdfFile (This file type is not accepted) and label of team.members.1.pdfFile (This file type is not accepted)',
    );
  });

  it('an unavailable service is told as such', async () => {
    renderSaver('7', () => Promise.reject(refused('UPSTREAM_UNAVAILABLE', 'upstream down')));
    await save({ team: { name: 'Care Bots' } });
    expect(toastText()).toContain('The service is temporarily unavailable. Please try again later.');
  });

  it('REGISTRATION_CLOSED reads the session again (the pages then say Registration Closed)', async () => {
    const apply = renderSaver('7', () => Promise.reject(refused('REGISTRATION_CLOSED', 'Registration Closed')));
    await save({ team: { name: 'Care Bots' } });
    expect(apply.reloadSession).toHaveBeenCalledTimes(1);
    expect(toastText()).toContain('Registration Closed');
  });
});

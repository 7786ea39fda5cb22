// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { competitionFileRules } from '@yip/rules';
import { hasDraft } from '../Form/draft.ts';
import { FileField } from '../Form/FileField.tsx';
import { Form } from '../Form/Form.tsx';
import { TextField } from '../Form/TextFields.tsx';
import { clearSession } from '../../app/session/store.ts';
import { LoadingProvider } from '../../app/loading/LoadingProvider.tsx';
import { flushUnsavedWork } from '../../app/session/unsavedWork.ts';
import { renderRouterInEnglish } from '../../app/testing.tsx';
import { ApplyContext, type ApplicationBase, type ApplyContextValue } from './applyContext.ts';
import { openSession, testProgramme } from './testing.ts';
import { copyKey, keepCopy } from './localCopy.ts';
import { APPLY_FORM_ID, useStepForm } from './useStepForm.ts';

type Parts = { team: { name: string } };

const session = openSession;

const programme = testProgramme<Parts>({ team: () => ({ name: '' }) });

const schema = z.object({ name: z.string().max(12) });
const schemas = { draft: schema, complete: schema };

function TeamStep() {
  const { form } = useStepForm<ApplicationBase, Parts, 'team'>({ part: 'team', route: 'team-data', next: 'proposal', schemas });
  return <input aria-label="Team name" {...form.register('name')} />;
}

/** A step as the pages build it: the kit's form with a text and a file field, and Save draft. */
function FullStep() {
  const step = useStepForm<ApplicationBase, Parts, 'team'>({ part: 'team', route: 'team-data', next: 'proposal', schemas: fullSchemas });
  return (
    <Form form={step.form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={step.submitNext}>
      <TextField name="name" label="Team name" />
      <FileField name="photo" label="Team photo" rule={competitionFileRules.previewImg} />
      <button type="button" onClick={step.saveDraft}>
        Save draft
      </button>
    </Form>
  );
}

const fullSchema = z.object({ name: z.string().max(12), photo: z.any() });
const fullSchemas = {
  draft: fullSchema,
  complete: z.object({ name: z.string().min(1, { error: 'validation.required' }), photo: z.any() }),
};

function renderStep(id: string | null, step = <TeamStep />, state?: unknown) {
  const saveDraft = vi.fn((parts: Parts) => Promise.resolve<ApplicationBase>({ id: id ?? '42', status: 'DRAFT', version: 1, session, ...parts }));
  const apply: ApplyContextValue<ApplicationBase, Parts> = {
    programme,
    owner: 'member-1',
    id,
    application: id === null ? null : { id, status: 'DRAFT', version: 1, session },
    session,
    closed: false,
    submitted: false,
    reload: () => Promise.resolve(),
    reloadSession: () => Promise.resolve(),
    saveDraft,
    submit: vi.fn(),
  };
  // The loading overlay follows the router's navigations: a data router, as in the app.
  const page = (
    <LoadingProvider>
      <ApplyContext.Provider value={apply as unknown as ApplyContextValue<never, never>}>
        {step}
      </ApplyContext.Provider>
    </LoadingProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [{ pathname: programme.path('en', 'team-data', id), state }] });
  renderRouterInEnglish(router);
  return saveDraft;
}

const type = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: 'Team name' }), { target: { value: text } });

describe('a step form before the inactivity logout (nothing typed is lost)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => cleanup());

  it("saves a new application's typed values and names its id as the way back", async () => {
    const saveDraft = renderStep(null);
    type('Care Bots');
    const outcome = await act(() => flushUnsavedWork());
    expect(saveDraft).toHaveBeenCalledWith({ team: { name: 'Care Bots' } });
    expect(outcome).toEqual({ saved: true, movedTo: '/en/test-apply/team-data/42' });
  });

  it('an application that has its id stays where it is', async () => {
    const saveDraft = renderStep('7');
    type('Care Bots');
    const outcome = await act(() => flushUnsavedWork());
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ saved: true, movedTo: null });
  });

  it('nothing typed: nothing is saved, no draft is created', async () => {
    const saveDraft = renderStep(null);
    const outcome = await act(() => flushUnsavedWork());
    expect(saveDraft).not.toHaveBeenCalled();
    expect(outcome).toEqual({ saved: true, movedTo: null });
  });

  it('a value the draft rules refuse is not sent, and the logout keeps the local copy', async () => {
    const saveDraft = renderStep(null);
    type('A name far longer than twelve');
    const outcome = await act(() => flushUnsavedWork());
    expect(saveDraft).not.toHaveBeenCalled();
    expect(outcome).toEqual({ saved: false, movedTo: null });
    expect(hasDraft('testApply:member-1:new:team')).toBe(true);
  });
});

describe('a step form tells what it did not keep, and opens on the field an error link names', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => cleanup());

  const toastText = () => screen.getByRole('status').textContent;
  const nameBox = () => screen.getByRole('textbox', { name: 'Team name' });

  it('a link from the confirmation opens the step with the message at its field and the focus on it', async () => {
    renderStep('7', <FullStep />, { problem: { path: 'team.name', message: 'validation.required' } });
    await waitFor(() => expect(document.activeElement).toBe(nameBox()));
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
    // Checked with the complete rules from then on: leaving it empty keeps the message.
    fireEvent.blur(nameBox());
    await waitFor(() => expect(screen.getByText('This field is required')).toBeTruthy());
  });

  it("a refused photo is not kept: Save says so rather than a bare 'Saved'", async () => {
    const saveDraft = renderStep('7', <FullStep />);
    fireEvent.change(screen.getByLabelText(/Team photo/), { target: { files: [new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' })] } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    expect(saveDraft).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toastText()).toContain('Saved, but the newly chosen files were not kept: photo.pdf for team.photo (This file type is not accepted). Please choose files that meet the rules.'),
    );
  });

  it('a chosen file a reload dropped is named on opening the step, at its field', async () => {
    const key = copyKey('testApply', 'member-1', '7', 'team');
    keepCopy(key, { name: 'Care', photo: new File(['png'], 'team.png', { type: 'image/png' }) });
    // A reload: the page's memory is gone (as at a logout that keeps the tab's drafts), the stored copy stays.
    clearSession({ tab: true });
    renderStep('7', <FullStep />);
    await waitFor(() =>
      expect(toastText()).toContain('The page reloaded, so the files you chose but had not saved were not kept; please choose them again: team.photo (team.png)'),
    );
    expect(nameBox()).toHaveProperty('value', 'Care');
    expect(screen.getByText('The file you chose was not kept when the page reloaded; please choose it again')).toBeTruthy();
  });
});

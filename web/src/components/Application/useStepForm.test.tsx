// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hasDraft } from '../Form/draft.ts';
import { LoadingProvider } from '../../app/loading/LoadingProvider.tsx';
import { flushUnsavedWork } from '../../app/session/unsavedWork.ts';
import { renderRouterInEnglish } from '../../app/testing.tsx';
import { ApplyContext, type ApplicationBase, type ApplyContextValue } from './applyContext.ts';
import { openSession, testProgramme } from './testing.ts';
import { useStepForm } from './useStepForm.ts';

type Parts = { team: { name: string } };

const session = openSession;

const programme = testProgramme<Parts>({ team: () => ({ name: '' }) });

const schema = z.object({ name: z.string().max(12) });
const schemas = { draft: schema, complete: schema };

function TeamStep() {
  const { form } = useStepForm<ApplicationBase, Parts, 'team'>({ part: 'team', route: 'team-data', next: 'proposal', schemas });
  return <input aria-label="Team name" {...form.register('name')} />;
}

function renderStep(id: string | null) {
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
        <TeamStep />
      </ApplyContext.Provider>
    </LoadingProvider>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [programme.path('en', 'team-data', id)] });
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

// @vitest-environment jsdom
import { CombinedGraphQLErrors } from '@apollo/client';
import { act, cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/messages/en.json';
import { renderRouterInEnglish } from '../../app/testing.tsx';
import type { ApplicationBase, ApplySessionFields } from './applyContext.ts';
import { useApply } from './applyContext.ts';
import { ApplyShell, type Read } from './ApplyShell.tsx';
import type { OwnApplication } from './ApplyIndexRedirect.tsx';
import { copyKey, dropCopy, keepCopy } from './localCopy.ts';
import { testProgramme } from './testing.ts';
import { useUnsavedWork } from '../../app/session/unsavedWork.ts';

const T0 = Date.UTC(2026, 2, 1, 3, 0, 0);

type Parts = { team: { name: string } };

function session(applyEnd: number, isOpen = true): ApplySessionFields {
  return {
    id: '1',
    name: '2026 Competition',
    applyStart: new Date(T0 - 86_400_000).toISOString(),
    applyEnd: new Date(applyEnd).toISOString(),
    isOpen,
    timeZone: 'Asia/Taipei',
  };
}

function draft(of: ApplySessionFields): ApplicationBase {
  return { id: '42', status: 'DRAFT', version: 3, session: of };
}

const programme = testProgramme<Parts>({ team: () => ({ name: '' }) });

const read = <T,>(data: T | null): Read<T> => ({ data, missing: data === null, loading: false, error: undefined, refetch: () => Promise.resolve() });

/** What a step's form offers while the application can be changed: its fields and "Save draft". */
function StepForm() {
  const apply = useApply<ApplicationBase, Parts>();
  // As useStepForm: what is left unsaved is saved before the page is taken away.
  useUnsavedWork(async () => {
    await apply.saveDraft({ team: { name: 'Typed at the deadline' } });
  });
  return (
    <form aria-label="team form">
      <button type="button" onClick={() => void apply.saveDraft({ team: { name: 'Care' } })}>
        Save draft
      </button>
    </form>
  );
}

function renderShell(
  id: string | null,
  activeSession: ApplySessionFields | null,
  application: ApplicationBase | null,
  saveDraft = vi.fn(),
  sessionError?: Error,
  { route = 'team-data', applicationError, own = [] }: { route?: string; applicationError?: unknown; own?: readonly OwnApplication[] } = {},
) {
  const shell = (
    <ApplyShell<ApplicationBase, Parts>
      programme={programme}
      id={id}
      route={route}
      formRoutes={['team-data']}
      session={{ ...read({ session: activeSession, owner: 'member-1' }), error: sessionError }}
      application={{ ...read(application), error: applicationError }}
      own={read(own)}
      saveDraft={saveDraft}
      submit={vi.fn()}
      title="Team information"
      submittedTitle="Your Application"
      intro={null}
      programmeTitle="Competition"
      stepper={() => null}
      summary={(shown) => <section aria-label="read-only summary">{shown.id}</section>}
    />
  );
  const router = createMemoryRouter(
    [
      { path: `/en/test-apply/${route}/:id`, element: shell, children: [{ index: true, element: <StepForm /> }] },
      { path: '/en/test-apply/team-data/7', element: <p>The member&apos;s own draft</p> },
      { path: '/en/test-apply/confirm/7', element: <p>The member&apos;s submitted application</p> },
    ],
    { initialEntries: [`/en/test-apply/${route}/${id ?? 'new'}`] },
  );
  renderRouterInEnglish(router);
  return saveDraft;
}

const form = () => screen.queryByRole('form', { name: 'team form' });
const saveButton = () => screen.queryByRole('button', { name: 'Save draft' });
const summary = () => screen.queryByRole('region', { name: 'read-only summary' });
const closedNotice = () => screen.queryByText('Registration Closed');

describe("the apply pages' Registration Closed state (spec §4: after the deadline nothing can be saved)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('while registration is open, the step shows its form and the deadline', () => {
    const saveDraft = renderShell(null, session(T0 + 3_600_000), null);
    expect(form()).not.toBeNull();
    expect(closedNotice()).toBeNull();
    act(() => saveButton()!.click());
    expect(saveDraft).toHaveBeenCalledWith(null, null, { team: { name: 'Care' } });
  });

  it('a new application in a closed session: Registration Closed and no form to save', () => {
    renderShell(null, session(T0 + 3_600_000, false), null);
    expect(closedNotice()).not.toBeNull();
    expect(form()).toBeNull();
    expect(saveButton()).toBeNull();
  });

  it('no active session at all: no form to save', () => {
    renderShell(null, null, null);
    expect(form()).toBeNull();
    expect(saveButton()).toBeNull();
  });

  it('a draft past its deadline opens read-only: the summary replaces the form', () => {
    renderShell('42', session(T0 + 3_600_000), draft(session(T0 - 1000)));
    expect(closedNotice()).not.toBeNull();
    expect(summary()?.textContent).toBe('42');
    expect(form()).toBeNull();
    expect(saveButton()).toBeNull();
  });

  it('the deadline passing while the form is open takes the form away, without a refetch', () => {
    const end = T0 + 5_000;
    renderShell('42', session(end), draft(session(end)));
    expect(form()).not.toBeNull();
    act(() => vi.advanceTimersByTime(4_000));
    expect(form()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1_100));
    expect(form()).toBeNull();
    expect(saveButton()).toBeNull();
    expect(summary()?.textContent).toBe('42');
    expect(closedNotice()).not.toBeNull();
  });

  it('the deadline passing with unsaved typing saves it first (within the grace), then shows closed and says it was saved', async () => {
    const end = T0 + 5_000;
    const key = copyKey('testApply', 'member-1', '42', 'team');
    keepCopy(key, { name: 'Typed at the deadline' });
    let finish: (saved: ApplicationBase) => void = () => undefined;
    const saveDraft = vi.fn(() => new Promise<ApplicationBase>((resolve) => (finish = resolve)));
    try {
      renderShell('42', session(end), draft(session(end)), saveDraft);
      act(() => vi.advanceTimersByTime(5_100));
      // The save is under way: the form is still there, not replaced yet.
      expect(saveDraft).toHaveBeenCalledWith('42', 3, { team: { name: 'Typed at the deadline' } });
      expect(form()).not.toBeNull();
      // The save answers; the promises after it settle (no timers: they are fake here).
      await act(async () => {
        finish(draft(session(end)));
        for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
      });
      expect(form()).toBeNull();
      expect(closedNotice()).not.toBeNull();
      expect(screen.getByText(en['apply.closed.saved'])).not.toBeNull();
    } finally {
      dropCopy(key);
    }
  });

  it("a new form opens the member's application of the session instead: a draft at the same step, a submitted one at its confirmation", () => {
    const open = session(T0 + 3_600_000);
    renderShell(null, open, null, vi.fn(), undefined, { own: [{ id: '7', status: 'DRAFT', session: { id: open.id } }] });
    expect(screen.getByText("The member's own draft")).not.toBeNull();
    cleanup();
    renderShell(null, open, null, vi.fn(), undefined, { own: [{ id: '7', status: 'SUBMITTED', session: { id: open.id } }] });
    expect(screen.getByText("The member's submitted application")).not.toBeNull();
    cleanup();
    // One of another session is not this session's: the new form opens.
    renderShell(null, open, null, vi.fn(), undefined, { own: [{ id: '7', status: 'SUBMITTED', session: { id: 'older' } }] });
    expect(form()).not.toBeNull();
  });

  it('a session that cannot be read is told (查詢當前屆數異常)', () => {
    renderShell(null, null, null, vi.fn(), new Error('network'));
    expect(screen.getByRole('status').textContent).toContain(en['apply.sessionLookupFailed']);
    expect(saveButton()).toBeNull();
  });
});

describe('an application that is not the member’s', () => {
  afterEach(cleanup);

  it('answered null (the schema’s missing item) shows the not-found page, not an endless wait', () => {
    renderShell('42', session(Date.now() + 3_600_000), null);
    expect(screen.getByRole('heading', { name: en['apply.notFound.title'] })).toBeTruthy();
    expect(form()).toBeNull();
  });
});

describe("an application's page titles", () => {
  afterEach(cleanup);

  it("another member's application, or none, is 'Application not found' with the way to the member's list", () => {
    renderShell('41', session(Date.now() + 3_600_000), null, vi.fn(), undefined, {
      applicationError: new CombinedGraphQLErrors({ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['apply.notFound.title']);
    expect(document.title).toBe(`${en['apply.notFound.title']} | ${en['app.siteName']}`);
    const list = screen.getByRole('link', { name: en['page.user.inventionList.title'] });
    expect(list.getAttribute('href')).toBe('/en/user/list');
    // Nothing names the missing step or leads to a new application.
    expect(screen.queryByRole('link', { name: 'Team information' })).toBeNull();
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('/en/test-apply/team-data/new');
  });

  it("a submitted application's page is titled as itself, not as the confirmation", () => {
    const submitted: ApplicationBase = { ...draft(session(Date.now() + 3_600_000)), status: 'SUBMITTED', registrationNumber: 'INV2026-0001' };
    renderShell('42', session(Date.now() + 3_600_000), submitted, vi.fn(), undefined, { route: 'confirm' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Application');
    expect(document.title).toBe(`Your Application | ${en['app.siteName']}`);
  });
});

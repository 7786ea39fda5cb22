import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { useHydrated } from '../../app/ssr/clientValues.tsx';
import type { ApplicationBase, ApplicationParts, ApplyProgramme, ApplySessionFields } from './applyContext.ts';
import type { OwnApplication } from './ApplyIndexRedirect.tsx';
import { ApplyShell, type Read } from './ApplyShell.tsx';
import { ApplyStepper, type ApplyStep } from './ApplyStepper.tsx';

/** How every apply page reads its session and application: from the network, errors told by the page. */
export const applyQueryOptions = { fetchPolicy: 'network-only', context: { silentErrors: true } } as const;
export const applyMutationOptions = { context: { silentErrors: true } } as const;

/** A mutation's answer, or an error when it answered nothing. */
export function answered<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('The mutation answered nothing');
  return value;
}

export interface ApplyActions<A, P> {
  saveDraft: (id: string | null, version: number | null, parts: P) => Promise<A>;
  submit: (id: string, idempotencyKey: string) => Promise<A>;
}

export interface ApplyLayoutConfig<A extends ApplicationBase, P extends ApplicationParts> {
  programme: ApplyProgramme<A, P>;
  /** The step's route of a URL, or null on the index. */
  routeOfPath: (pathname: string) => string | null;
  /** The routes of a draft's forms: a submitted application opens its confirm page instead. */
  formRoutes: readonly string[];
  /** The page title of a route (null: the index). */
  title: (route: string | null) => MessageDescriptor;
  /** The title of a submitted application's read-only page. */
  submittedTitle: MessageDescriptor;
  /**
   * The introduction a step's form opens with (null: none), drawn in its place by the frame before
   * the form exists: the largest text of the first screen is then painted from the server's HTML.
   */
  intro: (route: string | null) => MessageDescriptor | null;
  steps: readonly ApplyStep[];
  /** The keys of the steps whose saved data is complete by the submit rules: the stepper ticks them. */
  completeSteps: (application: A | null, owner: string) => ReadonlySet<string>;
  /** The read-only application shown once registration has closed. */
  summary: (application: A) => ReactNode;
  /**
   * The feature's generated queries: the active session with who applies, the application, and
   * (only when `own` is asked, on a new form) the member's applications of the programme. None
   * while `skip`: the server and the hydrating browser know no member.
   */
  useReads: (
    id: string | null,
    own: boolean,
    skip: boolean,
  ) => { session: Read<{ session: ApplySessionFields | null; owner: string }>; application: Read<A>; own: Read<readonly OwnApplication[]> };
  /** The feature's generated mutations as save and submit. */
  useActions: () => ApplyActions<A, P>;
}

/**
 * A programme's apply layout (spec §2, §4): the session and the application read from the network
 * on every visit (the deadline and the version must be the server's now), in the shared shell with
 * the programme's stepper.
 */
export function applyLayout<A extends ApplicationBase, P extends ApplicationParts>(config: ApplyLayoutConfig<A, P>) {
  return function ApplyLayout() {
    const intl = useIntl();
    const introOf = (message: MessageDescriptor | null) => (message ? intl.formatMessage(message) : null);
    const { pathname } = useLocation();
    const params = useParams();
    const id = params.id && params.id !== 'new' ? params.id : null;
    const route = config.routeOfPath(pathname);
    // The server renders the frame for a visitor and the browser hydrates it as such: the member's
    // reads start once hydrated.
    const hydrated = useHydrated();
    const reads = config.useReads(id, id === null && route !== null && config.formRoutes.includes(route), !hydrated);
    // The mutations' functions change identity between renders; the shell gets stable ones.
    const actions = config.useActions();
    const latest = useRef(actions);
    useEffect(() => {
      latest.current = actions;
    });
    const saveDraft = useCallback<ApplyActions<A, P>['saveDraft']>((...args) => latest.current.saveDraft(...args), []);
    const submit = useCallback<ApplyActions<A, P>['submit']>((...args) => latest.current.submit(...args), []);
    return (
      <ApplyShell
        programme={config.programme}
        id={id}
        route={route}
        formRoutes={config.formRoutes}
        session={reads.session}
        application={reads.application}
        own={reads.own}
        saveDraft={saveDraft}
        submit={submit}
        title={intl.formatMessage(config.title(route))}
        submittedTitle={intl.formatMessage(config.submittedTitle)}
        intro={introOf(config.intro(route))}
        programmeTitle={intl.formatMessage(config.title(null))}
        stepper={(current, submitted) => (
          <ApplyStepper
            steps={config.steps}
            route={current}
            submitted={submitted}
            submittedStep="information"
            completeSteps={config.completeSteps as (application: ApplicationBase | null, owner: string) => ReadonlySet<string>}
          />
        )}
        summary={config.summary}
      />
    );
  };
}

import { startTransition, useContext, useEffect, useState, type ContextType } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLang } from '../../app/i18n/lang.tsx';
import { Stepper } from '../Stepper/index.ts';
import { ApplyContext, type ApplicationBase } from './applyContext.ts';
import { applyMessages } from './messages.ts';

export interface ApplyStep {
  key: string;
  /** The route that shows the step (several steps may share one). */
  route: string;
  label: MessageDescriptor;
}

interface ApplyStepperProps {
  steps: readonly ApplyStep[];
  /** The current route. */
  route: string;
  submitted: boolean;
  /** The step a submitted application's confirm page is: its registration information. */
  submittedStep: string;
  /** The keys of the steps whose saved data is complete by the submit rules (a new application: none). */
  completeSteps: (application: ApplicationBase | null, owner: string) => ReadonlySet<string>;
}

/** The step each route shows as current. */
function currentIndex({ steps, route, submitted, submittedStep }: ApplyStepperProps): number {
  if (route === 'confirm' && submitted) return steps.findIndex((s) => s.key === submittedStep);
  return steps.findIndex((s) => s.route === route);
}

const none: ReadonlySet<string> = new Set();

/**
 * The ticks, worked out in a task of their own once the step has rendered: checking the whole
 * application by the submit rules is the largest single part of an apply page's first render, and
 * the form should not wait for it (Lighthouse's total blocking time). A timer, not
 * useDeferredValue: the step itself renders as the shell's deferred update, in which a deferred
 * value is not deferred again.
 */
function useCompleteSteps(apply: ContextType<typeof ApplyContext>, completeSteps: ApplyStepperProps['completeSteps']): ReadonlySet<string> {
  const [complete, setComplete] = useState(none);
  useEffect(() => {
    if (!apply) return setComplete(none);
    const timer = setTimeout(() => {
      const steps = completeSteps(apply.application, apply.owner);
      startTransition(() => setComplete(steps));
    });
    return () => clearTimeout(timer);
  }, [apply, completeSteps]);
  return complete;
}

/**
 * An application's steps (spec §2): a tick on each step whose saved data is complete, wherever the
 * member entered (an error link opens the first step); while a draft is edited, the steps before
 * the current one link back. Outside the shell's context (the frame drawn before the member and
 * the application are known: on the server, while hydrating, while they are read) it ticks and
 * links nothing.
 */
export function ApplyStepper(props: ApplyStepperProps) {
  const intl = useIntl();
  const lang = useLang();
  const apply = useContext(ApplyContext);
  const { steps, route, submitted, completeSteps } = props;
  const current = currentIndex(props);
  const complete = useCompleteSteps(apply, completeSteps);
  const items = steps.map((step, index) => ({
    key: step.key,
    label: intl.formatMessage(step.label),
    to: apply && !submitted && index < current && step.route !== route ? apply.programme.path(lang, step.route, apply.id) : undefined,
    complete: complete.has(step.key),
  }));
  return <Stepper steps={items} current={current} label={intl.formatMessage(applyMessages.stepsLabel)} />;
}

import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLang } from '../../app/i18n/lang.tsx';
import { Stepper } from '../Stepper/index.ts';
import { useApply } from './applyContext.ts';
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
}

/** The step each route shows as current. */
function currentIndex({ steps, route, submitted, submittedStep }: ApplyStepperProps): number {
  if (route === 'confirm' && submitted) return steps.findIndex((s) => s.key === submittedStep);
  return steps.findIndex((s) => s.route === route);
}

/** An application's steps (spec §2); while a draft is edited, the steps before the current one link back. */
export function ApplyStepper(props: ApplyStepperProps) {
  const intl = useIntl();
  const lang = useLang();
  const { id, programme } = useApply();
  const { steps, route, submitted } = props;
  const current = currentIndex(props);
  const items = steps.map((step, index) => ({
    key: step.key,
    label: intl.formatMessage(step.label),
    to: !submitted && index < current && step.route !== route ? programme.path(lang, step.route, id) : undefined,
  }));
  return <Stepper steps={items} current={current} label={intl.formatMessage(applyMessages.stepsLabel)} />;
}

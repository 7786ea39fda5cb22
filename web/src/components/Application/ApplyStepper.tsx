import { useIntl } from 'react-intl';
import { useLang } from '../../app/i18n/lang.tsx';
import { Stepper } from '../../components/Stepper/index.ts';
import { useApply } from './applyContext.ts';
import { applyPath, applySteps, stepMessages, type ApplyRoute } from './steps.ts';

/** The step each route shows as current: a submitted application's confirm page is its registration information. */
function currentIndex(route: ApplyRoute, submitted: boolean): number {
  if (route === 'confirm' && submitted) return applySteps.findIndex((s) => s.key === 'information');
  return applySteps.findIndex((s) => s.route === route);
}

/** The seven steps of spec §2; while a draft is edited, the steps before the current one link back. */
export function ApplyStepper({ route, submitted }: { route: ApplyRoute; submitted: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const { id } = useApply();
  const current = currentIndex(route, submitted);
  const steps = applySteps.map((step, index) => ({
    key: step.key,
    label: intl.formatMessage(step.label),
    to: !submitted && index < current && step.route !== route ? applyPath(lang, step.route, id) : undefined,
  }));
  return <Stepper steps={steps} current={current} label={intl.formatMessage(stepMessages.label)} />;
}

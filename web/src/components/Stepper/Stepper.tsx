import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './Stepper.module.css';

const messages = defineMessages({
  progress: { id: 'stepper.progress' },
  done: { id: 'stepper.stepDone' },
  label: { id: 'stepper.label' },
});

export interface Step {
  key: string;
  label: string;
  /** Where the step's page is, when the member may go back to it (a completed step). */
  to?: string;
  /**
   * Whether the step's data is complete, wherever it stands (an application's steps: a later step
   * already filled in, an earlier one still missing something). Unset, the steps before the
   * current one are the completed ones.
   */
  complete?: boolean;
}

interface StepperProps {
  steps: readonly Step[];
  /** The index of the current step. */
  current: number;
  /** The list's accessible name ("Registration steps"); "Progress" unless given. */
  label?: string;
}

/**
 * Where the member is in a flow (spec §2): an ordered list, the current step `aria-current="step"`,
 * completed steps ticked and said as such. Up to four steps show their labels on every screen; more
 * (the seven of an application) fold on a phone into "Step 2 of 7 · Proposal information" over dots.
 */
export function Stepper({ steps, current, label }: StepperProps) {
  const intl = useIntl();
  const currentStep = steps[current];
  return (
    <div className={styles.stepper} data-many={steps.length > 4 || undefined}>
      {currentStep ? (
        <p className={styles.compact} aria-hidden="true">
          {intl.formatMessage(messages.progress, { current: current + 1, total: steps.length })} · {currentStep.label}
        </p>
      ) : null}
      <ol className={styles.steps} aria-label={label ?? intl.formatMessage(messages.label)}>
        {steps.map((step, index) => {
          const state = index === current ? 'current' : (step.complete ?? index < current) ? 'done' : 'next';
          const content = (
            <>
              {/* The number or tick is drawn by CSS: the step's text is its label alone. */}
              <span className={styles.marker} aria-hidden="true" data-marker={state === 'done' ? '✓' : index + 1} />
              <span className={styles.label}>
                {state === 'done'
                  ? intl.formatMessage(messages.done, { label: step.label, hidden: (chunks) => <span key="hidden" className="visually-hidden">{chunks}</span> })
                  : step.label}
              </span>
            </>
          );
          return (
            <li key={step.key} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              {step.to && state !== 'current' ? (
                <Link to={step.to} className={styles.link}>
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

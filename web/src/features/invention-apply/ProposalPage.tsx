import { useId } from 'react';
import { competition, competitionFileRules, competitionLevels, competitionThemes, sdgGoals } from '@yip/rules';
import { useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/i18n/lang.tsx';
import { CheckboxGroupField, RadioGroupField } from '../../components/Form/ChoiceFields.tsx';
import { CountedTextField } from '../../components/Form/CountedTextField.tsx';
import { describedBy, FieldMessage, RequiredMark, useFieldError } from '../../components/Form/Field.tsx';
import { FileField } from '../../components/Form/FileField.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextAreaField } from '../../components/Form/TextFields.tsx';
import { levelLabels, proposalLabels, themeLabels } from '../../components/Application/invention/labels.ts';
import { proposalSchema } from './schema.ts';
import { sdgOptionLabel } from '../../components/Application/invention/sdgs.ts';
import type { Application, InventionParts } from './programme.ts';
import { neighbours } from './steps.ts';
import { StepActions } from '../../components/Application/StepActions.tsx';
import { APPLY_FORM_ID, useStepForm } from '../../components/Application/useStepForm.ts';
import styles from '../../components/Application/Apply.module.css';
import formStyles from '../../components/Form/Form.module.css';

const schemas = { draft: proposalSchema('draft'), complete: proposalSchema('complete') };

/**
 * The designated theme: one radio group over the two main themes, each a fieldset of its two
 * designated themes, so the main theme is read from the choice (spec §3).
 */
function ThemeField() {
  const intl = useIntl();
  const id = useId();
  const { register } = useFormContext();
  const error = useFieldError('main');
  return (
    <fieldset
      role="radiogroup"
      className={formStyles.group}
      aria-invalid={error ? true : undefined}
      aria-required
      aria-describedby={describedBy(`${id}-hint`, error && `${id}-error`)}
    >
      <legend className={formStyles.label}>
        {intl.formatMessage(proposalLabels.main)}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {intl.formatMessage(proposalLabels.mainHint)}
      </p>
      <div className={styles.themes}>
        {(Object.keys(competitionThemes) as (keyof typeof competitionThemes)[]).map((theme) => (
          <fieldset key={theme} className={styles.theme}>
            <legend className={styles.themeTitle}>{intl.formatMessage(themeLabels[theme])}</legend>
            {competitionThemes[theme].map((main) => (
              <label key={main} className={formStyles.check}>
                <input type="radio" className={formStyles.checkbox} value={main} {...register('main')} />
                <span>{intl.formatMessage(themeLabels[main])}</span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Step 2, proposal information (spec §3, §5). */
export default function ProposalPage() {
  const intl = useIntl();
  const lang = useLang();
  const step = useStepForm<Application, InventionParts, 'proposal'>({ part: 'proposal', route: 'proposal', next: neighbours.proposal.next, schemas });
  const sdgOptions = sdgGoals.map((goal) => ({ value: goal, label: sdgOptionLabel(goal, lang) }));
  const levels = competitionLevels.map((level) => ({ value: level, label: intl.formatMessage(levelLabels[level]) }));
  return (
    <Form form={step.form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={step.submitNext} className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(proposalLabels.intro)}</p>
      <CountedTextField name="name" label={intl.formatMessage(proposalLabels.name)} max={competition.proposalTitleMax} autoComplete="off" required />
      <RadioGroupField name="level" legend={intl.formatMessage(proposalLabels.level)} options={levels} inline required />
      <ThemeField />
      <CheckboxGroupField name="subs" legend={intl.formatMessage(proposalLabels.subs)} hint={intl.formatMessage(proposalLabels.subsHint)} options={sdgOptions} required />
      <TextAreaField name="abstract" label={intl.formatMessage(proposalLabels.abstract)} max={competition.abstractMax} rows={8} required />
      <FileField name="pdfFile" label={intl.formatMessage(proposalLabels.pdfFile)} hint={intl.formatMessage(proposalLabels.planHint)} rule={competitionFileRules.proposalPdf} required />
      <StepActions previous={neighbours.proposal.previous} onSaveDraft={step.saveDraft} onNext={step.beforeNext} conflict={step.conflict} onReload={() => void step.reload()} />
    </Form>
  );
}

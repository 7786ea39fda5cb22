import { competition, competitionFileRules, competitionReferralSources } from '@yip/rules';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { CheckboxGroupField } from '../../components/Form/ChoiceFields.tsx';
import { CountedTextField } from '../../components/Form/CountedTextField.tsx';
import { FileField } from '../../components/Form/FileField.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/Form/TextFields.tsx';
import { referralDetailLabels, referralLabels, teamLabels } from './labels.ts';
import { teamSchema } from './schema.ts';
import { neighbours } from './steps.ts';
import { StepActions } from './StepActions.tsx';
import { TeamPeople } from './TeamPeople.tsx';
import { APPLY_FORM_ID, useStepForm } from './useStepForm.ts';
import { referralDetailSources, teamValues, type TeamValues } from './values.ts';
import styles from './Apply.module.css';

const schemas = { draft: teamSchema('draft'), complete: teamSchema('complete') };

/** A server problem at `refers.N` is about the Nth ticked option: its detail field when it has one. */
function fieldOf(inner: string, values: TeamValues): string {
  const referral = /^refers\.(\d+)$/.exec(inner);
  if (!referral) return inner;
  const source = values.refers[Number(referral[1])];
  return source && (referralDetailSources as readonly string[]).includes(source) ? `referDetails.${source}` : 'refers';
}

/** The options with a typed suffix ask for it once ticked (spec §3). */
function ReferralDetails() {
  const intl = useIntl();
  const ticked = (useWatch({ name: 'refers' }) as string[] | undefined) ?? [];
  const shown = referralDetailSources.filter((source) => ticked.includes(source));
  if (shown.length === 0) return null;
  return (
    <div className={styles.details}>
      {shown.map((source) => (
        <TextField key={source} name={`referDetails.${source}`} label={intl.formatMessage(referralDetailLabels[source as keyof typeof referralDetailLabels])} required />
      ))}
    </div>
  );
}

/** Step 1, team information (spec §3, §5). */
export default function TeamPage() {
  const intl = useIntl();
  const step = useStepForm<TeamValues>({ part: 'team', route: 'team-data', next: neighbours['team-data'].next, schemas, fromApplication: teamValues, fieldOf });
  const options = competitionReferralSources.map((source) => ({ value: source, label: intl.formatMessage(referralLabels[source]) }));
  return (
    <Form form={step.form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={step.submitNext} className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(teamLabels.intro)}</p>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(teamLabels.basics)}</legend>
        <CountedTextField name="name" label={intl.formatMessage(teamLabels.name)} max={competition.teamNameMax} autoComplete="off" required />
        <FileField name="previewImg" label={intl.formatMessage(teamLabels.previewImg)} hint={intl.formatMessage(teamLabels.photoHint)} rule={competitionFileRules.previewImg} required />
        <TextField name="school" label={intl.formatMessage(teamLabels.school)} hint={intl.formatMessage(teamLabels.schoolHint)} autoComplete="off" required />
        <CheckboxGroupField name="refers" legend={intl.formatMessage(teamLabels.refers)} hint={intl.formatMessage(teamLabels.refersHint)} options={options} inline required />
        <ReferralDetails />
      </fieldset>
      <TeamPeople />
      <StepActions previous={neighbours['team-data'].previous} onSaveDraft={step.saveDraft} onNext={step.beforeNext} conflict={step.conflict} onReload={() => void step.reload()} />
    </Form>
  );
}

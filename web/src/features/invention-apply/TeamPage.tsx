import { competition, competitionFileRules, competitionReferralSources } from '@yip/rules';
import { useIntl } from 'react-intl';
import { ReferralField, referralFieldOf } from '../../components/Application/referrals.tsx';
import { StepActions } from '../../components/Application/StepActions.tsx';
import { APPLY_FORM_ID, useStepForm } from '../../components/Application/useStepForm.ts';
import { CountedTextField } from '../../components/Form/CountedTextField.tsx';
import { FileField } from '../../components/Form/FileField.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/Form/TextFields.tsx';
import { teamLabels } from '../../components/Application/invention/labels.ts';
import type { Application, InventionParts } from './programme.ts';
import { teamSchema } from './schema.ts';
import { neighbours } from './steps.ts';
import { TeamPeople } from './TeamPeople.tsx';
import type { TeamValues } from './values.ts';
import styles from '../../components/Application/Apply.module.css';

const schemas = { draft: teamSchema('draft'), complete: teamSchema('complete') };

const fieldOf = (inner: string, values: TeamValues) => referralFieldOf(inner, values) ?? inner;

/** Step 1, team information (spec §3, §5). */
export default function TeamPage() {
  const intl = useIntl();
  const step = useStepForm<Application, InventionParts, 'team'>({ part: 'team', route: 'team-data', next: neighbours['team-data'].next, schemas, fieldOf });
  return (
    <Form form={step.form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={step.submitNext} className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(teamLabels.intro)}</p>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(teamLabels.basics)}</legend>
        <CountedTextField name="name" label={intl.formatMessage(teamLabels.name)} max={competition.teamNameMax} autoComplete="off" required />
        <FileField name="previewImg" label={intl.formatMessage(teamLabels.previewImg)} hint={intl.formatMessage(teamLabels.photoHint)} rule={competitionFileRules.previewImg} required />
        <TextField name="school" label={intl.formatMessage(teamLabels.school)} hint={intl.formatMessage(teamLabels.schoolHint)} autoComplete="off" required />
        <ReferralField sources={competitionReferralSources} legend={intl.formatMessage(teamLabels.refers)} hint={intl.formatMessage(teamLabels.refersHint)} />
      </fieldset>
      <TeamPeople />
      <StepActions previous={neighbours['team-data'].previous} onSaveDraft={step.saveDraft} onNext={step.beforeNext} conflict={step.conflict} onReload={() => void step.reload()} />
    </Form>
  );
}

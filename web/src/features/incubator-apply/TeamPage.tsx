import { useMemo } from 'react';
import { incubatorReferralSources, incubatorTeamTypes } from '@yip/rules';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { ReferralField, referralFieldOf } from '../../components/Application/referrals.tsx';
import { StepActions } from '../../components/Application/StepActions.tsx';
import { currentPart } from '../../components/Application/useSaveApplication.ts';
import { APPLY_FORM_ID, useStepForm } from '../../components/Application/useStepForm.ts';
import { RadioGroupField } from '../../components/Form/ChoiceFields.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextField } from '../../components/Form/TextFields.tsx';
import { teamLabels, typeLabels } from '../../components/Application/incubator/labels.ts';
import { useIncubatorApply, type Application, type IncubatorParts } from './programme.ts';
import { teamSchema } from './schema.ts';
import { TeamMembers } from './TeamMembers.tsx';
import type { TeamValues } from './values.ts';
import styles from '../../components/Application/Apply.module.css';

const fieldOf = (inner: string, values: TeamValues) => referralFieldOf(inner, values) ?? inner;

/** The country: asked of an Asia-Pacific team (the group is chosen on the proposal step), or once given. */
function CountryField({ asiaPacific }: { asiaPacific: boolean }) {
  const intl = useIntl();
  const country = useWatch({ name: 'country' }) as string | undefined;
  if (!asiaPacific && !country) return null;
  return <TextField name="country" label={intl.formatMessage(teamLabels.country)} hint={intl.formatMessage(teamLabels.countryHint)} autoComplete="country-name" required={asiaPacific} />;
}

/** Step 1, contact information (spec §3, §5): the organisation, the team and its members. */
export default function TeamPage() {
  const intl = useIntl();
  const apply = useIncubatorApply();
  const asiaPacific = currentPart(apply, 'proposal').property === 'asia_pacific';
  const applyEnd = apply.session?.applyEnd;
  const schemas = useMemo(
    () => ({ draft: teamSchema('draft'), complete: teamSchema('complete', { applyEnd, asiaPacific }) }),
    [applyEnd, asiaPacific],
  );
  const step = useStepForm<Application, IncubatorParts, 'team'>({ part: 'team', route: 'team-data', next: 'proposal', schemas, fieldOf });
  const types = incubatorTeamTypes.map((type) => ({ value: type, label: intl.formatMessage(typeLabels[type]) }));
  return (
    <Form form={step.form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={step.submitNext} className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(teamLabels.intro)}</p>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{intl.formatMessage(teamLabels.organisation)}</legend>
        <TextField name="organizeName" label={intl.formatMessage(teamLabels.organizeName)} hint={intl.formatMessage(teamLabels.organizeNameHint)} autoComplete="organization" required />
        <RadioGroupField name="type" legend={intl.formatMessage(teamLabels.type)} options={types} required />
        <div className={styles.grid}>
          <TextField name="city" label={intl.formatMessage(teamLabels.city)} autoComplete="address-level2" required />
          <TextField name="taxId" label={intl.formatMessage(teamLabels.taxId)} hint={intl.formatMessage(teamLabels.taxIdHint)} inputMode="numeric" autoComplete="off" />
        </div>
        <CountryField asiaPacific={asiaPacific} />
        <TextField name="name" label={intl.formatMessage(teamLabels.name)} autoComplete="off" required />
        <ReferralField sources={incubatorReferralSources} legend={intl.formatMessage(teamLabels.refers)} hint={intl.formatMessage(teamLabels.refersHint)} />
      </fieldset>
      <TeamMembers applyEnd={applyEnd ?? null} timeZone={apply.session?.timeZone ?? 'Asia/Taipei'} />
      <StepActions previous={null} onSaveDraft={step.saveDraft} onNext={step.beforeNext} conflict={step.conflict} onReload={() => void step.reload()} />
    </Form>
  );
}

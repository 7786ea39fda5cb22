import { incubator, incubatorFileRules, incubatorIssueValues, incubatorProperties, type IncubatorProperty } from '@yip/rules';
import { documentParagraphs } from '@yip/rules/rich-text';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { StepActions } from '../../components/Application/StepActions.tsx';
import { currentPart } from '../../components/Application/useSaveApplication.ts';
import { APPLY_FORM_ID, useStepForm } from '../../components/Application/useStepForm.ts';
import { RadioGroupField, SelectField } from '../../components/Form/ChoiceFields.tsx';
import { CountedTextField } from '../../components/Form/CountedTextField.tsx';
import { FileField } from '../../components/Form/FileField.tsx';
import { Form } from '../../components/Form/Form.tsx';
import { TextAreaField } from '../../components/Form/TextFields.tsx';
import { issueLabels, proposalLabels, propertyLabels } from '../../components/Application/incubator/labels.ts';
import { useIncubatorApply, type Application, type IncubatorParts } from './programme.ts';
import { proposalSchema } from './schema.ts';
import { applyPath } from './steps.ts';
import { useIncubatorEligibilityQuery, type IncubatorEligibilityQuery } from './incubatorApply.generated.ts';
import styles from '../../components/Application/Apply.module.css';

const schemas = { draft: proposalSchema('draft'), complete: proposalSchema('complete') };

type Section = IncubatorEligibilityQuery['incubatorPage']['sections'][number];

/** Each group's eligibility statement, from the incubator page's content. */
function statementOf(sections: readonly Section[], property: IncubatorProperty) {
  const section = sections.find((s) => s.anchor === 'ELIGIBILITY' && s.group === property.toUpperCase());
  if (!section) return undefined;
  // Shown inside the choice's description: its words as paragraphs, without headings or lists.
  return documentParagraphs(section.body).map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

/** An Asia-Pacific team names its country on the contact step; until then, a way back to it. */
function CountryNeeded() {
  const intl = useIntl();
  const lang = useLang();
  const apply = useIncubatorApply();
  const property = useWatch({ name: 'property' }) as string | undefined;
  if (property !== 'asia_pacific' || currentPart(apply, 'team').country) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{intl.formatMessage(proposalLabels.countryNeeded)}</p>
      <Link to={applyPath(lang, 'team-data', apply.id)} className="button button-secondary">
        {intl.formatMessage(proposalLabels.toContact)}
      </Link>
    </div>
  );
}

/** Step 2, proposal data (spec §3, §5): the group with its eligibility, the summary, the plan and the photo. */
export default function ProposalPage() {
  const intl = useIntl();
  const step = useStepForm<Application, IncubatorParts, 'proposal'>({ part: 'proposal', route: 'proposal', next: 'confirm', schemas });
  const { data } = useIncubatorEligibilityQuery();
  const sections = data?.incubatorPage.sections ?? [];
  const properties = incubatorProperties.map((property) => ({
    value: property,
    label: intl.formatMessage(propertyLabels[property]),
    description: statementOf(sections, property),
  }));
  const issues = incubatorIssueValues.map((issue) => ({ value: issue, label: intl.formatMessage(issueLabels[issue]) }));
  const { width, height } = incubator.photoRecommendedPx;
  return (
    <Form form={step.form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={step.submitNext} className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(proposalLabels.intro)}</p>
      <CountedTextField name="name" label={intl.formatMessage(proposalLabels.name)} max={incubator.projectNameMax} autoComplete="off" required />
      <RadioGroupField name="property" legend={intl.formatMessage(proposalLabels.property)} hint={intl.formatMessage(proposalLabels.propertyHint)} options={properties} required />
      <CountryNeeded />
      <TextAreaField name="abstract" label={intl.formatMessage(proposalLabels.abstract)} max={incubator.summaryMax} rows={10} required />
      <SelectField name="issue" label={intl.formatMessage(proposalLabels.issue)} options={issues} required />
      <FileField name="pdfFile" label={intl.formatMessage(proposalLabels.pdfFile)} hint={intl.formatMessage(proposalLabels.planHint)} rule={incubatorFileRules.proposalPdf} required />
      <FileField
        name="img"
        label={intl.formatMessage(proposalLabels.img)}
        hint={intl.formatMessage(proposalLabels.photoHint, { min: incubatorFileRules.proposalImg.minSidePx, width, height })}
        rule={incubatorFileRules.proposalImg}
        required
      />
      <StepActions previous="team-data" onSaveDraft={step.saveDraft} onNext={step.beforeNext} conflict={step.conflict} onReload={() => void step.reload()} />
    </Form>
  );
}

import { competition } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLang } from '../../app/i18n/lang.tsx';
import { CheckboxField } from '../../components/Form/ChoiceFields.tsx';
import { Form, useSchemaForm } from '../../components/Form/Form.tsx';
import { StepActions } from '../../components/Application/StepActions.tsx';
import { APPLY_FORM_ID } from '../../components/Application/useStepForm.ts';
import { hasUnsavedParts, useSaveApplication, useSaveUnsavedOnIdle } from '../../components/Application/useSaveApplication.ts';
import { useInventionApply, type Application, type InventionParts } from './programme.ts';
import { applyPath, neighbours } from './steps.ts';
import { agreeToTerms, hasAgreed } from './terms.ts';
import styles from '../../components/Application/Apply.module.css';

const messages = defineMessages({
  termsTitle: { id: 'inventionApply.terms.title' },
  terms1: { id: 'inventionApply.terms.1' },
  terms2: { id: 'inventionApply.terms.2' },
  terms3: { id: 'inventionApply.terms.3' },
  terms4: { id: 'inventionApply.terms.4' },
  terms5: { id: 'inventionApply.terms.5' },
  attentionTitle: { id: 'inventionApply.attention.title' },
  attention1: { id: 'inventionApply.attention.1' },
  attention2: { id: 'inventionApply.attention.2' },
  attention3: { id: 'inventionApply.attention.3' },
  attention4: { id: 'inventionApply.attention.4' },
  agree: { id: 'inventionApply.terms.agree' },
});

const terms = [messages.terms1, messages.terms2, messages.terms3, messages.terms4, messages.terms5];
const attention = [messages.attention1, messages.attention2, messages.attention3, messages.attention4];

const schema = z.object({ agree: z.literal(true, { error: 'inventionApply.terms.agreeRequired' }) });

/**
 * Steps 3 and 4, competition terms and attention: read, tick "I have read and agree", then Next.
 * Nothing of the application is typed here, but what other steps left unsaved is saved with Next
 * and "Save draft".
 */
export default function TermsPage() {
  const intl = useIntl();
  const lang = useLang();
  const navigate = useNavigate();
  const apply = useInventionApply();
  const { save, conflict, reload } = useSaveApplication<Application, InventionParts>();
  const form = useSchemaForm(schema, { agree: hasAgreed(apply.owner, apply.id) as true });
  useSaveUnsavedOnIdle(save);

  const saveDraft = async () => {
    const { saved } = await save({}, { announce: true });
    if (saved && apply.id === null) navigate(applyPath(lang, 'terms', saved.id), { replace: true });
  };

  const next = async () => {
    let id = apply.id;
    if (id === null || hasUnsavedParts(apply)) {
      const { saved } = await save({});
      if (!saved) throw new Error('not saved');
      id = saved.id;
    }
    agreeToTerms(apply.owner, id);
    navigate(applyPath(lang, neighbours.terms.next, id));
  };

  const values = { teachers: competition.teachers.max, members: `${competition.members.min}–${competition.members.max}`, teams: competition.teamsPerPerson };
  return (
    <Form form={form} id={APPLY_FORM_ID} labelledBy="apply-title" onSubmit={next} className={styles.form}>
      <section className={styles.terms} aria-labelledby="terms-title">
        <h2 id="terms-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.termsTitle)}
        </h2>
        <ol>
          {terms.map((term) => (
            <li key={term.id}>{intl.formatMessage(term, values)}</li>
          ))}
        </ol>
      </section>
      <section className={styles.terms} aria-labelledby="attention-title">
        <h2 id="attention-title" className={styles.sectionTitle}>
          {intl.formatMessage(messages.attentionTitle)}
        </h2>
        <ul>
          {attention.map((note) => (
            <li key={note.id}>{intl.formatMessage(note, values)}</li>
          ))}
        </ul>
      </section>
      <CheckboxField name="agree" label={intl.formatMessage(messages.agree)} />
      <StepActions previous={neighbours.terms.previous} onSaveDraft={() => void saveDraft()} onNext={() => undefined} conflict={conflict} onReload={() => void reload()} />
    </Form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { incubatorFileRules, ruleMessage } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { useLang } from '../../app/i18n/lang.tsx';
import { useLoading } from '../../app/loading/LoadingProvider.tsx';
import { localPath } from '../../app/paths.ts';
import { useToast } from '../../app/toast/ToastProvider.tsx';
import { toApplyFailure } from '../../components/Application/failures.ts';
import { usePassed } from '../../components/Application/usePassed.ts';
import { FileField } from '../../components/Form/FileField.tsx';
import { formatBytes } from '../../components/Form/formatBytes.ts';
import { Form, useSchemaForm } from '../../components/Form/Form.tsx';
import { Registration } from '../../components/Registration/Registration.tsx';
import { useFinal } from './FinalLayout.tsx';
import { useUploadIncubatorFinalMutation } from './incubatorFinal.generated.ts';
import { uploadFailureText } from './uploadFailure.ts';
import styles from '../../components/Application/Apply.module.css';

const messages = defineMessages({
  intro: { id: 'incubatorFinal.intro' },
  file: { id: 'incubatorFinal.file' },
  fileHint: { id: 'incubatorFinal.fileHint' },
  once: { id: 'incubatorFinal.once' },
  continue: { id: 'incubatorFinal.continue' },
  confirmTitle: { id: 'incubatorFinal.confirm.title' },
  confirmBody: { id: 'incubatorFinal.confirm.body' },
  confirmUpload: { id: 'incubatorFinal.confirm.upload' },
  confirmBack: { id: 'incubatorFinal.confirm.back' },
  notOpen: { id: 'incubatorFinal.notOpen' },
  list: { id: 'incubatorFinal.list' },
  deadline: { id: 'incubatorFinal.deadline' },
  countdown: { id: 'incubatorFinal.countdown' },
  closed: { id: 'incubatorFinal.closed' },
  closedBody: { id: 'incubatorFinal.closedBody' },
});

// Only a file just chosen: the final upload keeps nothing from before.
const schema = z.object({ file: z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, { error: ruleMessage.fileRequired }) });

/**
 * Step 1, upload (spec §4, §5): one PDF of at most 10 MB, checked before sending, only while the
 * team is invited to the final (FINAL_UPLOAD) and before the final-upload end. The file cannot be
 * replaced afterwards, so a confirmation step says so before anything is sent.
 */
export default function UploadPage() {
  const intl = useIntl();
  const lang = useLang();
  const { application } = useFinal();
  const { session } = application;
  const passed = usePassed(session.finalUploadEnd);
  const listPath = localPath(lang, 'user', 'incubator-list');

  if (application.status === 'FINAL_ENTERED') return <Navigate to={localPath(lang, 'incubator-final', 'complete', application.id)} replace />;
  if (application.status !== 'FINAL_UPLOAD') {
    return (
      <div className={styles.form}>
        <p>{intl.formatMessage(messages.notOpen)}</p>
        <div className={styles.actions}>
          <Link to={listPath} className="button button-secondary">
            {intl.formatMessage(messages.list)}
          </Link>
        </div>
      </div>
    );
  }
  const deadline = { name: session.name, applyStart: session.finalUploadEnd, applyEnd: session.finalUploadEnd, isOpen: session.isFinalUploadOpen && !passed, timeZone: session.timeZone };
  const texts = { deadline: messages.deadline, countdown: messages.countdown, closed: messages.closed, closedBody: messages.closedBody };
  return (
    <>
      <aside className={styles.deadline} aria-label={intl.formatMessage(messages.deadline)}>
        <Registration session={deadline} texts={texts} compact />
      </aside>
      {deadline.isOpen ? <UploadForm /> : null}
    </>
  );
}

function UploadForm() {
  const intl = useIntl();
  const lang = useLang();
  const toast = useToast();
  const loading = useLoading();
  const navigate = useNavigate();
  const { application, reload } = useFinal();
  const form = useSchemaForm(schema, { file: undefined as unknown as File });
  const [chosen, setChosen] = useState<File | null>(null);
  const [mutate] = useUploadIncubatorFinalMutation({ context: { silentErrors: true } });
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  // The confirmation is read first; nothing is sent until its button is pressed on purpose.
  useEffect(() => {
    if (chosen) confirmTitle.current?.focus();
  }, [chosen]);

  const upload = async (file: File) => {
    try {
      await loading.track(mutate({ variables: { id: application.id, file } }));
      navigate(localPath(lang, 'incubator-final', 'complete', application.id));
    } catch (error) {
      const failure = toApplyFailure(error);
      setChosen(null);
      toast.show(uploadFailureText(failure, intl), 'error');
      // A refusal may come from a moved status or deadline: the page then says where it stands.
      if (failure.code === 'CONFLICT' || failure.code === 'REGISTRATION_CLOSED') await reload();
    }
  };

  if (chosen) {
    return (
      <section className={styles.form} aria-labelledby="final-confirm-title">
        <h2 id="final-confirm-title" ref={confirmTitle} className={styles.sectionTitle} tabIndex={-1}>
          {intl.formatMessage(messages.confirmTitle)}
        </h2>
        <p id="final-confirm-body" className={styles.notice}>
          {intl.formatMessage(messages.confirmBody, { name: chosen.name, size: formatBytes(intl, chosen.size) })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={`button button-secondary ${styles.previous}`} onClick={() => setChosen(null)}>
            {intl.formatMessage(messages.confirmBack)}
          </button>
          <button type="button" className="button button-primary" onClick={() => void upload(chosen)}>
            {intl.formatMessage(messages.confirmUpload)}
          </button>
        </div>
      </section>
    );
  }

  return (
    <Form form={form} labelledBy="final-title" onSubmit={async ({ file }) => setChosen(file)} className={styles.form}>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <p className={styles.notice}>{intl.formatMessage(messages.once)}</p>
      <FileField name="file" label={intl.formatMessage(messages.file)} hint={intl.formatMessage(messages.fileHint)} rule={incubatorFileRules.finalPdf} required />
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {intl.formatMessage(messages.continue)}
        </button>
      </div>
    </Form>
  );
}

import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';
import { TaipeiTime } from '../../components/Application/RegistrationFacts.tsx';
import { FileLink, Row } from '../../components/Application/Summary.tsx';
import type { Application } from './programme.ts';

const messages = defineMessages({
  finalFile: { id: 'incubatorFinal.file' },
  finalAt: { id: 'incubatorFinal.uploadedAt' },
  upload: { id: 'incubatorFinal.uploadLink' },
});

/** A submitted application's final round: the link to upload while it may, the kept file once uploaded. */
export function FinalFileRows({ application }: { application: Application }) {
  const intl = useIntl();
  const lang = useLang();
  if (application.status === 'FINAL_UPLOAD') {
    return (
      <Row label={intl.formatMessage(messages.finalFile)}>
        <Link to={localPath(lang, 'incubator-final', 'upload', application.id)}>{intl.formatMessage(messages.upload)}</Link>
      </Row>
    );
  }
  if (!application.finalFile) return null;
  return (
    <>
      <Row label={intl.formatMessage(messages.finalFile)}>
        <FileLink file={application.finalFile} />
      </Row>
      {application.finalSubmittedAt ? (
        <Row label={intl.formatMessage(messages.finalAt)}>
          <TaipeiTime instant={application.finalSubmittedAt} timeZone={application.session.timeZone} />
        </Row>
      ) : null}
    </>
  );
}

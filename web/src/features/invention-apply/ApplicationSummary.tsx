import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { formatBytes } from '../../components/Form/FileField.tsx';
import type { Application } from './applyContext.ts';
import { themeOf, type CompetitionMainTheme } from '@yip/rules';
import { levelLabels, personLabels, proposalLabels, referralLabels, teamLabels, themeLabels } from './labels.ts';
import { sdgNames } from './sdgs.ts';
import { applyPath, stepMessages, type ApplyRoute } from './steps.ts';
import type { StoredFileFieldsFragment } from './inventionApply.generated.ts';
import styles from './Apply.module.css';

const messages = defineMessages({
  edit: { id: 'inventionApply.summary.edit' },
  empty: { id: 'inventionApply.summary.empty' },
  download: { id: 'inventionApply.summary.download' },
});

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A stored file as its name, a download link (short-lived, signed) and its size. */
function FileLink({ file }: { file: StoredFileFieldsFragment | null }) {
  const intl = useIntl();
  if (!file) return <Empty />;
  return (
    <>
      <a href={file.downloadUrl} download={file.name} className={styles.fileLink}>
        {file.name}
        <span className="visually-hidden"> ({intl.formatMessage(messages.download)})</span>
      </a>{' '}
      <span className={styles.muted}>({formatBytes(intl, file.size)})</span>
    </>
  );
}

function Empty() {
  const intl = useIntl();
  return <span className={styles.muted}>{intl.formatMessage(messages.empty)}</span>;
}

const text = (value: string | null) => (value ? value : <Empty />);

function Part({ id, title, edit, children }: { id: string; title: string; edit: string | null; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className={styles.summaryPart} aria-labelledby={id}>
      <div className={styles.summaryHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {edit ? (
          <Link to={edit} className="button button-secondary" aria-describedby={id}>
            {intl.formatMessage(messages.edit)}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/**
 * Everything the application holds, read-only (the confirmation page, a submitted application,
 * an application after the deadline); `editable` adds an "Edit" link back to each step.
 */
export function ApplicationSummary({ application, editable = false }: { application: Application; editable?: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const { team, proposal } = application;
  const editOf = (route: ApplyRoute) => (editable ? applyPath(lang, route, application.id) : null);
  const f = intl.formatMessage;
  return (
    <div className={styles.summary}>
      <Part id="summary-team" title={f(stepMessages.team)} edit={editOf('team-data')}>
        <dl className={styles.facts}>
          <Row label={f(teamLabels.name)}>{text(team.name)}</Row>
          <Row label={f(teamLabels.previewImg)}>
            <FileLink file={team.previewImg} />
          </Row>
          <Row label={f(teamLabels.school)}>{text(team.school)}</Row>
          <Row label={f(teamLabels.refers)}>
            {team.refers.length === 0 ? (
              <Empty />
            ) : (
              team.refers
                .map((r) => {
                  const key = r.source.toLowerCase() as keyof typeof referralLabels;
                  const label = referralLabels[key] ? f(referralLabels[key]) : r.source;
                  return r.detail ? `${label}: ${r.detail}` : label;
                })
                .join(intl.locale.startsWith('zh') ? '、' : ', ')
            )}
          </Row>
        </dl>
        <h3 className={styles.peopleTitle}>{f(teamLabels.teachers)}</h3>
        <ol className={styles.people}>
          {team.teachers.map((teacher, index) => (
            <li key={index}>
              <p className={styles.personName}>{f(teamLabels.teacher, { n: index + 1 })}</p>
              <dl className={styles.facts}>
                <Row label={f(personLabels.name)}>{text(teacher.name)}</Row>
                <Row label={f(personLabels.title)}>{text(teacher.title)}</Row>
                <Row label={f(personLabels.phone)}>{text(teacher.phone)}</Row>
                <Row label={f(personLabels.email)}>{text(teacher.email)}</Row>
              </dl>
            </li>
          ))}
        </ol>
        <h3 className={styles.peopleTitle}>{f(teamLabels.members)}</h3>
        <ol className={styles.people}>
          {team.members.map((member, index) => (
            <li key={index}>
              <p className={styles.personName}>
                {f(teamLabels.member, { n: index + 1 })}
                {member.isLeader ? ` (${f(teamLabels.leader)})` : ''}
              </p>
              <dl className={styles.facts}>
                <Row label={f(personLabels.name)}>{text(member.name)}</Row>
                <Row label={f(personLabels.mobile)}>{text(member.phone)}</Row>
                <Row label={f(personLabels.email)}>{text(member.email)}</Row>
                <Row label={f(personLabels.department)}>{text(member.department)}</Row>
                <Row label={f(personLabels.grade)}>{text(member.grade)}</Row>
                <Row label={f(personLabels.pdfFile)}>
                  <FileLink file={member.pdfFile} />
                </Row>
              </dl>
            </li>
          ))}
        </ol>
      </Part>
      <Part id="summary-proposal" title={f(stepMessages.proposal)} edit={editOf('proposal')}>
        <dl className={styles.facts}>
          <Row label={f(proposalLabels.name)}>{text(proposal.name)}</Row>
          <Row label={f(proposalLabels.level)}>{proposal.level ? f(levelLabels[proposal.level === 'COLLEGE' ? 'college' : 'vocational']) : <Empty />}</Row>
          <Row label={f(proposalLabels.main)}>{proposal.main ? themeLabel(proposal.main, f) : <Empty />}</Row>
          <Row label={f(proposalLabels.subs)}>
            {proposal.subs.length === 0 ? <Empty /> : proposal.subs.map((goal) => `${goal}. ${sdgNames[goal]?.[lang] ?? ''}`).join(intl.locale.startsWith('zh') ? '、' : ', ')}
          </Row>
          <Row label={f(proposalLabels.abstract)}>{proposal.abstract ? <span className={styles.abstract}>{proposal.abstract}</span> : <Empty />}</Row>
          <Row label={f(proposalLabels.pdfFile)}>
            <FileLink file={proposal.pdfFile} />
          </Row>
        </dl>
      </Part>
    </div>
  );
}

/** "Medical · Long-term care 2.0": the main theme read from the designated one. */
function themeLabel(main: string, f: ReturnType<typeof useIntl>['formatMessage']): string {
  const designated = main.toLowerCase() as CompetitionMainTheme;
  return `${f(themeLabels[themeOf(designated)])} · ${f(themeLabels[designated])}`;
}

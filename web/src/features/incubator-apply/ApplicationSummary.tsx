import { useIntl } from 'react-intl';
import { useLang } from '../../app/i18n/lang.tsx';
import { referralText } from '../../components/Application/referrals.tsx';
import { Empty, FileLink, People, Row, SummaryPart, textOrEmpty as text } from '../../components/Application/Summary.tsx';
import { issueLabels, memberLabels, proposalLabels, propertyLabels, teamLabels, typeLabels } from './labels.ts';
import type { Application } from './programme.ts';
import { applyPath, stepMessages, type ApplyRoute } from './steps.ts';
import { proposalValues, teamValues } from './values.ts';
import styles from '../../components/Application/Apply.module.css';

/**
 * Everything the application holds, read-only (the confirmation page, a submitted application,
 * an application after the deadline); `editable` adds an "Edit" link back to each step.
 */
export function ApplicationSummary({ application, editable = false }: { application: Application; editable?: boolean }) {
  const intl = useIntl();
  const lang = useLang();
  const { team, proposal } = application;
  // The option values as the forms name them (the labels are keyed by the rules' values).
  const { type } = teamValues(application);
  const { property, issue } = proposalValues(application);
  const editOf = (route: ApplyRoute) => (editable ? applyPath(lang, route, application.id) : null);
  const f = intl.formatMessage;
  return (
    <div className={styles.summary}>
      <SummaryPart id="summary-team" title={f(stepMessages.contact)} edit={editOf('team-data')}>
        <dl className={styles.facts}>
          <Row label={f(teamLabels.organizeName)}>{text(team.organizeName)}</Row>
          <Row label={f(teamLabels.type)}>{type ? f(typeLabels[type]) : <Empty />}</Row>
          <Row label={f(teamLabels.city)}>{text(team.city)}</Row>
          {team.country ? <Row label={f(teamLabels.country)}>{team.country}</Row> : null}
          <Row label={f(teamLabels.taxId)}>{text(team.taxId)}</Row>
          <Row label={f(teamLabels.name)}>{text(team.name)}</Row>
          <Row label={f(teamLabels.refers)}>{team.refers.length === 0 ? <Empty /> : referralText(team.refers, intl)}</Row>
        </dl>
        <People
          title={f(teamLabels.members)}
          people={team.members.map((member, index) => ({
            key: index,
            name: `${f(teamLabels.member, { n: index + 1 })}${member.isLeader ? ` (${f(teamLabels.leader)})` : ''}`,
            rows: (
              <>
                <Row label={f(memberLabels.name)}>{text(member.name)}</Row>
                <Row label={f(memberLabels.phone)}>{text(member.phone)}</Row>
                <Row label={f(memberLabels.email)}>{text(member.email)}</Row>
                <Row label={f(memberLabels.department)}>{text(member.department)}</Row>
                <Row label={f(memberLabels.birthday)}>{text(member.birthday)}</Row>
              </>
            ),
          }))}
        />
      </SummaryPart>
      <SummaryPart id="summary-proposal" title={f(stepMessages.proposal)} edit={editOf('proposal')}>
        <dl className={styles.facts}>
          <Row label={f(proposalLabels.name)}>{text(proposal.name)}</Row>
          <Row label={f(proposalLabels.property)}>{property ? f(propertyLabels[property]) : <Empty />}</Row>
          <Row label={f(proposalLabels.abstract)}>{proposal.abstract ? <span className={styles.abstract}>{proposal.abstract}</span> : <Empty />}</Row>
          <Row label={f(proposalLabels.issue)}>{issue ? f(issueLabels[issue]) : <Empty />}</Row>
          <Row label={f(proposalLabels.pdfFile)}>
            <FileLink file={proposal.pdfFile} />
          </Row>
          <Row label={f(proposalLabels.img)}>
            <FileLink file={proposal.img} />
          </Row>
        </dl>
      </SummaryPart>
    </div>
  );
}

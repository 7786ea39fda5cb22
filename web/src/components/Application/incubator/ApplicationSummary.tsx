import type { IncubatorIssueValue, IncubatorProperty as PropertyValue, IncubatorTeamType as TeamTypeValue } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import type { IncubatorIssue, IncubatorProperty, IncubatorTeamType, ReferralSource } from '../../../generated/types.ts';
import { referralText } from '../referrals.tsx';
import { Empty, FileLink, People, Row, SummaryPart, textOrEmpty as text, type SummaryFile } from '../Summary.tsx';
import { issueLabels, memberLabels, proposalLabels, propertyLabels, teamLabels, typeLabels } from './labels.ts';
import styles from '../Apply.module.css';

const stepMessages = defineMessages({
  contact: { id: 'incubatorApply.steps.contact' },
  proposal: { id: 'incubatorApply.steps.proposal' },
});

type Text = string | null;

/** What the summary reads of an incubator application (the applicant's and the console's queries both select it). */
export interface IncubatorSummaryApplication {
  team: {
    organizeName: Text;
    type: IncubatorTeamType | null;
    country: Text;
    city: Text;
    taxId: Text;
    name: Text;
    refers: { source: ReferralSource; detail: Text }[];
    members: { name: Text; phone: Text; email: Text; department: Text; birthday: Text; isLeader: boolean }[];
  };
  proposal: { name: Text; property: IncubatorProperty | null; abstract: Text; issue: IncubatorIssue | null; pdfFile: SummaryFile | null; img: SummaryFile | null };
}

/**
 * Everything the application holds, read-only (the confirmation page, a submitted application,
 * an application after the deadline, the staff console); `editOf` adds an "Edit" link back to each step.
 */
export function ApplicationSummary({
  application,
  editOf = () => null,
}: {
  application: IncubatorSummaryApplication;
  editOf?: (route: 'team-data' | 'proposal') => string | null;
}) {
  const intl = useIntl();
  const { team, proposal } = application;
  // The option values as the forms and the labels name them (the schema's enums, lower-cased).
  const type = team.type ? (team.type.toLowerCase() as TeamTypeValue) : null;
  const property = proposal.property ? (proposal.property.toLowerCase() as PropertyValue) : null;
  const issue = proposal.issue ? (proposal.issue.toLowerCase().replace(/_/g, '-') as IncubatorIssueValue) : null;
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

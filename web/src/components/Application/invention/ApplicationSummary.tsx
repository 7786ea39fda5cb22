import { themeOf, type CompetitionMainTheme } from '@yip/rules';
import { defineMessages, useIntl } from 'react-intl';
import { useLang } from '../../../app/i18n/lang.tsx';
import type { CompetitionGroup, InventionTheme, ReferralSource } from '../../../generated/types.ts';
import { referralText } from '../referrals.tsx';
import { Empty, FileLink, People, Row, SummaryPart, textOrEmpty as text, type SummaryFile } from '../Summary.tsx';
import { levelLabels, personLabels, proposalLabels, teamLabels, themeLabels } from './labels.ts';
import { sdgNames } from './sdgs.ts';
import styles from '../Apply.module.css';

const stepMessages = defineMessages({
  team: { id: 'inventionApply.steps.team' },
  proposal: { id: 'inventionApply.steps.proposal' },
});

type Text = string | null;

/** What the summary reads of a competition application (the applicant's and the console's queries both select it). */
export interface InventionSummaryApplication {
  team: {
    name: Text;
    previewImg: SummaryFile | null;
    school: Text;
    refers: { source: ReferralSource; detail: Text }[];
    teachers: { name: Text; title: Text; phone: Text; email: Text }[];
    members: { name: Text; phone: Text; email: Text; department: Text; grade: Text; isLeader: boolean; pdfFile: SummaryFile | null }[];
  };
  proposal: { name: Text; level: CompetitionGroup | null; main: InventionTheme | null; subs: number[]; abstract: Text; pdfFile: SummaryFile | null };
}

/**
 * Everything the application holds, read-only (the confirmation page, a submitted application,
 * an application after the deadline, the staff console); `editOf` adds an "Edit" link back to each step.
 */
export function ApplicationSummary({
  application,
  editOf = () => null,
}: {
  application: InventionSummaryApplication;
  editOf?: (route: 'team-data' | 'proposal') => string | null;
}) {
  const intl = useIntl();
  const lang = useLang();
  const { team, proposal } = application;
  const f = intl.formatMessage;
  return (
    <div className={styles.summary}>
      <SummaryPart id="summary-team" title={f(stepMessages.team)} edit={editOf('team-data')}>
        <dl className={styles.facts}>
          <Row label={f(teamLabels.name)}>{text(team.name)}</Row>
          <Row label={f(teamLabels.previewImg)}>
            <FileLink file={team.previewImg} />
          </Row>
          <Row label={f(teamLabels.school)}>{text(team.school)}</Row>
          <Row label={f(teamLabels.refers)}>{team.refers.length === 0 ? <Empty /> : referralText(team.refers, intl)}</Row>
        </dl>
        <People
          title={f(teamLabels.teachers)}
          people={team.teachers.map((teacher, index) => ({
            key: index,
            name: f(teamLabels.teacher, { n: index + 1 }),
            rows: (
              <>
                <Row label={f(personLabels.name)}>{text(teacher.name)}</Row>
                <Row label={f(personLabels.title)}>{text(teacher.title)}</Row>
                <Row label={f(personLabels.phone)}>{text(teacher.phone)}</Row>
                <Row label={f(personLabels.email)}>{text(teacher.email)}</Row>
              </>
            ),
          }))}
        />
        <People
          title={f(teamLabels.members)}
          people={team.members.map((member, index) => ({
            key: index,
            name: `${f(teamLabels.member, { n: index + 1 })}${member.isLeader ? ` (${f(teamLabels.leader)})` : ''}`,
            rows: (
              <>
                <Row label={f(personLabels.name)}>{text(member.name)}</Row>
                <Row label={f(personLabels.mobile)}>{text(member.phone)}</Row>
                <Row label={f(personLabels.email)}>{text(member.email)}</Row>
                <Row label={f(personLabels.department)}>{text(member.department)}</Row>
                <Row label={f(personLabels.grade)}>{text(member.grade)}</Row>
                <Row label={f(personLabels.pdfFile)}>
                  <FileLink file={member.pdfFile} />
                </Row>
              </>
            ),
          }))}
        />
      </SummaryPart>
      <SummaryPart id="summary-proposal" title={f(stepMessages.proposal)} edit={editOf('proposal')}>
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
      </SummaryPart>
    </div>
  );
}

/** "Medical · Long-term care 2.0": the main theme read from the designated one. */
function themeLabel(main: string, f: ReturnType<typeof useIntl>['formatMessage']): string {
  const designated = main.toLowerCase() as CompetitionMainTheme;
  return `${f(themeLabels[themeOf(designated)])} · ${f(themeLabels[designated])}`;
}

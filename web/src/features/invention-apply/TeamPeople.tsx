import { competition, competitionFileRules } from '@yip/rules';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FieldArray } from '../../components/Form/FieldArray.tsx';
import { FileField } from '../../components/Form/FileField.tsx';
import { TextField } from '../../components/Form/TextFields.tsx';
import { personLabels, teamLabels } from '../../components/Application/invention/labels.ts';
import { emptyMember, emptyTeacher } from './values.ts';
import styles from '../../components/Application/Apply.module.css';

/** Advisors (1–3; a new form has one) and members (2–6; two to start, the first the leader). */
export function TeamPeople() {
  const intl = useIntl();
  const f = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(descriptor, values);
  const memberLegend = (index: number) =>
    index === 0 ? `${f(teamLabels.member, { n: 1 })} (${f(teamLabels.leader)})` : f(teamLabels.member, { n: index + 1 });
  return (
    <>
      <FieldArray
        name="teachers"
        legend={f(teamLabels.teachers)}
        hint={f(teamLabels.teachersHint, competition.teachers)}
        min={competition.teachers.min}
        max={competition.teachers.max}
        newItem={emptyTeacher}
        itemLegend={(index) => f(teamLabels.teacher, { n: index + 1 })}
        addLabel={f(teamLabels.addTeacher)}
        removeLabel={(index) => f(teamLabels.removeTeacher, { n: index + 1 })}
      >
        {({ path }) => (
          <div className={styles.grid}>
            <TextField name={`${path}.name`} label={f(personLabels.name)} autoComplete="off" required />
            <TextField name={`${path}.title`} label={f(personLabels.title)} autoComplete="off" required />
            <TextField name={`${path}.phone`} type="tel" label={f(personLabels.phone)} autoComplete="off" required />
            <TextField name={`${path}.email`} type="email" label={f(personLabels.email)} autoComplete="off" required />
          </div>
        )}
      </FieldArray>
      <FieldArray
        name="members"
        legend={f(teamLabels.members)}
        hint={f(teamLabels.membersHint, competition.members)}
        min={competition.members.min}
        max={competition.members.max}
        newItem={emptyMember}
        itemLegend={memberLegend}
        addLabel={f(teamLabels.addMember)}
        removeLabel={(index) => f(teamLabels.removeMember, { n: index + 1 })}
      >
        {({ path }) => (
          <div className={styles.grid}>
            <TextField name={`${path}.name`} label={f(personLabels.name)} autoComplete="off" required />
            <TextField name={`${path}.phone`} type="tel" label={f(personLabels.mobile)} autoComplete="off" required />
            <TextField name={`${path}.email`} type="email" label={f(personLabels.email)} autoComplete="off" required />
            <TextField name={`${path}.department`} label={f(personLabels.department)} autoComplete="off" required />
            <TextField name={`${path}.grade`} label={f(personLabels.grade)} autoComplete="off" required />
            <div className={styles.span}>
              <FileField name={`${path}.pdfFile`} label={f(personLabels.pdfFile)} hint={f(personLabels.proofHint)} rule={competitionFileRules.memberProof} required />
            </div>
          </div>
        )}
      </FieldArray>
    </>
  );
}

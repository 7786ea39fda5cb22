import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { pageTitles } from '../../../app/i18n/pageTitles.ts';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { localPath } from '../../../app/paths.ts';
import { Row } from '../../../components/Application/Summary.tsx';
import { statusMessages } from '../../../components/Application/status.ts';
import { programmeNames } from '../common/programme.ts';
import { personName } from '../common/personName.ts';
import { TaipeiTime } from '../common/time.tsx';
import { useStaffMemberQuery } from './staffMembers.generated.ts';
import styles from '../common/page.module.css';
import { TableScroll } from '../common/TableScroll.tsx';

/** One member: their account and their applications in both programmes. */
export default function MemberPage() {
  const intl = useIntl();
  const f = intl.formatMessage;
  const lang = useLang();
  usePageTitle(f(pageTitles.staffMember));
  const { data, loading, error } = useStaffMemberQuery({ variables: { id: useParams().id ?? '' } });
  const back = <Link to={localPath(lang, 'staff', 'members')}>{f({ id: 'staff.member.backToList' })}</Link>;
  if (loading) return <p aria-busy="true">{f({ id: 'staff.loading' })}</p>;
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {f({ id: 'staff.error.load' })}
      </p>
    );
  }
  const member = data?.staffMember;
  if (!member) {
    return (
      <section className={styles.page}>
        <h1>{f({ id: 'staff.member.notFound' })}</h1>
        {back}
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="staff-member-title">
      <div className={styles.head}>
        <h1 id="staff-member-title">{personName(member.lastName, member.firstName) || member.email}</h1>
        {back}
      </div>
      <dl>
        <Row label={f({ id: 'staff.members.email' })}>{member.email}</Row>
        <Row label={f({ id: 'staff.member.contactEmail' })}>{member.contactEmail ?? '—'}</Row>
        <Row label={f({ id: 'staff.members.mobile' })}>{member.mobile ?? '—'}</Row>
        <Row label={f({ id: 'staff.members.verified' })}>{f({ id: member.verified ? 'staff.yes' : 'staff.no' })}</Row>
        <Row label={f({ id: 'staff.members.subscribed' })}>{f({ id: member.subscribed ? 'staff.yes' : 'staff.no' })}</Row>
        <Row label={f({ id: 'staff.members.createdAt' })}>
          <TaipeiTime iso={member.createdAt} />
        </Row>
      </dl>
      <TableScroll label={f({ id: 'staff.member.applications' })}>
        <table className={`${styles.table} ${styles.wide}`}>
          <caption>{f({ id: 'staff.member.applications' })}</caption>
          <thead>
            <tr>
              <th scope="col">{f({ id: 'staff.applications.team' })}</th>
              <th scope="col">{f({ id: 'staff.member.programme' })}</th>
              <th scope="col">{f({ id: 'staff.applications.registrationNumber' })}</th>
              <th scope="col">{f({ id: 'staff.applications.status' })}</th>
              <th scope="col">{f({ id: 'staff.applications.submittedAt' })}</th>
            </tr>
          </thead>
          <tbody>
            {member.applications.map((row) => (
              <tr key={`${row.programme}-${row.id}`}>
                <th scope="row">
                  <Link to={localPath(lang, 'staff', row.programme === 'INCUBATOR' ? 'incubator' : 'invention', 'applications', row.id)}>
                    {row.teamName || f({ id: 'staff.applications.unnamed' })}
                  </Link>
                </th>
                <td>{f(programmeNames[row.programme])}</td>
                <td className={styles.nowrap}>{row.registrationNumber ?? '—'}</td>
                <td className={styles.nowrap}>{f(statusMessages[row.status])}</td>
                <td>
                  {row.submittedAt ? <TaipeiTime iso={row.submittedAt} /> : '—'}
                  {row.submittedInGrace ? (
                    <>
                      {' '}
                      <span className={`${styles.badge} ${styles.badgeActive}`}>{f({ id: 'staff.applications.inGrace' })}</span>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
            {member.applications.length === 0 ? (
              <tr>
                <td colSpan={5}>{f({ id: 'staff.applications.none' })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

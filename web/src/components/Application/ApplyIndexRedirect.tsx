import { Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { useApply } from './applyContext.ts';
import styles from './Apply.module.css';

interface OwnApplication {
  id: string;
  status: string;
  session: { id: string };
}

/**
 * A programme's apply index: the member's application of the active session (its form while a
 * draft, else its confirm page), or a new one. `applications` is undefined while they load.
 */
export function ApplyIndexRedirect({ applications, failed }: { applications: readonly OwnApplication[] | undefined; failed: boolean }) {
  const lang = useLang();
  const { session, programme } = useApply();
  if (failed) return <Navigate to={programme.path(lang, 'team-data', null)} replace />;
  if (!applications) return <div className={styles.loading} aria-busy="true" />;
  const mine = session ? applications.find((a) => a.session.id === session.id) : undefined;
  if (!mine) return <Navigate to={programme.path(lang, 'team-data', null)} replace />;
  return <Navigate to={programme.path(lang, mine.status === 'DRAFT' ? 'team-data' : 'confirm', mine.id)} replace />;
}

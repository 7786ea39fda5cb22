import { Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import type { Lang } from '../../app/paths.ts';
import { useApply, type ApplicationBase, type ApplicationParts, type ApplyProgramme } from './applyContext.ts';
import styles from './Apply.module.css';

export interface OwnApplication {
  id: string;
  status: string;
  session: { id: string };
}

/**
 * Where the member's application of the session opens, or null when they have none there: a draft
 * at `draftRoute` (the step asked for), a submitted one at its confirm page.
 */
export function ownApplicationPath<A extends ApplicationBase, P extends ApplicationParts>(
  applications: readonly OwnApplication[],
  sessionId: string | null,
  programme: ApplyProgramme<A, P>,
  lang: Lang,
  draftRoute = 'team-data',
): string | null {
  const mine = sessionId === null ? undefined : applications.find((a) => a.session.id === sessionId);
  if (!mine) return null;
  return programme.path(lang, mine.status === 'DRAFT' ? draftRoute : 'confirm', mine.id);
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
  return <Navigate to={ownApplicationPath(applications, session?.id ?? null, programme, lang) ?? programme.path(lang, 'team-data', null)} replace />;
}

import { Navigate } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';

/** `/incubator-final` names no application: the member's incubator list has the upload links. */
export default function IndexPage() {
  const lang = useLang();
  return <Navigate to={localPath(lang, 'user', 'incubator-list')} replace />;
}

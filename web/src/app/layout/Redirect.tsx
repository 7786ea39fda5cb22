import { Navigate, useLocation } from 'react-router-dom';

/** Redirects to a path relative to the route, keeping the query and the hash (footer anchors). */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

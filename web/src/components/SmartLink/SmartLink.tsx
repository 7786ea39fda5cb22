import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { langOfPath, localPath } from '../../app/paths.ts';

/**
 * A link stored by editors: an absolute URL opens in a new tab; a site path without a language
 * prefix gets the current one; a file under /files/ is a plain download link.
 */
export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const lang = useLang();
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (href.startsWith('/files/')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  const to = href.startsWith('/') && !langOfPath(href) ? localPath(lang, href) : href;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLang } from '../../app/i18n/lang.tsx';
import { localPath } from '../../app/paths.ts';
import { useMarkNotFound } from '../../app/ssr/renderStatus.ts';
import { usePageMeta } from '../Seo/usePageMeta.ts';
import styles from './NotFound.module.css';

const messages = defineMessages({
  title: { id: 'seo.notFound.title' },
  body: { id: 'seo.notFound.body' },
  home: { id: 'seo.notFound.home' },
});

interface NotFoundProps {
  /** The way back to where the thing might be found (a list), first among the actions. */
  back?: { to: string; label: string };
  /** What was not found, when it is more than a page ('Application not found'). */
  title?: string;
  body?: string;
}

/** What a detail page shows when its id does not exist (or is not published). */
export function NotFound({ back, title: ownTitle, body: ownBody }: NotFoundProps) {
  const intl = useIntl();
  const lang = useLang();
  const title = ownTitle ?? intl.formatMessage(messages.title);
  const body = ownBody ?? intl.formatMessage(messages.body);
  usePageMeta(title, body);
  useMarkNotFound(true);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <span className={styles.mark} aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>
        {back ? (
          <Link to={back.to} className="button button-primary">
            {back.label}
          </Link>
        ) : null}
        <Link to={localPath(lang)} className={`button ${back ? 'button-secondary' : 'button-primary'}`}>
          {intl.formatMessage(messages.home)}
        </Link>
      </div>
    </section>
  );
}

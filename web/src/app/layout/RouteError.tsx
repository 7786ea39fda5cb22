import { defineMessages, useIntl } from 'react-intl';
import { Link, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../chunks.ts';
import { useLang } from '../i18n/lang.tsx';
import { usePageTitle } from '../i18n/usePageTitle.ts';
import { localPath } from '../paths.ts';
import styles from './Frame.module.css';

const messages = defineMessages({
  chunkTitle: { id: 'error.chunk.title' },
  chunkBody: { id: 'error.chunk.body' },
  pageTitle: { id: 'error.page.title' },
  pageBody: { id: 'error.page.body' },
  reload: { id: 'error.reload' },
  home: { id: 'error.home' },
});

/** Shown in the frame when a page's chunk fails or times out (spec §9), or a page breaks. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  const lang = useLang();
  const chunk = isChunkLoadError(error);
  const title = intl.formatMessage(chunk ? messages.chunkTitle : messages.pageTitle);
  usePageTitle(title);
  if (!chunk) console.error(error);
  return (
    <section className={styles.notice} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.noticeTitle}>
        {title}
      </h1>
      <p className={styles.noticeBody}>{intl.formatMessage(chunk ? messages.chunkBody : messages.pageBody)}</p>
      <div className={styles.noticeActions}>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {intl.formatMessage(messages.reload)}
        </button>
        <Link className="button button-secondary" to={localPath(lang)} reloadDocument>
          {intl.formatMessage(messages.home)}
        </Link>
      </div>
    </section>
  );
}

/** Last resort outside the language frame: no catalogue is available, so both languages show. */
export function RootError() {
  const error = useRouteError();
  console.error(error);
  return (
    <section className={styles.notice} lang="zh-Hant-TW">
      <h1 className={styles.noticeTitle}>頁面發生錯誤</h1>
      <p className={styles.noticeBody}>請重新載入頁面。</p>
      <p className={styles.noticeBody} lang="en">
        Something went wrong. Please reload the page.
      </p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        重新載入 / Reload
      </button>
    </section>
  );
}

import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  format: { id: 'app.title.format' },
  site: { id: 'app.siteName' },
});

/** Sets `document.title` to '{page} | {site}' (or the site name alone while `page` is unknown). */
export function usePageTitle(page: string | null | undefined): void {
  const intl = useIntl();
  const site = intl.formatMessage(messages.site);
  const title = page ? intl.formatMessage(messages.format, { page, site }) : site;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { useContext, useEffect } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlProvider, useIntl } from 'react-intl';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { onGraphQLFailure, type GraphQLFailure } from '../apollo.ts';
import { useRouteCatalogue } from '../i18n/useRouteCatalogue.ts';
import { LangContext } from '../i18n/lang.tsx';
import { failureMessages, upstreamFailureMessage } from '../i18n/failureMessages.ts';
import { LoadingProvider } from '../loading/LoadingProvider.tsx';
import { DEFAULT_LANG, isLang, LOCALE, SITE_TIME_ZONE, type Lang } from '../paths.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { ApolloClientsContext } from '../ssr/clients.ts';
import { ToastProvider, useToast } from '../toast/ToastProvider.tsx';
import { Frame } from './Frame.tsx';

/**
 * Everything that depends on the route language: messages, `<html lang>`, the Apollo client that
 * sends `Content-Language`, the toast and loading overlay, the member's session and the page frame.
 */
export function LangLayout() {
  const { lang } = useParams();
  if (!isLang(lang)) return <Navigate to={`/${DEFAULT_LANG}/`} replace />;
  return <LangScope lang={lang} />;
}

// The language last read under a prefix, so the pages outside it (/google-login coming back from
// the provider, /reset-password/… from a mail) speak the visitor's language, not the default.
const LAST_LANG_KEY = 'lang';

/** The layout of the routes outside the language prefix. */
export function RememberedLangLayout() {
  const remembered = localStorage.getItem(LAST_LANG_KEY);
  return <LangScope lang={isLang(remembered) ? remembered : DEFAULT_LANG} remember={false} />;
}

function LangScope({ lang, remember = true }: { lang: Lang; remember?: boolean }) {
  const catalogue = useRouteCatalogue(lang);
  const locale = LOCALE[lang];
  const clientOf = useContext(ApolloClientsContext);

  useEffect(() => {
    // Unchanged on a rendered page: set again, the whole page's style would be recalculated.
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
    if (remember) localStorage.setItem(LAST_LANG_KEY, lang);
  }, [lang, locale, remember]);

  return (
    <LangContext.Provider value={lang}>
      <IntlProvider
        locale={locale}
        defaultLocale={LOCALE[DEFAULT_LANG]}
        messages={catalogue as Record<string, string>}
        timeZone={SITE_TIME_ZONE}
      >
        <ApolloProvider client={clientOf(lang)}>
          <ToastProvider>
            <LoadingProvider>
              <SessionProvider>
                <FailureToasts />
                <Frame>
                  <Outlet />
                </Frame>
              </SessionProvider>
            </LoadingProvider>
          </ToastProvider>
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>
  );
}

/** Turns GraphQL failures into toasts by `extensions.code` (spec §8, DESIGN §4). */
function FailureToasts() {
  const intl = useIntl();
  const toast = useToast();
  useEffect(
    () =>
      onGraphQLFailure((failure: GraphQLFailure) => {
        toast.show(failureText(failure, (d) => intl.formatMessage(d)), 'error');
      }),
    [intl, toast],
  );
  return null;
}

export function failureText(
  failure: GraphQLFailure,
  format: (descriptor: { id: string }) => string,
): string {
  const upstream = upstreamFailureMessage(failure.code);
  if (upstream) return format(upstream);
  return failure.message ?? format(failureMessages.fetchFailed);
}

// Test helper of the staff pages' unit tests: a page on its route, in English, over an Apollo
// client whose link answers each operation from `answer(operationName, variables)`; every request
// is recorded, and the current URL is shown for assertions on the query string.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import en from '../../../i18n/messages/en.json';
import { LangContext } from '../../../app/i18n/lang.tsx';
import { ToastProvider } from '../../../app/toast/ToastProvider.tsx';

export type Answer = { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] };
export type Request = { operationName: string; variables: Record<string, unknown> };

export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `entry` under route `path`; `answer` gives each operation's result. */
export function renderStaffPage(path: string, entry: string, element: ReactElement, answer: (request: Request) => Answer) {
  const requests: Request[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const request = { operationName: operation.operationName ?? '', variables: operation.variables as Record<string, unknown> };
        requests.push(request);
        // Answered on the next tick, as a network would.
        const timer = setTimeout(() => {
          observer.next(answer(request) as never);
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  // No cache: the answers need no __typename, and every render asks the link again.
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'no-cache' }, query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ApolloProvider client={client}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>,
  );
  return { ...view, requests, router };
}

/** jsdom has no modal dialogs: `showModal` and `close` toggle `open`. */
export function withDialogs() {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

export const refused = (code: string, reason?: string): Answer => ({
  errors: [{ message: 'refused', extensions: reason ? { code, reason } : { code } }],
});

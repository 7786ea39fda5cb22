// Test helper of the web's unit tests: a data router rendered as the app renders it, in English
// (the page's language, its messages and the toast viewport around it).
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, type createMemoryRouter } from 'react-router-dom';
import en from '../i18n/messages/en.json';
import { LangContext } from './i18n/lang.tsx';
import { ToastProvider } from './toast/ToastProvider.tsx';

/** The router inside the app's English providers (for a test that renders it its own way). */
export function routerInEnglish(router: ReturnType<typeof createMemoryRouter>): ReactElement {
  return (
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </IntlProvider>
    </LangContext.Provider>
  );
}

export function renderRouterInEnglish(router: ReturnType<typeof createMemoryRouter>) {
  return render(routerInEnglish(router));
}

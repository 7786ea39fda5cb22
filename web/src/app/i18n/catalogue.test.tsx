// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { partOf, parts } from '../../../scripts/message-parts.mjs';
import { listPaths } from '../routes.tsx';
import { LANGS, type Lang } from '../paths.ts';
import { loadCatalogue } from './catalogue.ts';
import { partsForPath } from './catalogueParts.ts';
import { useRouteCatalogue } from './useRouteCatalogue.ts';

const i18nDir = join(import.meta.dirname, '../../i18n');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(i18nDir, ...path), 'utf8')) as Record<string, unknown>;

describe('the catalogue split by part', () => {
  it.each(LANGS)('puts every message of %s in exactly one compiled part, the one its prefix names', (lang) => {
    const ids = Object.keys(readJson('messages', `${lang}.json`));
    const compiled = Object.fromEntries(parts.map((part) => [part, Object.keys(readJson('compiled', lang, `${part}.json`))]));
    for (const id of ids) {
      const holders = parts.filter((part) => compiled[part]!.includes(id));
      expect(holders, id).toEqual([partOf(id)]);
    }
    expect(Object.values(compiled).flat().sort()).toEqual([...ids].sort());
    expect(compiled.account!.length).toBeGreaterThan(0);
    expect(compiled.apply!.length).toBeGreaterThan(0);
    expect(compiled.staff!.length).toBeGreaterThan(0);
  });

  it('gives public pages the public part only, the account forms theirs, member and apply pages all', () => {
    const sectionOf = (path: string) => path.replace(/^\/:lang/, '').split('/')[1] ?? '';
    for (const path of listPaths()) {
      const concrete = path.replace(':lang', 'en');
      const section = sectionOf(path);
      const expected = section === 'staff'
        ? ['public', 'account', 'apply', 'staff']
        : ['user', 'invention-apply', 'incubator-apply', 'incubator-final'].includes(section)
        ? ['public', 'account', 'apply']
        : ['login', 'register', 'forget-password', 'reset-password', 'google-login'].includes(section)
          ? ['public', 'account']
          : ['public'];
      expect(partsForPath(concrete), path).toEqual(expected);
    }
    expect(partsForPath('/reset-password/abc')).toEqual(['public', 'account']);
    expect(partsForPath()).toEqual(['public']);
  });

  it('loads only the parts a path needs, in the language asked for', async () => {
    const home = await loadCatalogue('en', '/en/');
    expect(home).toHaveProperty(['nav.about']);
    expect(Object.keys(home).some((id) => partOf(id) !== 'public')).toBe(false);
    const login = await loadCatalogue('zhTw', '/zhTw/login');
    expect(Object.keys(login).some((id) => partOf(id) === 'account')).toBe(true);
    expect(Object.keys(login).some((id) => partOf(id) === 'apply')).toBe(false);
    expect(await loadCatalogue('zhTw', '/zhTw/login')).toBe(login);
  });
});

describe('a route and its messages', () => {
  afterEach(cleanup);

  function Scope({ lang }: { lang: Lang }) {
    const catalogue = useRouteCatalogue(lang);
    return (
      <IntlProvider locale="en" messages={catalogue as Record<string, string>} onError={(error) => missing.push(error.message)}>
        <Outlet />
      </IntlProvider>
    );
  }
  const missing: string[] = [];
  const Text = ({ id }: { id: string }) => <p data-testid="text">{useIntl().formatMessage({ id })}</p>;

  it('renders an account page only once its part has loaded, never with a message id', async () => {
    const accountId = 'auth.login.submit';
    const router = createMemoryRouter(
      [
        {
          path: '/:lang',
          element: (
            <Suspense fallback={<p>boot</p>}>
              <Scope lang="en" />
            </Suspense>
          ),
          children: [
            { index: true, element: <Link to="/en/login">go</Link> },
            { path: 'login', element: <Text id={accountId} /> },
          ],
        },
      ],
      { initialEntries: ['/en/'] },
    );
    render(<RouterProvider router={router} />);
    const link = await screen.findByText('go');
    await act(async () => link.click());
    const text = await screen.findByTestId('text');
    const en = readJson('messages', 'en.json');
    expect(text.textContent).toBe(en[accountId]);
    expect(missing).toEqual([]);
  });
});

// @vitest-environment jsdom
// The competition page's team buttons on a server-rendered page (issue 10): before hydration, and
// with JavaScript off, each opens its team's details as a popover; hydrated, the modal dialog.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/messages/en.json';
import { LangContext } from '../../app/i18n/lang.tsx';
import { hydrationHarness } from '../../app/ssr/hydrationTesting.ts';
import { InventionPageDocument, type InventionPageQuery } from './invention.generated.ts';
import InventionPage from './InventionPage.tsx';

const team = (id: string, name: string) => ({
  __typename: 'InventionTeam' as const,
  id,
  name,
  school: 'National Taiwan University',
  year: 2025,
  award: 'Gold',
  summary: `${name} built a walking aid.`,
  members: ['Lin', 'Chen'],
  image: `/uploads/${id}.svg`,
});

const data = {
  inventionPage: {
    __typename: 'InventionPage',
    session: null,
    sections: [],
    prizes: [],
    faqs: [],
    recommendations: [],
    teams: [team('t1', 'Team One'), team('t2', 'Team Two')],
  },
} as unknown as InventionPageQuery;

const nothingAsked = new ApolloLink(() => of({ errors: [{ message: 'unexpected request', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));

/** The page with its data in the cache, as the server rendered it and the browser restores it. */
function app(): ReactNode {
  const client = new ApolloClient({ link: nothingAsked, cache: new InMemoryCache() });
  client.writeQuery({ query: InventionPageDocument, data });
  const router = createMemoryRouter([{ path: '/en/invention', element: <InventionPage /> }], { initialEntries: ['/en/invention'] });
  return (
    <LangContext.Provider value="en">
      <IntlProvider locale="en" messages={en}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </IntlProvider>
    </LangContext.Provider>
  );
}

const page = hydrationHarness();

const openers = () => [...page.container.querySelectorAll<HTMLButtonElement>('#history-team li button')];

async function serverThenBrowser() {
  await page.hydrate(app(), app());
}

describe('InventionPage team details, rendered on the server and hydrated', () => {
  beforeEach(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it("gives each team's button its details as a popover in the server's markup", () => {
    page.container.innerHTML = renderToString(app());
    expect(openers().map((b) => b.getAttribute('popovertarget'))).toEqual(['team-t1', 'team-t2']);
    const details = page.container.querySelector<HTMLElement>('#team-t2')!;
    expect(details.getAttribute('popover')).toBe('auto');
    expect(details.getAttribute('role')).toBe('dialog');
    expect(page.container.querySelector(`#${details.getAttribute('aria-labelledby')}`)?.textContent).toBe('Team Two');
    expect(details.textContent).toContain('Team Two built a walking aid.');
    expect(details.textContent).toContain('Lin and Chen');
    const close = details.querySelector('button')!;
    expect([close.getAttribute('popovertarget'), close.getAttribute('popovertargetaction')]).toEqual(['team-t2', 'hide']);
    expect(close.getAttribute('aria-label')).toBe('Close');
  });

  it('hydrates without a mismatch into the modal dialog of before', async () => {
    await serverThenBrowser();
    expect(page.problems).toEqual([]);
    expect(page.container.querySelector('[popover]')).toBeNull();
    expect(openers().some((b) => b.hasAttribute('popovertarget'))).toBe(false);

    const opener = openers()[1]!;
    opener.focus();
    fireEvent.click(opener);
    const dialog = page.container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Team Two');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it("shows in the modal dialog the team whose details the browser opened before hydration", async () => {
    HTMLElement.prototype.showPopover ??= () => undefined;
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':popover-open' ? this.id === 'team-t1' : matches.call(this, selector);
    });
    await serverThenBrowser();
    expect(page.problems).toEqual([]);
    const dialog = page.container.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.querySelector('h2')?.textContent).toBe('Team One');
    // Closed, focus goes back to the team's own button.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(document.activeElement).toBe(openers()[0]);
  });
});

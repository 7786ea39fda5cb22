// The client's named stack doing the least a member page does: a data router, Apollo with one
// query, react-intl with one message, react-hook-form with one field checked by a zod schema.
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createElement, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { email, object, string } from 'zod';
import { Frame } from './frame.ts';

const draft = object({ teamName: string().trim().min(1).max(50), email: email(), phone: string().regex(/^09\d{8}$/) });
const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
const ME = gql`
  query Me {
    me {
      id
      name
    }
  }
`;

function TeamStep(): ReactElement {
  const { data } = useQuery<{ me: { id: string; name: string } }>(ME);
  const { register } = useForm({ defaultValues: { teamName: '' } });
  draft.safeParse({ teamName: data?.me.name ?? '', email: 'member@example.org', phone: '0912345678' });
  return createElement(
    Frame,
    null,
    createElement(
      'label',
      null,
      createElement(FormattedMessage, { id: 'team', defaultMessage: 'Team name for {name}', values: { name: data?.me.name ?? '' } }),
      createElement('input', register('teamName')),
    ),
  );
}

// As many routes as the site has, so that matching costs what it does there.
const router = createBrowserRouter(
  Array.from({ length: 60 }, (_, i) => ({ path: i === 0 ? '*' : `/section-${i}/:id`, element: createElement(TeamStep) })),
);

export function start(): void {
  hydrateRoot(
    document.getElementById('root')!,
    createElement(IntlProvider, { locale: 'en', messages: {} }, createElement(ApolloProvider, { client, children: createElement(RouterProvider, { router }) })),
  );
}

// The Apollo client a content preview renders the public page with (issue 21 item 5): a cache of
// its own (nothing of the preview reaches the site's cache or its sessionStorage copy), every
// request with the staff token, in the preview's language, and with the record to show in the POST
// body's `extensions.contentPreview`, which the gateway honours for a manager only.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { createCache, createErrorLink, createTerminatingLink } from '../../../app/apollo.ts';
import type { Lang } from '../../../app/paths.ts';
import type { ContentFamily, ContentFieldInput } from '../../../generated/types.ts';

export interface PreviewRequest {
  family: ContentFamily;
  /** Null for a record not created yet. */
  id: string | null;
  fields: ContentFieldInput[];
}

export function createPreviewClient(lang: Lang, preview: PreviewRequest, staffToken: () => string | null): ApolloClient {
  const headers = new SetContextLink((prev) => {
    const token = staffToken();
    return { headers: { ...(prev.headers as Record<string, string> | undefined), 'Content-Language': lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
  });
  const withPreview = new ApolloLink((operation, forward) => {
    operation.extensions = { ...operation.extensions, contentPreview: preview };
    // Sent in the body only when asked (the upload link's own default leaves them out).
    operation.setContext(({ http }: { http?: object }) => ({ http: { ...http, includeExtensions: true } }));
    return forward(operation);
  });
  return new ApolloClient({ link: ApolloLink.from([createErrorLink(), withPreview, headers, createTerminatingLink()]), cache: createCache() });
}

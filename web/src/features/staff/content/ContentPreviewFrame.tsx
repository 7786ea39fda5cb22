import { StrictMode, useEffect, useMemo, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { useLang } from '../../../app/i18n/lang.tsx';
import { usePageTitle } from '../../../app/i18n/usePageTitle.ts';
import { createRoutes } from '../../../app/routes.tsx';
import { ApolloClientsContext } from '../../../app/ssr/clients.ts';
import type { ContentFieldInput } from '../../../generated/types.ts';
import { readStaffToken, useStaffToken } from '../session/index.ts';
import { familyOfSegment } from './families.ts';
import { createPreviewClient, type PreviewRequest } from './previewClient.ts';
import { readPreviewDraft, unsavedSegment } from './previewDraft.ts';
import { previewPath } from './previewPath.ts';

/**
 * `/{lang}/staff/preview/:family/:id` (`new` for a record not created yet), shown in the editor's
 * frame (issue 21 item 5): the public page's own routes and components, rendered in a React root of
 * their own on a memory router at the page's public path, reading through a client whose answers
 * carry the record as the editor left it. Only a signed-in manager's requests are answered; `noindex`.
 */
export default function ContentPreviewFrame() {
  const intl = useIntl();
  // Not RequireStaff: its idle logout would count only what happens in the frame, and end the
  // officer's session while they work in the page around it. The gateway refuses anyone else.
  if (!useStaffToken()) return <p role="alert">{intl.formatMessage({ id: 'staff.content.preview.signedOut' })}</p>;
  return <PreviewRoot />;
}

function PreviewRoot() {
  const intl = useIntl();
  const lang = useLang();
  const { family: segment, id = unsavedSegment } = useParams();
  const family = familyOfSegment(segment);
  usePageTitle(intl.formatMessage({ id: 'staff.content.preview.title' }));
  const container = useRef<HTMLDivElement>(null);
  const preview = useMemo(() => {
    if (!family) return null;
    const request: PreviewRequest = { family, id: id === unsavedSegment ? null : id, fields: readPreviewDraft(family, id) as ContentFieldInput[] };
    const path = previewPath(lang, request.family, request.id, request.fields);
    return path === null ? null : { request, path };
  }, [family, id, lang]);

  useEffect(() => {
    // Not for crawlers, though robots.txt already keeps them out of /staff.
    const robots = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' });
    document.head.append(robots);
    return () => robots.remove();
  }, []);

  useEffect(() => {
    if (!preview || !container.current) return;
    const client = createPreviewClient(lang, preview.request, readStaffToken);
    const router = createMemoryRouter(createRoutes(), { initialEntries: [preview.path] });
    // A root of its own: the public routes need a router of their own, and one router cannot hold
    // another. On an element of its own, which goes with it, so a root made again never shares one.
    const mount = container.current.appendChild(document.createElement('div'));
    const root = createRoot(mount);
    root.render(
      <StrictMode>
        <ApolloClientsContext.Provider value={() => client}>
          <RouterProvider router={router} />
        </ApolloClientsContext.Provider>
      </StrictMode>,
    );
    return () => {
      // After this render: React refuses to unmount a root while it renders.
      setTimeout(() => {
        root.unmount();
        mount.remove();
      });
      client.stop();
    };
  }, [lang, preview]);

  if (!preview) return <p role="alert">{intl.formatMessage({ id: 'staff.content.preview.unavailable' })}</p>;
  return <div ref={container} />;
}

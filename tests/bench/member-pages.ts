// The member pages `bench:js` and `bench:lighthouse` measure (issue 23): a stack of their own (the
// backend and the gateway as `npm start` runs them, the gateway in production mode, serving
// WEB_DIST or web/dist), one member made by the manager with a competition draft whose every field
// and file is filled (the form has a draft to fill in), an incubator application submitted and
// raised (its final upload open), and the paths of an apply step, the final upload and the
// member's list in both languages. A browser is that member once `token` and `role` are in its
// localStorage, as the login leaves them.
import { randomUUID } from 'node:crypto';
import { completeFiles, completeInput, dataOf, managerPost, SAVE, type Saved } from '../support/applications.ts';
import { completeIncubatorInput, INC_SAVE, INC_SUBMIT, incubatorFiles, type IncubatorSaved } from '../support/incubator.ts';
import { makeMembers, startBenchStack } from './applicants.ts';

export interface MemberPages {
  base: string;
  /** The member's token, for localStorage's `token` (with `role` = `user`). */
  token: string;
  paths: string[];
  stop(): Promise<void>;
}

/** The storage the web's session reads (web/src/app/session/store.ts). */
export const memberStorage = (token: string): Record<string, string> => ({ token, role: 'user' });

export async function startMemberPages(): Promise<MemberPages> {
  const stack = await startBenchStack({ NODE_ENV: 'production', ...(process.env.WEB_DIST && { WEB_DIST: process.env.WEB_DIST }) });
  try {
    const [token] = await makeMembers(stack, `pages.${Date.now()}`, 1);
    const draft = dataOf<Saved>(await stack.gql.upload(SAVE, { input: completeInput() }, completeFiles(), { token }), 'saveInventionDraft');
    const input = completeIncubatorInput({ members: [{ email: `pages.lead.${Date.now()}@bench.example.org` }] });
    const incubator = dataOf<IncubatorSaved>(await stack.gql.upload(INC_SAVE, { input }, incubatorFiles(), { token }), 'saveIncubatorDraft');
    dataOf(await stack.gql.ask(INC_SUBMIT, { id: incubator.id, key: randomUUID() }, { token }), 'submitIncubatorApplication');
    const raised = await managerPost(stack.backend.url, stack.manager, `incubator/apply/pvt/raise/${incubator.id}`);
    if (raised.status !== 200) throw new Error(`raise: ${raised.status}`);
    const paths = ['zhTw', 'en'].flatMap((lang) => [
      `/${lang}/invention-apply/team-data/${draft.id}`,
      `/${lang}/incubator-final/upload/${incubator.id}`,
      `/${lang}/user/invention-list`,
    ]);
    return { base: stack.gateway.url, token: token!, paths, stop: () => stack.stop() };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

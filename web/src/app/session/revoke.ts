// Ending the session on the server (issue 11: a token kept after logout must stop working), in its
// own chunk: only a logout needs it. The token is passed explicitly because the browser's copy is
// already gone when the call goes out.
import { getApolloClient } from '../apollo.ts';
import type { Lang } from '../paths.ts';
import { LogoutDocument, LogoutEverywhereDocument } from './session.generated.ts';

const withToken = (token: string) => ({ silentErrors: true, headers: { Authorization: `Bearer ${token}` } });

/** Best effort: the local logout has happened whatever the server answers. */
export async function revokeToken(lang: Lang, token: string): Promise<void> {
  try {
    await getApolloClient(lang).mutate({ mutation: LogoutDocument, context: withToken(token) });
  } catch {
    // Offline or already expired: the token still ends at its expiry.
  }
}

/** Ends every session of the member; rejects when the server did not confirm it. */
export async function revokeEverywhere(lang: Lang, token: string): Promise<void> {
  await getApolloClient(lang).mutate({ mutation: LogoutEverywhereDocument, context: withToken(token) });
}

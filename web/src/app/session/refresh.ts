// The refresh call, in its own chunk: only the hourly check inside the refresh window needs it.
import { RefreshTokenDocument } from './session.generated.ts';
import { getApolloClient } from '../apollo.ts';
import type { Lang } from '../paths.ts';

/** A fresh token, or null when the refresh failed (a 401 has then already ended the session). */
export async function refreshToken(lang: Lang): Promise<string | null> {
  try {
    const { data } = await getApolloClient(lang).mutate({ mutation: RefreshTokenDocument, context: { silentErrors: true } });
    return data?.refreshToken.token ?? null;
  } catch {
    return null;
  }
}

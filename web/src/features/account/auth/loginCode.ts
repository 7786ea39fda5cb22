// A login that meets the account's lock from a device the member has not used (issue 18): the
// gateway answers UNAUTHENTICATED `EMAIL_CODE_SENT` whatever the password, and a right password
// has mailed a sign-in code, which `loginWithEmailCode` takes.
import { CombinedGraphQLErrors } from '@apollo/client';

const firstExtensions = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined);

/** Whether a login was answered "check your e-mail" rather than judged. */
export function emailCodeSent(error: unknown): boolean {
  const extensions = firstExtensions(error);
  return extensions?.code === 'UNAUTHENTICATED' && extensions.reason === 'EMAIL_CODE_SENT';
}

/**
 * A refused code: wrong, or spent (past its 10 minutes or its 5 tries: log in with the password
 * again). Null for anything else (a rate limit, a broken connection): the screen shows the server's words.
 */
export function codeProblem(error: unknown): 'wrong' | 'expired' | null {
  const extensions = firstExtensions(error);
  if (extensions?.code !== 'BAD_USER_INPUT') return null;
  if (extensions.reason === 'CODE_EXPIRED') return 'expired';
  // Named fields are rules the form checks first; a bare refusal is the code itself.
  const bare = extensions.reason === undefined && extensions.fields === undefined;
  return bare ? 'wrong' : null;
}

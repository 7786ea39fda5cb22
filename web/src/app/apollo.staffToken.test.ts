// @vitest-environment jsdom
// The link's token choice (issue 20): `Staff…` operations carry the staff token and nothing else;
// every other operation the member's. An UNAUTHENTICATED answer ends only its own session.
import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { of } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache, createErrorLink, createHeadersLink } from './apollo.ts';
import { installStaffAuth } from './session/staffAuth.ts';
import { readMemberToken, storeToken } from './session/store.ts';

const token = (role: string) => {
  const now = Math.floor(Date.now() / 1000);
  return `e30.${btoa(JSON.stringify({ role, iat: now, exp: now + 3600 })).replace(/=+$/, '')}.sig`;
};
const member = token('user');
const staff = token('manager');

const STAFF = gql`
  query StaffViewer {
    staffViewer {
      id
    }
  }
`;
const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

let staffToken: string | null;
const ended = vi.fn(() => {
  staffToken = null;
});

function client(answer: Record<string, unknown>) {
  const sent: Array<string | undefined> = [];
  const gateway = new ApolloLink((operation) => {
    sent.push((operation.getContext().headers as Record<string, string>).Authorization);
    return of(answer);
  });
  return { sent, client: new ApolloClient({ link: ApolloLink.from([createErrorLink(), createHeadersLink('en'), gateway]), cache: createCache() }) };
}

beforeEach(() => {
  localStorage.clear();
  storeToken(member, 'user');
  staffToken = staff;
  ended.mockClear();
  installStaffAuth({ token: () => staffToken, ended });
});

describe('the token each operation carries', () => {
  it("sends the staff token with Staff operations and the member's with the others", async () => {
    const { sent, client: c } = client({ data: { staffViewer: null, me: null } });
    await c.query({ query: STAFF });
    await c.query({ query: ME });
    expect(sent).toEqual([`Bearer ${staff}`, `Bearer ${member}`]);
  });

  it("never sends the member's token with a Staff operation, even without a staff session", async () => {
    staffToken = null;
    const { sent, client: c } = client({ data: { staffViewer: null } });
    await c.query({ query: STAFF });
    expect(sent).toEqual([undefined]);
  });
});

describe('an UNAUTHENTICATED answer', () => {
  const refused = { errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] };

  it("to a Staff operation ends the staff session, never the member's", async () => {
    await expect(client(refused).client.query({ query: STAFF, context: { silentErrors: true } })).rejects.toThrow();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readMemberToken()).toBe(member);
  });

  it("to a member operation ends the member's session, never the staff one", async () => {
    await expect(client(refused).client.query({ query: ME, context: { silentErrors: true } })).rejects.toThrow();
    expect(ended).not.toHaveBeenCalled();
    expect(readMemberToken()).toBeNull();
  });
});

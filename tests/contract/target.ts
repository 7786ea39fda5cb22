// The backend the contract suite checks: BACKEND_URL's, with the bearer tokens it is given
// (CONTRACT_MEMBER_TOKEN, CONTRACT_MANAGER_TOKEN; without one, that role's calls are skipped), or
// else the reference backend, started here with its demo member and enrolled manager, whose
// sign-ins are then checked too.
import { demoMemberEmail } from '../../backend/src/seed/index.ts';
import { managerLogin } from '../support/manager.ts';
import { startBackend, type Tier } from '../support/stack.ts';

export interface ContractTarget {
  url: string;
  /** Started here: the suite may write to it (drafts, export links) and sign in with passwords it knows. */
  owned: boolean;
  memberToken?: string;
  managerToken?: string;
  /** The raw answers of the sign-ins made here, for the suite to check. */
  signIns: { path: string; answer: unknown }[];
  stop(): Promise<void>;
}

const demoMemberPassword = 'contract-member-password';

async function signIn(url: string, path: string, body: object): Promise<unknown> {
  const res = await fetch(`${url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function contractTarget(): Promise<ContractTarget> {
  const given = process.env.BACKEND_URL?.replace(/\/+$/, '');
  if (given) {
    return {
      url: given,
      owned: false,
      memberToken: process.env.CONTRACT_MEMBER_TOKEN || undefined,
      managerToken: process.env.CONTRACT_MANAGER_TOKEN || undefined,
      signIns: [],
      stop: async () => undefined,
    };
  }
  const backend: Tier = await startBackend({ LOG_LEVEL: 'warn', SEED_DEMO_MEMBER_PASSWORD: demoMemberPassword });
  try {
    const member = await signIn(backend.url, 'user/login', { email: demoMemberEmail, password: demoMemberPassword });
    const managerAnswer = await managerLogin(backend.url);
    if (!managerAnswer.ok) throw new Error(`manager/login: ${managerAnswer.status}`);
    const manager: unknown = await managerAnswer.json();
    const tokenOf = (answer: unknown) => (answer as { token?: string }).token;
    return {
      url: backend.url,
      owned: true,
      memberToken: tokenOf(member),
      managerToken: tokenOf(manager),
      signIns: [
        { path: 'user/login', answer: member },
        { path: 'manager/login', answer: manager },
      ],
      stop: () => backend.stop(),
    };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}

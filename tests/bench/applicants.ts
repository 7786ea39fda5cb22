// Setup shared by the application benchmarks: a backend whose rate-limit windows are shrunk to
// nothing (a bench logs in hundreds of members from one address), a gateway, and members made by
// the manager and logged in through the gateway. Under STACK_PROFILE=scaled, two of each
// (tests/support/stack.ts) behind a round-robin proxy.
import { eachLimited } from '../support/each-limited.ts';
import { graphql, loggedInMember, managerToken, type GraphQLClient } from '../support/applications.ts';
import { stackScaled, startBackend, startGateway, type Backend, type Tier } from '../support/stack.ts';

export interface BenchStack {
  backend: Backend;
  gateway: Tier;
  gql: GraphQLClient;
  manager: string;
  stop(): Promise<void>;
}

/** `gatewayEnv` adds to the gateway's environment (NODE_ENV=production, for instance). */
export async function startBenchStack(gatewayEnv: Record<string, string> = {}): Promise<BenchStack> {
  const backend = await startBackend({ RATE_LIMIT_SCALE: '0.00001', LOG_LEVEL: 'warn' });
  const gateway = await startGateway(backend.url, { REQUEST_LOG: 'errors', ...gatewayEnv });
  if (stackScaled) console.log('scaled profile: two backends and two gateways on PostgreSQL, Redis and a bucket, behind a round-robin proxy');
  return {
    backend,
    gateway,
    gql: graphql(() => gateway.url),
    manager: await managerToken(backend.url),
    async stop() {
      await gateway.stop();
      await backend.stop();
    },
  };
}

/** `count` fresh members, `parallel` at a time (each costs two argon2id hashes); answers their tokens. */
export async function makeMembers(stack: BenchStack, prefix: string, count: number, parallel = 4): Promise<string[]> {
  const tokens: string[] = new Array(count);
  await eachLimited(Array.from({ length: count }, (_, i) => `${prefix}.${i}@bench.example.org`), parallel, async (email, i) => {
    tokens[i] = await loggedInMember(stack.gql, stack.backend.url, stack.manager, email);
  });
  return tokens;
}

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, parse, print, type DocumentNode } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../context.ts';
import { clientOf } from '../http/client-identity.ts';
import { translate } from '../i18n.ts';

/** The code of an operation the calling client has not listed. */
export const notListedCode = 'PERSISTED_QUERY_NOT_LISTED';

/** SAFELIST_PATH's file: each client's name and its manifest, relative to this file. */
const safelistFile = z.record(z.string().regex(/^[\w.@/-]{1,64}$/, 'a client name (letters, digits, . @ / - _)'), z.string().min(1));

/** Apollo's persisted-query manifest, as `@apollo/generate-persisted-query-manifest` writes it. */
const manifestFile = z.object({
  format: z.literal('apollo-persisted-query-manifest'),
  version: z.literal(1),
  operations: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(['query', 'mutation', 'subscription']), body: z.string() })),
});

/**
 * A document as its definitions say, whatever their order: operations then fragments, each by
 * name, printed by graphql-js. Apollo's manifest generator sorts a document's definitions while
 * Apollo Client sends them as its code generator wrote them, so neither the text nor its hash
 * alone would match what the same client sends.
 */
export function canonicalDocument(document: DocumentNode): string {
  const rank = (kind: Kind) => (kind === Kind.OPERATION_DEFINITION ? 0 : 1);
  const nameOf = (definition: DocumentNode['definitions'][number]) => ('name' in definition ? (definition.name?.value ?? '') : '');
  const definitions = [...document.definitions].sort((a, b) => rank(a.kind) - rank(b.kind) || nameOf(a).localeCompare(nameOf(b), 'en'));
  return print({ ...document, definitions });
}

/** Whatever a client sent more than this many ways (texts of one listed document) is checked again each time. */
const maxRemembered = 10_000;

export class Safelist {
  /** Every known hash of a listed text: which document it is (the texts of unlisted documents are never kept). */
  readonly #canonicalByHash = new Map<string, string>();

  constructor(private readonly documentsByClient: ReadonlyMap<string, ReadonlySet<string>>, readonly operationNames: ReadonlySet<string>) {}

  get clientNames(): string[] {
    return [...this.documentsByClient.keys()];
  }

  /** Whether `client` listed `document` (sha256 of its text `queryHash`, as Apollo computed it). */
  allows(client: string, document: DocumentNode, queryHash: string): boolean {
    const listed = this.documentsByClient.get(client);
    if (!listed) return false;
    let canonical = this.#canonicalByHash.get(queryHash);
    if (canonical === undefined) {
      canonical = canonicalDocument(document);
      if (!listed.has(canonical)) return false;
      if (this.#canonicalByHash.size < maxRemembered) this.#canonicalByHash.set(queryHash, canonical);
    }
    return listed.has(canonical);
  }
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as Error).message}`);
  }
}

/** Reads SAFELIST_PATH and every manifest it names; throws with the file and the reason. */
export function loadSafelist(path: string): Safelist {
  const clients = safelistFile.safeParse(readJson(path));
  if (!clients.success) throw new Error(`${path} must map client names to manifest paths: ${clients.error.issues[0]?.message}`);
  const documentsByClient = new Map<string, Set<string>>();
  const operationNames = new Set<string>();
  for (const [client, manifestPath] of Object.entries(clients.data)) {
    const file = resolve(dirname(path), manifestPath);
    const manifest = manifestFile.safeParse(readJson(file));
    if (!manifest.success) throw new Error(`${file} is not an Apollo persisted-query manifest (version 1)`);
    const documents = new Set<string>();
    for (const operation of manifest.data.operations) {
      try {
        documents.add(canonicalDocument(parse(operation.body)));
      } catch (error) {
        throw new Error(`${file}: operation ${operation.name} does not parse: ${(error as Error).message}`);
      }
      operationNames.add(operation.name);
    }
    documentsByClient.set(client, documents);
  }
  return new Safelist(documentsByClient, operationNames);
}

/**
 * Runs only the operations the calling client (`apollographql-client-name`) listed in its
 * manifest, sent whole or by an automatic persisted query's hash. Anything else is refused with
 * HTTP 400 and PERSISTED_QUERY_NOT_LISTED once Apollo has resolved the operation: before it runs
 * and before it is registered as a persisted query. (A refusal thrown any earlier, when the text is
 * first known, Apollo answers as an internal error; a document that does not parse or validate is
 * refused as such first.)
 */
export function safelistPlugin(safelist: Safelist): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request, contextValue }) {
      const client = clientOf(request.http?.headers ?? new Map<string, string>()).name;
      return {
        async didResolveOperation({ document, queryHash }) {
          if (safelist.allows(client, document, queryHash)) return;
          throw new GraphQLError(translate(contextValue.lang, 'operationNotListed'), { extensions: { code: notListedCode, http: { status: 400 } } });
        },
      };
    },
  };
}

import type { IncomingHttpHeaders } from 'node:http';

/** Apollo's convention for naming the calling client; Apollo Client and other tools send them. */
export const clientNameHeader = 'apollographql-client-name';
export const clientVersionHeader = 'apollographql-client-version';

/** What a request without a (well-formed) name is recorded as. */
export const unknownClient = 'unknown';

export interface ClientIdentity {
  name: string;
  /** `-` when not sent or not well-formed. */
  version: string;
}

// The headers are the caller's own words, written into log lines and metric labels: a short,
// plain shape or nothing (no spaces, quotes or line breaks to forge a log line with).
const namePattern = /^[\w.@/-]{1,64}$/;
const versionPattern = /^[\w.+-]{1,32}$/;

/** Node's request headers, or Apollo's HeaderMap of the same request (a plugin's view). */
type Headers = IncomingHttpHeaders | ReadonlyMap<string, string>;

function headerValue(headers: Headers, name: string): string | undefined {
  const value = headers instanceof Map ? headers.get(name) : (headers as IncomingHttpHeaders)[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * The client a request says it comes from. A declaration, not a proof: any caller may send any
 * name, so it sorts what is recorded and which safelist applies, and grants nothing.
 */
export function clientOf(headers: Headers): ClientIdentity {
  const name = headerValue(headers, clientNameHeader);
  const version = headerValue(headers, clientVersionHeader);
  return {
    name: name !== undefined && namePattern.test(name) ? name : unknownClient,
    version: version !== undefined && versionPattern.test(version) ? version : '-',
  };
}

// One call of the contract: the real answer, checked against the schema the gateway reads it with
// (its own zod schemas, imported from gateway/src/rest) and, when the backend publishes an OpenAPI
// document, against the answer that document declares for the call.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import type { z } from 'zod';

export interface ContractCall<S extends z.ZodType> {
  method?: 'get' | 'post' | 'put' | 'patch';
  /** The path under `/api/`, as called. */
  path: string;
  /** The document's path for it (`/api/user/resource/pvt/members/{id}`); the called path when it has no parameters. */
  route?: string;
  query?: Record<string, string | number>;
  json?: object;
  form?: FormData;
  token?: string;
  lang?: 'zhTw' | 'en';
  /** What the gateway reads the answer with. */
  answer: S;
}

type OpenApi = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };

export interface ContractClient {
  /** The gateway's reading of the answer; the test fails with where the answer broke either schema. */
  check<S extends z.ZodType>(call: ContractCall<S>): Promise<z.output<S>>;
  /** Whether the backend publishes `GET /api/openapi.json` (a foundation's own backend may not). */
  readonly documented: boolean;
  /** The document's operations (`get /api/…`) that `check` called. */
  readonly calledRoutes: Set<string>;
}

export async function contractClient(backendUrl: string): Promise<ContractClient> {
  const published = await fetch(`${backendUrl}/api/openapi.json`);
  const document = published.ok ? ((await published.json()) as OpenApi) : undefined;
  // Shapes only: a format the document names (an e-mail's) is the backend's rule for what it takes, not what it answers.
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  const compiled = new Map<string, ValidateFunction>();
  const calledRoutes = new Set<string>();

  function declared(method: string, route: string): ValidateFunction | undefined {
    if (!document) return undefined;
    const key = `${method} ${route}`;
    let validate = compiled.get(key);
    if (!validate) {
      const schema = document.paths[route]?.[method]?.responses['200']?.content?.['application/json']?.schema;
      if (!schema) throw new Error(`the backend's OpenAPI document does not declare ${key}`);
      validate = ajv.compile(schema);
      compiled.set(key, validate);
    }
    return validate;
  }

  return {
    documented: document !== undefined,
    calledRoutes,
    async check({ method = 'get', path, route, query, json, form, token, lang = 'en', answer }) {
      const url = new URL(`${backendUrl}/api/${path}`);
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, String(value));
      const headers: Record<string, string> = { accept: 'application/json', 'content-language': lang };
      if (token) headers.authorization = `Bearer ${token}`;
      if (json) headers['content-type'] = 'application/json';
      const res = await fetch(url, { method: method.toUpperCase(), headers, body: form ?? (json ? JSON.stringify(json) : undefined) });
      const where = `${method.toUpperCase()} /api/${path}`;
      if (!res.ok) throw new Error(`${where} answered ${res.status}: ${await res.text()}`);
      const body: unknown = await res.json();
      const template = route ?? `/api/${path}`;
      calledRoutes.add(`${method} ${template}`);
      const validate = declared(method, template);
      if (validate && !validate(body)) throw new Error(`${where} broke the backend's own OpenAPI document: ${ajv.errorsText(validate.errors)}`);
      const read = answer.safeParse(body);
      if (!read.success) throw new Error(`${where} broke the gateway's schema: ${read.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      return read.data;
    },
  };
}

// The backend's OpenAPI 3.1 document, generated from the route table (openapi/routes.ts) with zod's
// own JSON Schema output, and served at `GET /api/openapi.json` (public: it says what any client
// may call, nothing about the data). Built once, on the first request.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { richTextMeta } from '../resources/rich-text.ts';
import { routeTable, type RouteDeclaration } from './routes.ts';

type JsonSchema = { [key: string]: unknown };

/** zod's JSON Schema, without the dialect line (the document's is 2020-12, as zod's). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  delete json.$schema;
  return json;
}

/** A request's schema as a client sends it (before defaults and coercions). */
function requestSchema(schema: z.ZodType): JsonSchema {
  return jsonSchema(schema, 'input');
}

/**
 * An answer's schema. Answers may carry fields beyond those declared (a stored file's signed
 * `downloadUrl`, a record's owner), and a client is to ignore what it does not know, so no object
 * is closed; localised fields of a `language` view are the one string the request's language picks.
 */
function answerSchema(route: RouteDeclaration): JsonSchema {
  return open(jsonSchema(route.answer, 'output'), route.view === 'language') as JsonSchema;
}

/** A localised text as stored: exactly `{ zhTw, en }`, or a rich text's pair of documents (marked). */
function isLocalised(node: JsonSchema): boolean {
  const properties = node.properties as JsonSchema | undefined;
  return node.type === 'object' && properties !== undefined && Object.keys(properties).sort().join() === 'en,zhTw';
}

function open(node: unknown, flattenLocalised: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => open(item, flattenLocalised));
  if (typeof node !== 'object' || node === null) return node;
  const schema = node as JsonSchema;
  if (flattenLocalised && isLocalised(schema)) {
    // A rich text answers one language's document; any other localised text one string.
    return schema[richTextMeta] === true ? open((schema.properties as JsonSchema).zhTw, false) : { type: 'string' };
  }
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, open(value, flattenLocalised)]),
  );
}

function parameters(route: RouteDeclaration): JsonSchema[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const inQuery = Object.entries(route.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    // Optional when the handler takes it absent (optional or defaulted).
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: requestSchema(schema as z.ZodType),
  }));
  const inHeaders = Object.entries(route.headers ?? {}).map(([name, description]) => ({ name, in: 'header', description, schema: { type: 'string' } }));
  return [...inPath, ...inQuery, ...inHeaders];
}

function requestBody(route: RouteDeclaration): JsonSchema | undefined {
  if (route.parts) {
    const properties = Object.fromEntries(Object.entries(route.parts).map(([name, description]) => [name, { type: 'string', description }]));
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
  }
  if (route.body) return { required: true, content: { 'application/json': { schema: requestSchema(route.body) } } };
  return undefined;
}

function operation(route: RouteDeclaration): JsonSchema {
  const body = requestBody(route);
  return {
    operationId: `${route.method}:${route.path}`,
    summary: route.summary,
    description: `Who: ${route.who}.`,
    ...(route.who === 'anyone' ? { security: [] } : {}),
    parameters: [{ $ref: '#/components/parameters/ContentLanguage' }, ...parameters(route)],
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': { description: 'The answer', content: { 'application/json': { schema: answerSchema(route) } } },
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routeTable) (paths[route.path] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Youth programme REST backend',
      version: '1',
      description: 'Generated from the route declarations (backend/src/openapi); the calls the gateway makes. Conventions, errors and the gateway signature: docs/rest-contract.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      parameters: {
        ContentLanguage: {
          name: 'Content-Language',
          in: 'header',
          description: "The language of localised fields in the answer and of messages",
          schema: { type: 'string', enum: ['zhTw', 'en'], default: 'zhTw' },
        },
      },
      responses: {
        Error: {
          description: 'A failure: its status and code (docs/rest-contract.md, "Conventions")',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['message'],
                properties: { message: { type: 'string' }, code: { type: 'string' }, reason: { type: 'string' }, fields: { type: 'array' } },
              },
            },
          },
        },
      },
    },
  };
}

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument());
    return reply.type('application/json').send(document);
  });
}

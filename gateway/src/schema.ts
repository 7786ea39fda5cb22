import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** schema.graphql at the repository root is the one contract shared with the web client. */
const schemaPath = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function loadTypeDefs(path = schemaPath): string {
  return readFileSync(path, 'utf8');
}

// Writes the web's persisted-query manifest (Apollo's format) into the server build, never served:
// the gateway's safelist (SAFELIST_PATH, gateway/safelist.json) runs only these operations for
// the client named `web`. Apollo's generator runs each operation through Apollo Client's own
// transforms (`__typename`), as the browser sends it; it takes one operation per document, and
// our .graphql files hold several beside their fragments, so each operation is handed to it whole
// with the fragments it spreads (the form of GraphQL Codegen's persisted documents).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fromGraphQLCodegenPersistedDocuments, generatePersistedQueryManifest } from '@apollo/generate-persisted-query-manifest';
import { Kind, parse, print, visit } from 'graphql';

const web = join(import.meta.dirname, '..');
const output = join(web, 'dist/server/persisted-query-manifest.json');

const definitions = readdirSync(join(web, 'src'), { recursive: true })
  .filter((path) => path.endsWith('.graphql'))
  .sort()
  .flatMap((path) => parse(readFileSync(join(web, 'src', path), 'utf8')).definitions);
const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));

/** The fragments a definition spreads, and theirs, each once. */
function spreadFragments(definition, found = new Map()) {
  visit(definition, {
    FragmentSpread(node) {
      const name = node.name.value;
      const fragment = fragments.get(name);
      if (!fragment) throw new Error(`fragment ${name} is spread but defined in no .graphql file`);
      if (found.has(name)) return;
      found.set(name, fragment);
      spreadFragments(fragment, found);
    },
  });
  return found;
}

const documents = Object.fromEntries(
  definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => [operation.name.value, print({ kind: Kind.DOCUMENT, definitions: [operation, ...spreadFragments(operation).values()] })]),
);
const scratch = mkdtempSync(join(tmpdir(), 'yip-operations-'));
try {
  const documentsFile = join(scratch, 'documents.json');
  writeFileSync(documentsFile, JSON.stringify(documents));
  const manifest = await generatePersistedQueryManifest({ documents: fromGraphQLCodegenPersistedDocuments(documentsFile) }, undefined);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`persisted-query manifest: ${manifest.operations.length} operations → ${output}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

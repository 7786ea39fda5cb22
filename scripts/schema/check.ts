// `npm run schema:check`: fails when schema.graphql breaks the released contract
// (schema/released.graphql); dangerous changes are listed without failing. A breaking change ships
// only when the released copy is bumped on purpose (`npm run schema:release`).
// An argument names another schema to check instead of schema.graphql (its test checks a broken copy).
import { compareSchemas, currentPath, describe, readSchema, releasedPath } from './compare.ts';

const { breaking, dangerous, safe } = await compareSchemas(readSchema(releasedPath), readSchema(process.argv[2] ?? currentPath));
for (const change of dangerous) console.warn(`dangerous: ${describe(change)}`);
for (const change of breaking) console.error(`BREAKING: ${describe(change)}`);
console.log(`schema:check: ${breaking.length} breaking, ${dangerous.length} dangerous, ${safe.length} safe changes since the released schema.`);
if (breaking.length > 0) {
  console.error('Breaking changes fail the check: add beside, deprecate, and remove only after two releases (docs/schema-policy.md).');
  process.exit(1);
}

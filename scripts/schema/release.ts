// `npm run schema:release`: the working schema becomes the released contract. The diff against the
// copy it replaces is appended to schema/CHANGELOG.md, breaking changes included (releasing them is
// the deliberate bump schema:check asks for).
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { changelogEntry, nextRelease } from './changelog.ts';
import { changelogPath, compareSchemas, currentPath, readSchema, releasedPath } from './compare.ts';

const changes = await compareSchemas(readSchema(releasedPath), readSchema(currentPath));
if (changes.breaking.length + changes.dangerous.length + changes.safe.length === 0) {
  console.log('schema:release: schema.graphql is the released schema already; nothing to release.');
  process.exit(0);
}
const changelog = existsSync(changelogPath) ? readFileSync(changelogPath, 'utf8') : '# Schema changelog\n';
const release = nextRelease(changelog);
const entry = changelogEntry(release, new Date().toISOString().slice(0, 10), changes);
writeFileSync(changelogPath, `${changelog.trimEnd()}\n\n${entry}`);
copyFileSync(currentPath, releasedPath);
console.log(`schema:release: release ${release} written to schema/released.graphql and schema/CHANGELOG.md.`);
if (changes.breaking.length > 0) console.warn(`It breaks clients in ${changes.breaking.length} ways; tell them before deploying it.`);

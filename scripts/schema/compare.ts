// The released schema against the working one, sorted the way a client team reads a release:
// what breaks them, what may change what they get, and what only adds (issue 22 item 2).
import { CriticalityLevel, diff, DiffRule, type Change } from '@graphql-inspector/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// Inspector runs on graphql's CommonJS build (Node resolves its `main`); the schemas it compares
// must come from that same copy, or graphql's instanceof checks refuse them (a bundler picks `module`).
const { buildSchema } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const currentPath = `${repoRoot}schema.graphql`;
export const releasedPath = `${repoRoot}schema/released.graphql`;
export const changelogPath = `${repoRoot}schema/CHANGELOG.md`;

export interface SchemaChanges {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

/** The changes from the released schema to the current one; descriptions are documentation, not contract, and left out. */
export async function compareSchemas(releasedSdl: string, currentSdl: string): Promise<SchemaChanges> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl), [DiffRule.ignoreDescriptionChanges]);
  const at = (level: CriticalityLevel) => changes.filter((change) => change.criticality.level === level);
  return { breaking: at(CriticalityLevel.Breaking), dangerous: at(CriticalityLevel.Dangerous), safe: at(CriticalityLevel.NonBreaking) };
}

export function readSchema(path: string): string {
  return readFileSync(path, 'utf8');
}

/** One line per change, with Inspector's reason where it gives one (why a dangerous change may matter). */
export function describe(change: Change): string {
  const reason = change.criticality.reason ? ` (${change.criticality.reason})` : '';
  return `${change.message}${reason}`;
}

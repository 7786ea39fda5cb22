// The released schema against the working one, sorted the way a client team reads a release:
// what breaks them, what may change what they get, and what only adds (issue 22 item 2).
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const currentPath = `${repoRoot}schema.graphql`;
export const releasedPath = `${repoRoot}schema/released.graphql`;
export const changelogPath = `${repoRoot}schema/CHANGELOG.md`;

export interface SchemaChanges {
  breaking: Change[];
  dangerous: Change[];
  safe: Change[];
}

export async function compareSchemas(releasedSdl: string, currentSdl: string): Promise<SchemaChanges> {
  const changes = await diff(buildSchema(releasedSdl), buildSchema(currentSdl));
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

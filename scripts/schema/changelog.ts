// A schema/CHANGELOG.md entry written from the diff, so the changelog says what the schema says.
import { describe, type SchemaChanges } from './compare.ts';

/** The number the next release takes: one past the entries already in the changelog. */
export function nextRelease(changelog: string): number {
  return (changelog.match(/^## Release \d+/gm) ?? []).length + 1;
}

export function changelogEntry(release: number, date: string, { breaking, dangerous, safe }: SchemaChanges): string {
  const section = (title: string, lines: string[]) => (lines.length > 0 ? [`### ${title}`, '', ...lines.map((line) => `- ${line}`), ''] : []);
  return [
    `## Release ${release} (${date})`,
    '',
    ...section('Breaking', breaking.map(describe)),
    ...section('Dangerous', dangerous.map(describe)),
    ...section('Added and changed', safe.map(describe)),
  ].join('\n');
}

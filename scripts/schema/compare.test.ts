import { describe as group, expect, it } from 'vitest';
import { changelogEntry, nextRelease } from './changelog.ts';
import { compareSchemas } from './compare.ts';

const released = `
type Query {
  "A team."
  team(id: ID!): Team
}
type Team {
  id: ID!
  "REST's name."
  organizeName: String
}
`;

group('schema check', () => {
  it('finds a removed field breaking', async () => {
    const changes = await compareSchemas(released, released.replace('"REST\'s name."\n  organizeName: String', ''));
    expect(changes.breaking.map((change) => change.type)).toEqual(['FIELD_REMOVED']);
  });

  it('passes an added field with the old one deprecated', async () => {
    const renamed = released.replace('organizeName: String', 'organizeName: String @deprecated(reason: "Use organisationName.")\n  organisationName: String');
    const changes = await compareSchemas(released, renamed);
    expect(changes.breaking).toEqual([]);
    expect(changes.safe.map((change) => change.type)).toEqual(expect.arrayContaining(['FIELD_ADDED', 'FIELD_DEPRECATION_ADDED']));
  });

  it('lists a dangerous change without calling it breaking', async () => {
    const changes = await compareSchemas('type Query { a: Int }\nenum E { A }', 'type Query { a: Int }\nenum E { A B }');
    expect(changes.breaking).toEqual([]);
    expect(changes.dangerous.map((change) => change.type)).toEqual(['ENUM_VALUE_ADDED']);
  });

  it('numbers and writes a changelog entry from the diff', async () => {
    const changes = await compareSchemas(released, released.replace('id: ID!\n  "REST', 'id: ID!\n  "The name."\n  name: String\n  "REST'));
    expect(nextRelease('# Schema changelog\n\n## Release 1 (2026-11-27)\n')).toBe(2);
    expect(changelogEntry(2, '2026-12-01', changes)).toBe("## Release 2 (2026-12-01)\n\n### Added and changed\n\n- Field 'name' was added to object type 'Team'\n");
  });
});

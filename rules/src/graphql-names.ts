// The application fields the GraphQL schema names otherwise than these rules (and the REST backend)
// do: `previewImg` is the schema's `photo`. The gateway reads a save's input by these pairs (the
// rules' name is the deprecated input field's) and the web's forms keep the rules' names, so both
// tell a field error's path across with one table (docs/schema-policy.md).

/** One renamed field: where it sits (`team.members.*`, `*` an index), the rules' name and the schema's. */
export interface RenamedField {
  at: string;
  rules: string;
  graphql: string;
}

export const competitionRenamedFields: readonly RenamedField[] = [
  { at: 'team', rules: 'previewImg', graphql: 'photo' },
  { at: 'team', rules: 'refers', graphql: 'referrals' },
  { at: 'team.members.*', rules: 'pdfFile', graphql: 'studentProof' },
  { at: 'proposal', rules: 'level', graphql: 'group' },
  { at: 'proposal', rules: 'main', graphql: 'theme' },
  { at: 'proposal', rules: 'subs', graphql: 'sdgGoals' },
  { at: 'proposal', rules: 'pdfFile', graphql: 'plan' },
];

export const incubatorRenamedFields: readonly RenamedField[] = [
  { at: 'team', rules: 'organizeName', graphql: 'organisationName' },
  { at: 'team', rules: 'refers', graphql: 'referrals' },
  { at: 'proposal', rules: 'property', graphql: 'group' },
  { at: 'proposal', rules: 'pdfFile', graphql: 'plan' },
  { at: 'proposal', rules: 'img', graphql: 'photo' },
];

/**
 * A dotted path (`team.members.1.pdfFile`) with each renamed field told by the other side's name
 * (`to`), except at the spots `keep` names (a rules path up to the field: where a client wrote the
 * deprecated name, which is the rules' one).
 */
export function renamedPath(fields: readonly RenamedField[], path: string, to: 'graphql' | 'rules', keep: (spot: string) => boolean = () => false): string {
  const from = to === 'graphql' ? 'rules' : 'graphql';
  const segments = path.split('.');
  const sitsAt = (at: string, end: number) => {
    const way = at.split('.');
    return way.length === end && way.every((part, index) => part === segments[index] || (part === '*' && /^\d+$/.test(segments[index] ?? '')));
  };
  return segments
    .map((segment, index) => {
      const field = fields.find((candidate) => candidate[from] === segment && sitsAt(candidate.at, index));
      return field && !keep([...segments.slice(0, index), field.rules].join('.')) ? field[to] : segment;
    })
    .join('.');
}

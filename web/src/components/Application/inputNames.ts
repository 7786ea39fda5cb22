// The way back from a save's input to its form: the forms keep the shared rules' names
// (`pdfFile`), the input has GraphQL's (`studentProof`), and a server's field errors name the input's.
/**
 * A form field the save's input names otherwise: where it sits (`team.members.*`, `*` an index), its
 * name in the form (the shared rules' name) and its GraphQL name.
 */
export interface InputName {
  at: string;
  form: string;
  input: string;
}

/** A path of the save's input (a field error's) as the form names it: `team.members.0.studentProof` → `team.members.0.pdfFile`. */
export function formPath(names: readonly InputName[], path: string): string {
  const segments = path.split('.');
  const sitsAt = (at: string, end: number) => {
    const way = at.split('.');
    return way.length === end && way.every((part, index) => part === segments[index] || (part === '*' && /^\d+$/.test(segments[index] ?? '')));
  };
  return segments.map((segment, index) => names.find((name) => name.input === segment && sitsAt(name.at, index))?.form ?? segment).join('.');
}

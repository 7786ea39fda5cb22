// What a failed save or submit says, read from the GraphQL error: its code (DESIGN §4), the server's
// message, and the fields it names (`extensions.fields`: `[{ path, message }]`, the schema's one shape).
import { CombinedGraphQLErrors } from '@apollo/client';
import { renamedPath, type RenamedField } from '@yip/rules';
import { defineMessages, type IntlShape } from 'react-intl';
import { toFailure, type GraphQLFailure } from '../../app/apollo.ts';

export interface FieldProblem {
  /** The path in the application as the form names it, e.g. `team.members.1.email`. */
  path: string;
  /** The rule's message, already in the request's language (or a message id). */
  message: string;
}

export interface ApplyFailure extends GraphQLFailure {
  fields: FieldProblem[];
}

function readFields(extensions: Record<string, unknown> | undefined, message: string): FieldProblem[] {
  const fields = extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((f: unknown) => {
    const { path, message: text } = (f ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' ? [{ path, message: typeof text === 'string' ? text : message }] : [];
  });
}

/**
 * The failure, its fields' paths as the form names them: an application's input names some fields
 * otherwise (`renamed`, the programme's @yip/rules table) than its forms, which keep the rules' names.
 */
export function toApplyFailure(error: unknown, renamed: readonly RenamedField[] = []): ApplyFailure {
  const failure = toFailure(error);
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const fields = first ? readFields(first.extensions, first.message) : [];
  return { ...failure, fields: fields.map((field) => ({ ...field, path: renamedPath(renamed, field.path, 'rules') })) };
}

/** The part of the application a path belongs to, and the path inside that part's form. */
export function splitPath(path: string): { part: 'team' | 'proposal' | null; inner: string } {
  const [head, ...rest] = path.split('.');
  return head === 'team' || head === 'proposal' ? { part: head, inner: rest.join('.') } : { part: null, inner: path };
}

const messages = defineMessages({
  problems: { id: 'apply.fieldProblems' },
  problem: { id: 'apply.fieldProblem' },
});

/** A rule's message as the catalogues word it (a message id), or the server's text as it came. */
export function problemMessage(message: string, intl: IntlShape): string {
  return Object.prototype.hasOwnProperty.call(intl.messages, message) ? intl.formatMessage({ id: message }) : message;
}

/**
 * Every field a failed save names, in words ("Member 1 · Student ID proof (This file type is not
 * accepted) and …"), never the internal path the server's message carries.
 */
export function problemsText(problems: readonly FieldProblem[], fieldLabel: (path: string, intl: IntlShape) => string, intl: IntlShape): string {
  const items = problems.map((problem) =>
    intl.formatMessage(messages.problem, { field: fieldLabel(problem.path, intl), reason: problemMessage(problem.message, intl) }),
  );
  return intl.formatMessage(messages.problems, { problems: intl.formatList(items, { type: 'conjunction' }) });
}

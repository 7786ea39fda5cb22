/**
 * A mutation's arguments in the schema's one shape: its `input` object when given, else the loose
 * arguments it took before (deprecated in schema.graphql, answered for two releases). Resolvers then
 * check the one shape with the shared rules, so either form fails alike, with the same field paths.
 */
export function argumentsOf<A extends { input?: object | null }>({ input, ...loose }: A): NonNullable<A['input']> | Omit<A, 'input'> {
  return input ?? loose;
}

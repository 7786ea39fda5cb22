// Local codegen plugin: emits one `useXxxQuery` / `useXxxMutation` hook per
// operation over Apollo Client 4's hooks. typescript-react-apollo targets Apollo Client 3 types,
// which do not type-check against Apollo Client 4 (DESIGN §2), so screens import these instead.
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const lines = [];
    const used = new Set();
    for (const { document } of documents) {
      for (const def of document?.definitions ?? []) {
        if (def.kind !== Kind.OPERATION_DEFINITION || !def.name) continue;
        const base = pascal(def.name.value);
        const needsVars = (def.variableDefinitions ?? []).some(
          (v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
        );
        const opt = needsVars ? 'options' : 'options?';
        if (def.operation === 'query') {
          used.add('useQuery');
          lines.push(
            `export function use${base}Query(${opt}: useQuery.Options<${base}Query, ${base}QueryVariables>) {`,
            `  return useQuery(${base}Document, options ?? {});`,
            `}`,
          );
        } else if (def.operation === 'mutation') {
          used.add('useMutation');
          lines.push(
            `export function use${base}Mutation(options?: useMutation.Options<${base}Mutation, ${base}MutationVariables>) {`,
            `  return useMutation(${base}Document, options);`,
            `}`,
          );
        }
      }
    }
    if (!lines.length) return '';
    return { prepend: [`import { ${[...used].sort().join(', ')} } from '@apollo/client/react';`], content: lines.join('\n') };
  },
};

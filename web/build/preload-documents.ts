import type { Plugin } from 'vite';

/**
 * Adds a `<link rel="modulepreload">` for the generated GraphQL documents to index.html. Every
 * page's route loader imports them before it can send its query; preloading them beside the entry
 * takes one round trip off the way to the page's data.
 */
export function preloadDocuments(): Plugin {
  return {
    name: 'yip:preload-documents',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith('/src/generated/graphql.ts'),
        );
        if (!chunk) throw new Error('preload-documents: no chunk for src/generated/graphql.ts');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

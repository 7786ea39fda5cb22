import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const noParser = require.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js');
// react-router's package exports point every condition at its development build (extra checks
// and warnings, larger); the build bundles the production build that ships beside it.
const reactRouterDir = dirname(require.resolve('react-router/package.json'));
const backend = process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000';

/**
 * The entry starts the app (src/app/browserApp.tsx) through a dynamic import, so that the browser
 * evaluates the two in separate tasks. A page rendered in the browser (member pages) needs the app
 * at once: index.html fetches its chunk and stylesheet beside the entry's instead of after it. A
 * server-rendered page drops these (gateway/src/http/ssr/document.ts): its scripts wait for the
 * first paint.
 */
function fetchAppWithEntry(): Plugin {
  return {
    name: 'fetch-app-with-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const app = Object.values(context.bundle ?? {}).find((output) => output.type === 'chunk' && output.name === 'browserApp');
        if (!app || app.type !== 'chunk') return [];
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${app.fileName}` }, injectTo: 'head' },
          ...[...(app.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * V8's explicit compile hint on the chunks whose code runs at start-up (the entry: React; the app:
 * router, Apollo, messages): the browser compiles all their functions eagerly while it streams the
 * file, on a background thread, instead of one by one on the main thread as each is first called
 * (Chromium ≥ 136; others ignore the comment). Written after minification, which drops comments.
 */
function compileHintsOnStartupChunks(): Plugin {
  return {
    name: 'compile-hints-on-startup-chunks',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts its dependency map at the top of the chunks.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && (output.isEntry || output.name === 'browserApp')) {
            output.code = `//# allFunctionsCalledOnLoad\n${output.code}`;
          }
        }
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), fetchAppWithEntry(), ...(isSsrBuild ? [] : [compileHintsOnStartupChunks()])],
  resolve: {
    // Messages are precompiled (formatjs compile --ast): no ICU parser at runtime.
    alias: [
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDir, 'dist/production/dom-export.mjs') },
          ]
        : []),
    ],
  },
  // The server entry (entry-server.tsx, `vite build --ssr`) bundles its dependencies: the gateway
  // loads it from WEB_DIST wherever that is, with no node_modules beside it.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the gateway orders a rendered page's route stylesheets by it.
    manifest: !isSsrBuild,
    target: 'es2022',
    sourcemap: false,
    // terser packs the shared vendor code ~3% tighter than esbuild: it keeps the home route's
    // initial JS under the 170 KB gzip bar (DESIGN §5).
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, format: { comments: false } },
  },
  server: {
    proxy: {
      '/graphql': { target: backend, changeOrigin: false },
      '/files': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: backend, changeOrigin: false },
      '/files': { target: backend, changeOrigin: false },
    },
  },
}));

// Compiles the backend for production into ES modules plain `node` runs, so a deployment (the
// Dockerfile) compiles nothing at start and carries no TypeScript loader: backend/dist/main.mjs (the
// server) and backup.mjs, restore.mjs (`npm run backup`/`restore`, scripts/ops/). `npm start` and the
// tests run the sources through tsx. Packages stay imports of node_modules (better-sqlite3 and
// @node-rs/argon2 are native, installed for the machine that runs them); the workspace's TypeScript
// (@yip/rules) is bundled in. Every output sits one folder under backend/, as src/ does, so paths
// taken from import.meta.url (the migrations, migrations-folders.ts; the repository's root) hold.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: {
    main: join(here, 'src', 'main.ts'),
    backup: join(here, '..', 'scripts', 'ops', 'backup.ts'),
    restore: join(here, '..', 'scripts', 'ops', 'restore.ts'),
  },
  outdir: join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-external',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@yip/') ? undefined : { external: true }));
      },
    },
  ],
});

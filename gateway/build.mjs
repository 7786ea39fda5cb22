// Compiles the gateway into one ES module, gateway/dist/main.mjs, that plain `node` runs. The
// gateway is not run through tsx outside development: tsx's loader rewrites every module the
// process imports, the web's 2.2 MB server entry and its route chunks too, and kept ~200 MB of
// resident memory for that (a rendered page took the gateway from 162 to 397 MB; compiled, 166).
// Packages stay imports of node_modules; the workspace's TypeScript (@yip/rules, and the web's page
// manifest, web/src/app/pageManifest.ts, for robots.txt and the sitemap) is bundled in.
import { rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const outfile = join(here, 'dist', 'main.mjs');

const result = await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
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

// Written beside and renamed: a gateway starting meanwhile never reads half a file.
await mkdir(dirname(outfile), { recursive: true });
const partial = `${outfile}.${process.pid}.tmp`;
await writeFile(partial, result.outputFiles[0].contents);
await rename(partial, outfile);

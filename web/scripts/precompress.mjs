// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the
// gateway can send compressed bytes without compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The build folder: the first argument (a private build, `vite build --outDir …`), else web/dist.
const assets = join(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'), 'assets');
let raw = 0;
let br = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = join(assets, name);
  const bytes = readFileSync(file);
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  br += brotli.length;
}
console.log(`precompressed assets: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli`);

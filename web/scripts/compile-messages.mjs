#!/usr/bin/env node
// i18n:compile — compiles each language's catalogue to ICU ASTs (formatjs compile --ast, so no
// parser ships) and splits it by part (scripts/message-parts.mjs) into
// src/i18n/compiled/{lang}/{part}.json, each part a chunk of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partOf, parts } from './message-parts.mjs';

const webDir = join(import.meta.dirname, '..');
const formatjs = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');
const langs = ['zhTw', 'en'];
const scratch = mkdtempSync(join(tmpdir(), 'messages-'));

try {
  for (const lang of langs) {
    const whole = join(scratch, `${lang}.json`);
    const source = join(webDir, 'src/i18n/messages', `${lang}.json`);
    const run = spawnSync(process.execPath, [formatjs, 'compile', source, '--format', 'simple', '--ast', '--out-file', whole], {
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    const compiled = JSON.parse(readFileSync(whole, 'utf8'));
    const split = Object.fromEntries(parts.map((part) => [part, {}]));
    for (const [id, ast] of Object.entries(compiled)) split[partOf(id)][id] = ast;
    const outDir = join(webDir, 'src/i18n/compiled', lang);
    mkdirSync(outDir, { recursive: true });
    for (const part of parts) writeFileSync(join(outDir, `${part}.json`), JSON.stringify(split[part]));
    console.log(`${lang}: ${parts.map((part) => `${part} ${Object.keys(split[part]).length}`).join(', ')} messages`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}


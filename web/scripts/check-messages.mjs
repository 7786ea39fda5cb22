#!/usr/bin/env node
// i18n:check — the two catalogues must hold exactly the same ids, no empty value, and every
// message id used in the source (`id: '…'` / `id="…"` in defineMessages, <FormattedMessage>,
// formatMessage) must exist in them. Ids are dotted names, which tells them apart from DOM ids.
// The catalogue is loaded in parts (scripts/message-parts.mjs): an id used by a public screen
// must be in the public part, one used by the account forms in a part their routes load.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { partOf, partsAvailableTo } from './message-parts.mjs';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(webDir, 'src');
const langs = ['zhTw', 'en'];
const problems = [];

const catalogues = Object.fromEntries(
  langs.map((lang) => {
    const file = join(srcDir, 'i18n', 'messages', `${lang}.json`);
    try {
      return [lang, JSON.parse(readFileSync(file, 'utf8'))];
    } catch (error) {
      problems.push(`${relative(webDir, file)}: cannot read (${error.message})`);
      return [lang, {}];
    }
  }),
);

const [first, second] = langs;
for (const [a, b] of [
  [first, second],
  [second, first],
]) {
  for (const id of Object.keys(catalogues[a])) {
    if (!(id in catalogues[b])) problems.push(`"${id}" is in ${a}.json but missing from ${b}.json`);
  }
}
for (const lang of langs) {
  for (const [id, value] of Object.entries(catalogues[lang])) {
    if (typeof value !== 'string' || value.trim() === '') problems.push(`"${id}" is empty in ${lang}.json`);
  }
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'generated' || name === 'compiled' || name === 'node_modules') continue;
      yield* sourceFiles(path);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      yield path;
    }
  }
}

const idPattern = /\bid\s*(?::|=)\s*(?:\{\s*)?(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
let used = 0;
for (const file of sourceFiles(srcDir)) {
  const text = readFileSync(file, 'utf8');
  const available = partsAvailableTo(relative(srcDir, file));
  for (const match of text.matchAll(idPattern)) {
    used += 1;
    const id = match[2];
    const line = text.slice(0, match.index).split('\n').length;
    for (const lang of langs) {
      if (!(id in catalogues[lang])) problems.push(`${relative(webDir, file)}:${line}: "${id}" is missing from ${lang}.json`);
    }
    if (!available.includes(partOf(id))) {
      problems.push(
        `${relative(webDir, file)}:${line}: "${id}" is in the ${partOf(id)} part, which this screen's routes do not load (scripts/message-parts.mjs)`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`i18n:check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log(
  `i18n:check ok: ${Object.keys(catalogues[first]).length} ids in ${langs.join(' and ')}, ${used} uses in the source.`,
);

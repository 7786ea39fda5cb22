import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The stylesheets a rendered page needs besides the entry's. A route's CSS comes with its lazy
 * chunk, which the browser loads only after the first paint (boot.js), so without these links a
 * page painted unstyled and jumped into shape on hydration (CLS 0.32 on home), and never took
 * shape with JavaScript off.
 *
 * Which files: Vite names a CSS-module class `_<local>_<hash>_<line>` in a build, the hash naming
 * its source file, so the classes in the markup tell which CSS files hold its rules. That also
 * covers what renders through React.lazy (footer, home sections), which no import tracking would
 * see after a process's first render.
 * In which order: Vite's, dependencies before what imports them (the client manifest), so the
 * cascade is the one the client builds; the client then finds the links and adds none twice.
 */
export interface PageStyles {
  /** `<link rel="stylesheet">` tags for the CSS files the markup's classes need. */
  linksFor(markup: string): string;
}

const moduleClass = /\b_[A-Za-z0-9-]+?_([a-z0-9]{5})_\d+\b/g;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

export async function loadPageStyles(webDist: string, template: string): Promise<PageStyles> {
  const assets = join(webDist, 'assets');
  const cssFiles = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  const inTemplate = new Set([...template.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]));
  const filesOfHash = new Map<string, string[]>();
  for (const name of cssFiles) {
    if (inTemplate.has(name)) continue;
    const css = await readFile(join(assets, name), 'utf8');
    for (const hash of new Set([...css.matchAll(moduleClass)].map((match) => match[1]!))) {
      filesOfHash.set(hash, [...(filesOfHash.get(hash) ?? []), name]);
    }
  }
  const rank = await cascadeOrder(webDist);

  return {
    linksFor(markup) {
      const needed = new Set<string>();
      for (const match of markup.matchAll(moduleClass)) for (const name of filesOfHash.get(match[1]!) ?? []) needed.add(name);
      return [...needed]
        .sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b))
        .map((name) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`)
        .join('');
    },
  };
}

/** Each CSS file's place in Vite's load order: a chunk's imports first, then its own CSS. */
async function cascadeOrder(webDist: string): Promise<Map<string, number>> {
  const rank = new Map<string, number>();
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return rank; // an older build without a manifest: file names decide
  }
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) if (!rank.has(file.replace(/^assets\//, ''))) rank.set(file.replace(/^assets\//, ''), rank.size);
    for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return rank;
}

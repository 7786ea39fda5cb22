import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadPageStyles, type PageStyles } from './page-styles.ts';

/** What the web's server entry (web/src/entry-server.tsx, built to WEB_DIST/server) answers. */
export type RenderResult =
  | { kind: 'client'; status: number }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; lang: 'zhTw' | 'en'; head: string; body: string; maxAge: number };

export interface ServerEntry {
  isServerRendered(pathname: string): boolean;
  render(request: { url: string; origin: string; graphqlUrl: string; signal?: AbortSignal }): Promise<RenderResult>;
}

export interface LoadedEntry {
  entry: ServerEntry;
  /** The built index.html the page goes into. */
  template: string;
  /** The route stylesheets each rendered page links to. */
  styles: PageStyles;
  /** Changes with every build: part of the page cache's key, so a new build never serves old pages. */
  buildId: string;
}

/**
 * The built server entry and template, loaded on first use. A module cannot be unloaded: after
 * a rebuild (their modification times change) this process keeps answering with index.html, which
 * names the new build's assets, until it is restarted, and says so once. Null while the web is not
 * built with its server entry (the gateway then serves index.html as before).
 */
export function serverEntryLoader(webDist: string): () => Promise<LoadedEntry | null> {
  const entryFile = join(webDist, 'server', 'entry-server.js');
  const templateFile = join(webDist, 'index.html');
  let loaded: { stamp: string; value: Promise<LoadedEntry> } | undefined;
  let warned = false;

  return async () => {
    const stamp = await Promise.all([stat(entryFile), stat(templateFile)]).then(
      ([a, b]) => `${a.mtimeMs}-${b.mtimeMs}`,
      () => null,
    );
    if (stamp === null) return null;
    if (loaded && loaded.stamp !== stamp) {
      if (!warned) console.warn('web rebuilt: pages are client-rendered until the gateway restarts with the new server entry');
      warned = true;
      return null;
    }
    if (!loaded) {
      const value = Promise.all([import(pathToFileURL(entryFile).href) as Promise<ServerEntry>, readFile(templateFile, 'utf8')]).then(
        async ([entry, template]) => ({ entry, template, styles: await loadPageStyles(webDist, template), buildId: stamp }),
      );
      loaded = { stamp, value };
      value.catch(() => {
        if (loaded?.value === value) loaded = undefined;
      });
    }
    return loaded.value;
  };
}

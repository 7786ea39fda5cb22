import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPageStyles } from './page-styles.ts';

const dist = mkdtempSync(join(tmpdir(), 'page-styles-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}

// An entry with its own CSS, a shared form chunk, and two pages importing it.
write('assets/index-e.css', '._shell_aaaaa_1{display:grid}');
write('assets/Field-f.css', '._field_bbbbb_1{margin:0}');
write('assets/HomePage-h.css', '._carousel_ccccc_1{position:relative}._slide_ccccc_9{flex:0 0 100%}');
write('assets/Footer-o.css', '._footer_ddddd_3{padding:1rem}');
write('assets/LoginPage-l.css', '._form_eeeee_1{gap:1rem}');
write(
  '.vite/manifest.json',
  JSON.stringify({
    'index.html': { file: 'assets/index-e.js', isEntry: true, css: ['assets/index-e.css'], dynamicImports: ['src/Home.tsx', 'src/Footer.tsx', 'src/Login.tsx'] },
    'src/Home.tsx': { file: 'assets/HomePage-h.js', imports: ['_Field.js'], css: ['assets/HomePage-h.css'] },
    '_Field.js': { file: 'assets/Field-f.js', css: ['assets/Field-f.css'] },
    'src/Footer.tsx': { file: 'assets/Footer-o.js', css: ['assets/Footer-o.css'] },
    'src/Login.tsx': { file: 'assets/LoginPage-l.js', imports: ['_Field.js'], css: ['assets/LoginPage-l.css'] },
  }),
);
const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-e.css"></head>';

describe('loadPageStyles', () => {
  it("links the CSS files whose module classes the markup uses, dependencies first, never the entry's", async () => {
    const styles = await loadPageStyles(dist, template);
    const links = styles.linksFor(
      '<div class="_shell_aaaaa_1"><section class="_carousel_ccccc_1"><div class="x _slide_ccccc_9"></div></section><input class="_field_bbbbb_1"><footer class="_footer_ddddd_3"></footer></div>',
    );
    expect(links).toBe(
      ['Field-f.css', 'HomePage-h.css', 'Footer-o.css'].map((name) => `<link rel="stylesheet" crossorigin href="/assets/${name}">`).join(''),
    );
  });

  it('links nothing for markup with only global classes or unknown hashes', async () => {
    const styles = await loadPageStyles(dist, template);
    expect(styles.linksFor('<p class="container skeleton _gone_zzzzz_1">text</p>')).toBe('');
  });

  it('orders by file name when the build has no manifest', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'page-styles-bare-'));
    mkdirSync(join(bare, 'assets'));
    writeFileSync(join(bare, 'assets', 'B.css'), '._b_bbbbb_1{}');
    writeFileSync(join(bare, 'assets', 'A.css'), '._a_aaaaa_1{}');
    const styles = await loadPageStyles(bare, '');
    expect(styles.linksFor('<i class="_b_bbbbb_1 _a_aaaaa_1"></i>')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/A.css"><link rel="stylesheet" crossorigin href="/assets/B.css">',
    );
    rmSync(bare, { recursive: true, force: true });
  });
});

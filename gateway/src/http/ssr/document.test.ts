import { describe, expect, it } from 'vitest';
import { composePage } from './document.ts';

const template = `<!doctype html>
<html lang="zh-Hant-TW">
  <head>
    <meta name="description" content="site" />
    <title>site</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/browserApp-def.js">
  </head>
  <body>
    <noscript>Please enable JavaScript</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('composePage', () => {
  const html = composePage(template, {
    kind: 'page',
    status: 200,
    lang: 'en',
    head: '<title>About | Site $&</title><meta name="description" content="about">',
    body: '<main><h1>About</h1></main><script type="application/json" id="page-data">{}</script>',
    maxAge: 60,
  }, '<link rel="stylesheet" crossorigin href="/assets/About-x.css">');

  it("says the page's language", () => {
    expect(html).toContain('<html lang="en">');
  });

  it("puts the page's head tags in place of the template's title and description (replacement patterns kept literal)", () => {
    expect(html).toContain('<title>About | Site $&</title><meta name="description" content="about">');
    expect(html).not.toContain('content="site"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('puts the markup in the root and drops the noscript plea', () => {
    expect(html).toContain('<div id="root"><main><h1>About</h1></main><script type="application/json" id="page-data">{}</script></div>');
    expect(html).not.toContain('noscript');
  });

  it('starts the entry after the first paint, through boot.js, and fetches no script before it', () => {
    expect(html).toContain('<script defer src="/boot.js" data-entry="/assets/index-abc.js"></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });

  it("links the page's route stylesheets in its head", () => {
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/About-x.css"><\/head>/);
  });
});

import type { Art, Shape } from './art.ts';

function shapeSvg(shape: Shape): string {
  switch (shape.kind) {
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.color}" fill-opacity="${shape.opacity}"/>`;
    case 'ring':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="none" stroke="${shape.color}" stroke-width="${shape.width}" stroke-opacity="${shape.opacity}"/>`;
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${shape.color}" fill-opacity="${shape.opacity}"/>`;
  }
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function wordmarkSvg({ text, x, y, size }: NonNullable<Art['wordmark']>): string {
  return `<text x="${x}" y="${y}" font-family="system-ui,sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(text)}</text>`;
}

/** The art as a small SVG, without a role: the page's `alt` describes it. */
export function renderSvg(art: Art): string {
  const { width: w, height: h } = art;
  const [from, to] = art.gradient;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
${[...art.shapes.map(shapeSvg), ...(art.wordmark ? [wordmarkSvg(art.wordmark)] : [])].join('\n')}
</svg>
`;
}

import { inflateSync } from 'node:zlib';

/**
 * A stream's bytes as latin1 text, inflated when Flate-compressed. The bytes are taken by the
 * dictionary's `/Length`: compressed data that ends in a carriage return would otherwise lose it to
 * the `\r\nendstream` that follows (about one stream in 256), and fail to inflate.
 */
function streamText(body: string): string {
  const at = /stream\r?\n/.exec(body);
  if (!at) return '';
  const length = /\/Length (\d+)\b/.exec(body.slice(0, at.index));
  const start = at.index + at[0].length;
  const data = length ? body.slice(start, start + Number(length[1])) : /^([\s\S]*?)\r?\nendstream/.exec(body.slice(start))?.[1];
  if (data === undefined) return '';
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return data;
  }
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap (bfchar and bfrange, as pdfkit writes them): glyph code to text. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, text] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(code, 16), utf16(text));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, start, end, target] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const first = parseInt(start, 16);
      const last = parseInt(end, 16);
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, hex], i) => map.set(first + i, utf16(hex)));
      } else {
        const base = Buffer.from(target.slice(1, -1).replace(/\s+/g, ''), 'hex');
        for (let code = first; code <= last; code++) {
          const next = Buffer.from(base);
          next.writeUInt16BE((next.readUInt16BE(next.length - 2) + code - first) & 0xffff, next.length - 2);
          map.set(code, next.swap16().toString('utf16le'));
        }
      }
    }
  return map;
}

/**
 * The text a PDF written by pdfkit shows, one string per text run: its content streams are inflated,
 * each TJ array's hex strings joined (pdfkit splits words only for kerning) and decoded with the font
 * in use: through its ToUnicode map for an embedded font (two-byte glyph codes), as Latin-1 for a
 * standard one. Consecutive TJ arrays of a line written in several fonts stay separate runs. Enough for tests.
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) objects.set(Number(match[1]), match[2]);

  const fonts = new Map<string, Map<number, string> | null>();
  for (const body of objects.values())
    for (const resources of body.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const [, name, id] of resources[1].matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) {
        const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(objects.get(Number(id)) ?? '');
        fonts.set(name, toUnicode ? parseCMap(streamText(objects.get(Number(toUnicode[1])) ?? '')) : null);
      }

  const runs: string[] = [];
  for (const body of objects.values()) {
    const content = streamText(body);
    let font: Map<number, string> | null = null;
    for (const op of content.matchAll(/\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]) ?? null;
        continue;
      }
      const hexes = [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]);
      const cmap = font;
      runs.push(
        hexes
          .map((hex) =>
            cmap
              ? (hex.match(/.{4}/g) ?? []).map((code) => cmap.get(parseInt(code, 16)) ?? '').join('')
              : Buffer.from(hex, 'hex').toString('latin1'),
          )
          .join(''),
      );
    }
  }
  return runs;
}

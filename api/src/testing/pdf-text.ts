import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, one string per text run: its content streams are inflated and
 * the hex strings of each TJ array joined (pdfkit splits words only for kerning). Enough for tests.
 */
export function pdfText(pdf: Buffer): string[] {
  const runs: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...array[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1], 'hex').toString('latin1')).join('');
      runs.push(text);
    }
  }
  return runs;
}

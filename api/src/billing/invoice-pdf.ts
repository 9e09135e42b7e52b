import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  INVOICE_PRODUCT_NAMES,
  invoiceFacts,
  invoiceMoney,
  invoiceParties,
  invoiceTotals,
  SAMPLE_SUPPLIER_NOTE,
  type Invoice,
} from '@adlaunch/shared';

/**
 * The invoice's fonts, embedded in every PDF (subset to the characters used) and shipped with the API
 * as npm packages, so nothing is fetched at run time: Noto Sans for Latin (with its extensions),
 * Greek and Cyrillic; Noto Sans Arabic and Noto Sans Hebrew for right-to-left names; Noto Sans SC for Chinese and Japanese characters; Noto Emoji for emoji. Each run of
 * text is written in the first of them that has its characters, so no name is garbled.
 */
const FAMILY_NAMES = {
  'noto-sans': 'NotoSans',
  'noto-sans-arabic': 'NotoSansArabic',
  'noto-sans-hebrew': 'NotoSansHebrew',
  'noto-sans-sc': 'NotoSansSC',
} as const;
const fontFile = (pkg: string, file: string) => require.resolve(`@expo-google-fonts/${pkg}/${file}`);
const family = (pkg: string, name: string, weight: '400Regular' | '700Bold') => fontFile(pkg, `${weight}/${name}_${weight}.ttf`);
const FONT_FILES = {
  regular: (['noto-sans', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-sc'] as const).map((pkg) =>
    family(pkg, FAMILY_NAMES[pkg], '400Regular'),
  ),
  bold: (['noto-sans', 'noto-sans-arabic', 'noto-sans-hebrew', 'noto-sans-sc'] as const).map((pkg) =>
    family(pkg, FAMILY_NAMES[pkg], '700Bold'),
  ),
  emoji: fontFile('noto-emoji', '400Regular/NotoEmoji_400Regular.ttf'),
};
type Weight = 'regular' | 'bold';
let coverage: { path: string; font: fontkit.Font }[][] | null = null;
/** Per weight, the fonts to try in order (opened once per process). */
function fontsFor(weight: Weight) {
  coverage ??= (['regular', 'bold'] as const).map((w) =>
    [...FONT_FILES[w], FONT_FILES.emoji].map((path) => ({ path, font: fontkit.openSync(path) })),
  );
  return coverage[weight === 'regular' ? 0 : 1];
}
/** Joiners and variation selectors stay with the character before them (emoji sequences, accents). */
const clings = (codePoint: number) =>
  codePoint === 0x200d ||
  codePoint === 0xfe0e ||
  codePoint === 0xfe0f ||
  (codePoint >= 0x300 && codePoint <= 0x36f) ||
  (codePoint >= 0x1f3fb && codePoint <= 0x1f3ff);

/** Letters of the right-to-left scripts an owner may write a name in: Hebrew, Arabic (with its supplements and presentation forms), Syriac, Thaana, N'Ko. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const NEUTRAL = /[\s.,:;'"()\-/&]/;

export interface FontRun {
  path: string;
  text: string;
}

/** The text cut into runs, each with the first font that draws all of it. */
function byFont(text: string, weight: Weight): FontRun[] {
  const fonts = fontsFor(weight);
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const codePoint = char.codePointAt(0)!;
    const path =
      last && (clings(codePoint) || /\s/.test(char))
        ? last.path
        : (fonts.find((f) => f.font.hasGlyphForCodePoint(codePoint)) ?? fonts[0]).path;
    if (last && last.path === path) last.text += char;
    else runs.push({ path, text: char });
  }
  return runs;
}

/**
 * The text as font runs in the order a reader sees them, left to right: a simplified form of Unicode's
 * bidirectional algorithm, enough for a name or an address. Spaces and punctuation between two
 * right-to-left letters go with them; the line's direction is that of its first letter (rule P2), and a
 * right-to-left line places its runs right to left. Inside a right-to-left run the words are placed last
 * first, and pdfkit's layout engine (fontkit) joins the letters of each word and draws it right to left.
 */
function fontRuns(text: string, weight: Weight): FontRun[] {
  const chars = [...text];
  const strong = chars.map((char) => (RTL_LETTER.test(char) ? 'R' : NEUTRAL.test(char) ? null : 'L'));
  const lineRtl = strong.find((d) => d !== null) === 'R';
  const direction = strong.map((d, i) => {
    if (d) return d;
    const before = strong
      .slice(0, i)
      .reverse()
      .find((x) => x !== null);
    const after = strong.slice(i + 1).find((x) => x !== null);
    return before === after && before ? before : lineRtl ? 'R' : 'L';
  });
  const levelRuns: { rtl: boolean; text: string }[] = [];
  chars.forEach((char, i) => {
    const rtl = direction[i] === 'R';
    const last = levelRuns.at(-1);
    if (last && last.rtl === rtl) last.text += char;
    else levelRuns.push({ rtl, text: char });
  });
  const ordered = lineRtl ? levelRuns.reverse() : levelRuns;
  return ordered.flatMap(({ rtl, text: part }) =>
    rtl
      ? part
          .split(/(\s+)/)
          .filter(Boolean)
          .reverse()
          .flatMap((word) => byFont(word, weight).reverse())
      : byFont(part, weight),
  );
}

const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#1e3a8a';
const RULE = '#d1d5db';

/** The invoice as an A4 PDF, with the same content as the email and the dashboard. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.supplier.name, Subject: INVOICE_PRODUCT_NAMES[invoice.product] },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** Writes `text` as pdfkit's text() would, switching fonts between runs (the first run takes the position). */
  const write = (weight: Weight, text: string, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) => {
    const runs = fontRuns(text, weight);
    if (runs.length === 0) runs.push({ path: fontsFor(weight)[0].path, text });
    runs.forEach((run, i) => {
      doc.font(run.path);
      const continued = i < runs.length - 1;
      if (i === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { continued });
    });
    return doc;
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountWidth = 120;
  const labelWidth = width - amountWidth - 12;

  doc.fillColor(BRAND).fontSize(24);
  write('bold', invoice.title, left, doc.y);
  if (invoice.supplier.isSample) {
    doc.moveDown(0.3).fillColor('#92400e').fontSize(9);
    write('regular', SAMPLE_SUPPLIER_NOTE, undefined, undefined, { width });
  }
  doc.moveDown(1);

  const parties = invoiceParties(invoice);
  const top = doc.y;
  const column = (x: number, heading: string, lines: string[]) => {
    doc.fillColor(MUTED).fontSize(9);
    write('bold', heading.toUpperCase(), x, top, { width: width / 2 - 12 });
    doc.fillColor(INK).fontSize(10);
    for (const line of lines) write('regular', line, x, doc.y, { width: width / 2 - 12 });
    return doc.y;
  };
  const bottom = Math.max(column(left, 'From', parties.from), column(left + width / 2, 'Bill to', parties.to));
  doc.y = bottom + 18;

  for (const { label, value } of invoiceFacts(invoice)) {
    const y = doc.y;
    doc.fillColor(MUTED).fontSize(10);
    write('regular', label, left, y, { width: 140 });
    doc.fillColor(INK);
    write('bold', value, left + 150, y, { width: width - 150 });
    doc.moveDown(0.2);
  }
  doc.moveDown(1);

  const rule = (weight = 0.5, color = RULE) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();
    doc.y += 6;
  };
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.fillColor(INK).fontSize(10);
    write(bold ? 'bold' : 'regular', label, left, y, { width: labelWidth });
    const after = doc.y;
    write(bold ? 'bold' : 'regular', value, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  };

  doc.fillColor(MUTED).fontSize(9);
  const headY = doc.y;
  write('bold', 'DESCRIPTION', left, headY, { width: labelWidth });
  write('bold', `AMOUNT (${invoice.currency})`, left + width - amountWidth, headY, { width: amountWidth, align: 'right' });
  doc.y += 4;
  rule();
  for (const line of invoice.lines) row(line.label, invoiceMoney(line.amountCents));
  rule();
  const totals = invoiceTotals(invoice);
  totals.forEach((t, i) => {
    if (i === totals.length - 1) rule(1.5, INK);
    row(t.label, t.value, i === totals.length - 1);
  });

  if (invoice.noVatReason) {
    doc.moveDown(1);
    doc.fillColor(INK).fontSize(10);
    write('regular', invoice.noVatReason, left, doc.y, { width });
  }
  doc.moveDown(2);
  doc.fillColor(MUTED).fontSize(9);
  write('regular', `Thank you for your payment. ${invoice.supplier.name}`, left, doc.y, { width });

  doc.end();
  return done;
}

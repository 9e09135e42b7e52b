import { deflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { prepareUpload } from './uploads';

// Round 4: a catalog with /Names /JavaScript and /OpenAction inside a Flate object stream
// whose own header a pattern over `N N obj` did not match; each spelling below is a valid header to a reader.

const CATALOG = '<< /Type /Catalog /Pages 2 0 R /Names << /JavaScript 3 0 R >> /OpenAction 4 0 R >>';
const INNER = ['<< /Type /Pages /Kids [] /Count 0 >>', '<< /Names [(x) 4 0 R] >>', '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'];

/** Objects 1-4 inside one Flate object stream (object 6, header spelled `header`), and a cross-reference stream. */
function hiddenCatalog(header: string, inner = [CATALOG, ...INNER]): Buffer {
  let offsets = '';
  let body = '';
  inner.forEach((object, i) => {
    offsets += `${i + 1} ${body.length} `;
    body += `${object}\n`;
  });
  const packed = deflateSync(Buffer.from(offsets + body));
  const head = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const objStm = Buffer.concat([
    Buffer.from(
      `${header} << /Type /ObjStm /N ${inner.length} /First ${offsets.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\n'),
  ]);
  // Cross-reference stream (object 7): 0 free, 1-4 in object stream 6, 5 free, 6 and 7 at their offsets.
  const row = (type: number, a: number, b: number) => [type, (a >> 8) & 0xff, a & 0xff, b];
  const xrefAt = head.length + objStm.length;
  const rows = [row(0, 0, 0), ...inner.map((_, i) => row(2, 6, i)), row(0, 0, 0), row(1, head.length, 0), row(1, xrefAt, 0)];
  const table = Buffer.from(rows.flat());
  const xref = Buffer.concat([
    Buffer.from(`7 0 obj\n<< /Type /XRef /Size 8 /W [1 2 1] /Root 1 0 R /Length ${table.length} >>\nstream\n`),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
  ]);
  return Buffer.concat([head, objStm, xref]);
}

describe('a catalog hidden in an object stream behind an unusual header', () => {
  it.each([
    ['NUL bytes for spaces', '6\0 0\0obj'],
    ['a comment before obj', '6 0 %c\nobj'],
    ['no space before obj', '6 0obj'],
  ])('is refused when the header uses %s', async (_, header) => {
    const pdf = hiddenCatalog(header);
    expect(pdf.toString('latin1')).not.toMatch(/JavaScript|OpenAction/);
    await expect(prepareUpload('certificate', pdf)).rejects.toMatchObject({
      statusCode: 400,
      message: 'This PDF contains scripts or actions, which we cannot accept. Please export it again as a plain PDF.',
    });
  });

  it('is read by pdf-lib: the objects of a Flate object stream are among the ones enumerated', async () => {
    const doc = await PDFDocument.load(hiddenCatalog('6\0 0\0obj'), { throwOnInvalidObject: true, updateMetadata: false });
    const catalog = doc.context.enumerateIndirectObjects().find(([ref]) => ref.objectNumber === 1)?.[1];
    expect(catalog).toBeInstanceOf(PDFDict);
    expect((catalog as PDFDict).get(PDFName.of('OpenAction'))).toBeDefined();
  });

  it('accepts the same file without the script, and stores what it checked', async () => {
    const plain = hiddenCatalog('6 0obj', ['<< /Type /Catalog /Pages 2 0 R >>', INNER[0]]);
    const stored = await prepareUpload('certificate', plain);
    const reread = await PDFDocument.load(stored.body);
    expect(reread.getPageCount()).toBe(0);
    expect(stored.body.toString('latin1')).not.toMatch(/ObjStm/);
  });

  it('refuses a file pdf-lib cannot read with a clear message', async () => {
    await expect(prepareUpload('certificate', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog \n%%EOF\n'))).rejects.toMatchObject({
      statusCode: 400,
      message: 'This PDF is incomplete or damaged. Please export it again.',
    });
  });
});

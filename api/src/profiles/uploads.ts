import sharp from 'sharp';
import { LIMITS } from '@adlaunch/shared';
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

/** Certificate pictures larger than this on either side are refused; it also bounds the memory a decode may take. */
const MAX_IMAGE_SIDE = 4000;
/**
 * A photo as the largest phone cameras take it (108 MP, 12000 × 9000): the bound on what a decode may
 * take, whatever the file's size (a small PNG can claim any number of pixels).
 */
const MAX_PHOTO_PIXELS = 12_000 * 9_000;
/** Re-encoded photos: good to look at, a fraction of what a phone writes. */
const PHOTO_QUALITY = 85;

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

/**
 * Checks an upload and answers the bytes to store: photos resized to LIMITS.photoMaxSidePx on their long
 * side, certificate pictures kept at their size, both re-encoded without their metadata; PDFs written
 * anew from what was checked.
 */
export async function prepareUpload(kind: AssetKind, buf: Buffer): Promise<PreparedUpload> {
  if (buf.length === 0) throw new HttpError(400, 'The file is empty. Please choose another file.');
  const type = detectFileType(buf);
  if (!type || !ACCEPTED[kind].types.includes(type)) throw new HttpError(415, ACCEPTED[kind].refusal);
  if (type === 'pdf') return { body: await checkPdf(buf), ...TYPES.pdf };
  const { body, stored } = kind === 'image' ? await preparePhoto(type, buf) : { body: await reencode(type, buf), stored: type };
  return { body, contentType: TYPES[stored].contentType, ext: TYPES[stored].ext };
}

type PictureType = Exclude<FileType, 'pdf'>;

const unreadable = () => new HttpError(400, 'This picture could not be read; it may be damaged. Please upload another file.');

/** The picture's size, or the owner is told why it cannot be taken (too many pixels, or unreadable). */
async function readMetadata(image: sharp.Sharp, tooLarge: HttpError): Promise<sharp.Metadata & { width: number; height: number }> {
  const meta = await image.metadata().catch((error: unknown) => {
    throw /pixel limit/i.test(String(error)) ? tooLarge : unreadable();
  });
  if (!meta.width || !meta.height) throw unreadable();
  return meta as sharp.Metadata & { width: number; height: number };
}

/**
 * A photo as a phone takes it: turned upright (EXIF orientation), at most LIMITS.photoMaxSidePx on its
 * long side (never enlarged), without its metadata (the location, the camera), as JPEG (or WebP as
 * sent; PNG only when it has transparency). Sharp decodes in libuv's threadpool, off the event loop.
 */
async function preparePhoto(type: PictureType, buf: Buffer): Promise<{ body: Buffer; stored: PictureType }> {
  const tooLarge = new HttpError(400, `This picture is too large: at most ${Math.round(MAX_PHOTO_PIXELS / 1e6)} megapixels.`);
  const image = () => sharp(buf, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  const meta = await readMetadata(image(), tooLarge);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw tooLarge;
  const stored: PictureType = type === 'png' && !meta.hasAlpha ? 'jpeg' : type;
  try {
    const side = LIMITS.photoMaxSidePx;
    // rotate() turns the picture upright first; "inside" a square keeps the long side within it either way.
    const pipeline = image().rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    if (stored === 'png') return { body: await pipeline.png({ compressionLevel: 9 }).toBuffer(), stored };
    if (stored === 'webp') return { body: await pipeline.webp({ quality: PHOTO_QUALITY }).toBuffer(), stored };
    return { body: await pipeline.jpeg({ quality: PHOTO_QUALITY, mozjpeg: true }).toBuffer(), stored };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooLarge;
    throw unreadable();
  }
}

/** A certificate's picture: kept at its size (it must stay legible), re-encoded without its metadata. */
async function reencode(type: PictureType, buf: Buffer): Promise<Buffer> {
  const tooLarge = new HttpError(400, `This picture is too large: at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels.`);
  const image = () => sharp(buf, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, failOn: 'error' });
  const meta = await readMetadata(image(), tooLarge);
  if (meta.width > MAX_IMAGE_SIDE || meta.height > MAX_IMAGE_SIDE) throw tooLarge;
  try {
    // rotate() applies the EXIF orientation before the metadata (location, camera) is dropped.
    const pipeline = image().rotate();
    if (type === 'png') return await pipeline.png().toBuffer();
    if (type === 'jpeg') return await pipeline.jpeg({ quality: 85 }).toBuffer();
    return await pipeline.webp({ quality: 85 }).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw tooLarge;
    throw unreadable();
  }
}

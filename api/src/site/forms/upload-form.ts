import { randomBytes } from 'node:crypto';
import * as cheerio from 'cheerio';
import type { FastifyRequest } from 'fastify';
import { LIMITS, type Profile } from '@adlaunch/shared';
import { escapeHtml } from '../../mail/escape-html';
import { ASSET_PATH } from '../../profiles/uploads';
import { STEP_FORM } from '../step-form';

export type UploadKind = 'image' | 'certificate';
const KINDS: UploadKind[] = ['image', 'certificate'];
const NOUN: Record<UploadKind, string> = { image: 'photo', certificate: 'certificate' };
/** The profile's field each upload's address is saved in, and the form's hidden field that carries it between posts. */
export const URL_FIELD: Record<UploadKind, 'image_url' | 'certificate_url'> = { image: 'image_url', certificate: 'certificate_url' };
const MB = 1024 * 1024;
/** The largest file the form takes (a photo as a phone takes it); the asset route holds each kind to its own limit. */
export const UPLOAD_FILE_MAX = Math.max(LIMITS.photoUploadMaxBytes, LIMITS.uploadMaxBytes);
const ASSET_URL = new RegExp(`^${ASSET_PATH}/[0-9a-f]{32}\\.(png|jpg|webp|pdf)$`);

/** An asset address the form sent back (a hidden field): only one of the asset route's own. */
export const assetUrlOrNull = (url: string | undefined | null) => (url && ASSET_URL.test(url) ? url : null);

/** The file field's kind by what it accepts: the photo takes images only, the certificate PDFs too. */
const kindOf = (accept: string | undefined): UploadKind | null =>
  accept?.includes('application/pdf') ? 'certificate' : accept?.startsWith('image/') ? 'image' : null;

interface UploadsShown {
  /** Each kind's uploaded file's address (the saved profile's, or one uploaded by this post). */
  urls: Partial<Record<UploadKind, string | null>>;
  /** The names of the files this post uploaded, said as uploaded. */
  uploaded?: Partial<Record<UploadKind, string>>;
}

function listing(kind: UploadKind, url: string | null, uploadedName: string | undefined, buttonClass: string): string {
  const noun = NOUN[kind];
  // The file this post uploaded is named (a status); one uploaded before is said as the owner's.
  const said = uploadedName ? `<p role="status">${escapeHtml(uploadedName)} uploaded.</p>` : `<p>Your ${noun} is uploaded.</p>`;
  const shown = !url
    ? `<p>No ${noun} uploaded yet.</p>`
    : kind === 'image'
      ? `${said}<img src="${escapeHtml(url)}" alt="Your uploaded business photo">`
      : `${said}<p><a href="${escapeHtml(url)}" download="">Download the uploaded certificate</a></p>`;
  return (
    `<div data-no-script="" data-no-script-upload="${kind}">` +
    `<input type="hidden" name="${URL_FIELD[kind]}" value="${escapeHtml(url ?? '')}">` +
    shown +
    `<button type="submit" name="upload" value="${kind}" formnovalidate="" class="${escapeHtml(buttonClass)}">Upload ${noun}</button>` +
    `</div>`
  );
}

/**
 * The business step's uploads without scripts (decision 041): the form posts as multipart, each
 * file field gets its name (`image`, `certificate`) and shows as the browser's own file field, and
 * below it what is uploaded (the photo shown, the certificate's link) and a button that uploads the
 * chosen file and answers this page. Appended last in each field (the served elements keep their
 * places); shown only without scripts. Called again on a post's answer, it replaces what it added.
 */
export function uploadsNoScript(html: string, profile: Profile | null, shown?: UploadsShown): string {
  const $ = cheerio.load(html);
  const form = $(STEP_FORM).first();
  if (!form.length) return html;
  form.attr('enctype', 'multipart/form-data');
  const buttonClass = form.find('a[href]').last().attr('class') ?? '';
  form.find('input[type="file"]').each((_, el) => {
    const input = $(el);
    const kind = kindOf(input.attr('accept'));
    if (!kind) return;
    input.attr('name', kind).attr('data-no-script-file', '');
    const field = input.closest('[data-field]');
    // The drop zone's words and the app's "Checking for an uploaded photo…" need scripts.
    input.siblings('span').attr('data-needs-script', '');
    field.children('p[role="status"]').attr('data-needs-script', '');
    field.children('[data-no-script-upload]').remove();
    const url =
      shown && Object.hasOwn(shown.urls, kind) ? (shown.urls[kind] ?? null) : kind === 'image' ? profile?.image : profile?.certificate;
    field.append(listing(kind, assetUrlOrNull(url), shown?.uploaded?.[kind], buttonClass));
  });
  return $.html();
}

/** A file field's message, which the form answer puts beside the field, goes below its drop zone (not inside it). */
export function errorsBelowDropZones(html: string): string {
  if (!html.includes('data-no-script-file')) return html;
  const $ = cheerio.load(html);
  $('#root input[data-no-script-file] + p[data-field-error]').each((_, el) => {
    const error = $(el);
    error.parent().after(error);
  });
  return $.html();
}

interface PostedStep {
  fields: Record<string, string>;
  files: Partial<Record<UploadKind, { name: string; type: string; body: Buffer }>>;
  /** A file the form could not take whole (too large), by its field. */
  refused: Partial<Record<UploadKind, string>>;
}

const tooLarge = (kind: UploadKind) =>
  `The file is too large: at most ${(kind === 'image' ? LIMITS.photoUploadMaxBytes : LIMITS.uploadMaxBytes) / MB} MB.`;

/** The business step's multipart post: its text fields, and each chosen file (an empty file field sends none). */
export async function readStepPost(request: FastifyRequest): Promise<PostedStep> {
  const posted: PostedStep = { fields: {}, files: {}, refused: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        posted.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const kind = KINDS.find((k) => k === part.fieldname);
      const body = await part.toBuffer();
      if (kind && part.filename && body.length) posted.files[kind] = { name: part.filename, type: part.mimetype, body };
    }
  } catch (error) {
    // A file over the form's limit ends the post's reading (the parser's own error, naming the part).
    const { code, part } = error as { code?: string; part?: { fieldname?: string } };
    const kind = KINDS.find((k) => k === part?.fieldname);
    if (code !== 'FST_REQ_FILE_TOO_LARGE' || !kind) throw error;
    posted.refused[kind] = tooLarge(kind);
  }
  return posted;
}

/** One file as the asset route takes it (`kind` and `file`, multipart), for `inject`. */
export function assetPayload(kind: UploadKind, file: { name: string; type: string; body: Buffer }) {
  const boundary = `adlaunch-${randomBytes(12).toString('hex')}`;
  const name = file.name.replace(/["\r\n\\]/g, '_').slice(0, 200);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${file.type.replace(/[^\w/.+-]/g, '') || 'application/octet-stream'}\r\n\r\n`,
    ),
    file.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

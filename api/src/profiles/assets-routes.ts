import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIMITS } from '@adlaunch/shared';
import type { AppDeps } from '../app-deps';
import { ASSET_KEY, createStorage } from '../adapters/storage';
import { HttpError } from '../lib/http-error';
import { ACCOUNT_LIMITS, assertDailyAllowance, LIMIT_MESSAGES } from '../accounts/account-limits';
import { authenticate } from '../accounts/auth-guard';
import { saveUpload, servedAsset } from './assets';
import { ASSET_KINDS, ASSET_PATH, type AssetKind } from './uploads';

/** A photo may be as large as a phone takes it (it is resized here); a certificate is kept as sent. */
const MAX_BYTES: Record<AssetKind, number> = { image: LIMITS.photoUploadMaxBytes, certificate: LIMITS.uploadMaxBytes };
const LARGEST = Math.max(...Object.values(MAX_BYTES));
/** Room for the multipart framing and the `kind` field around one file. */
const MAX_REQUEST_BYTES = LARGEST + 64 * 1024;

/** The words the upload field says before sending (file-upload.tsx), for the kind's limit (the largest while unknown). */
const tooLarge = (kind?: AssetKind) =>
  new HttpError(413, `The file is too large: at most ${(kind ? MAX_BYTES[kind] : LARGEST) / (1024 * 1024)} MB.`);

const cutOff = () => new HttpError(400, 'The upload was cut off. Please try again.');

/** @fastify/multipart's and busboy's errors, reworded for the owner: a malformed body is a 400, never a 500. */
function friendly(error: unknown, kind: AssetKind | undefined): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(kind);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'Send one file at a time.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'Send only the fields kind and file.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, 'The upload is not valid. Please try again.');
    case 'ERR_STREAM_PREMATURE_CLOSE':
      return cutOff();
    default: {
      // busboy's own refusals of a malformed body ("Multipart: Boundary not found", "Malformed part header", ...).
      const message = (error as Error).message ?? '';
      // A real connection that ends before the closing boundary reaches busboy's parser as "Part terminated early".
      if (/^(Unexpected end of (form|file)|Part terminated early)/.test(message)) return cutOff();
      if (/^(Multipart|Malformed)/.test(message)) return new HttpError(400, 'The upload is not valid. Please try again.');
      return error;
    }
  }
}

const knownKind = (kind: string | undefined) => (ASSET_KINDS.includes(kind as AssetKind) ? (kind as AssetKind) : undefined);

async function readUpload(request: FastifyRequest): Promise<{ kind: AssetKind; file: Buffer }> {
  let kind: string | undefined;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw new HttpError(400, 'Send the file in the field named file.');
        file = await part.toBuffer();
      } else if (part.fieldname === 'kind') {
        kind = String(part.value);
      } else {
        throw new HttpError(400, 'Send only the fields kind and file.');
      }
    }
  } catch (error) {
    throw friendly(error, knownKind(kind));
  }
  const known = knownKind(kind);
  if (!known) throw new HttpError(400, 'Say what the file is: kind must be image or certificate.');
  if (!file) throw new HttpError(400, 'Choose a file to upload.');
  // The parser holds every file to the photo's limit: a certificate is held to its own here.
  if (file.length > MAX_BYTES[known]) throw tooLarge(known);
  return { kind: known, file };
}

/**
 * Uploads for the business profile: the photo and the registration certificate. Files are served
 * publicly under unguessable names, because an <img> preview cannot send the bearer header.
 */
export function assetRoutes(app: FastifyInstance, { db, config, dialect }: AppDeps) {
  const storage = createStorage(config);

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: LARGEST, files: 1, fields: 2, parts: 3, fieldNameSize: 100, fieldSize: 1024, headerPairs: 100 },
    });

    scope.post(
      ASSET_PATH,
      {
        bodyLimit: MAX_REQUEST_BYTES,
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        onRequest: async (request) => {
          // Refuse a declared oversized body before reading any of it.
          if (Number(request.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) throw tooLarge();
        },
      },
      async (request, reply) => {
        const { user } = await authenticate(db, request);
        if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data with the fields kind and file.');
        await assertDailyAllowance(db, 'assets', user.id, ACCOUNT_LIMITS.uploadsPerDay, LIMIT_MESSAGES.uploads);
        const { kind, file } = await readUpload(request);
        const url = await saveUpload({ db, dialect, storage }, user.id, kind, file);
        return reply.status(201).send({ url });
      },
    );

    scope.get<{ Params: { key: string } }>(`${ASSET_PATH}/:key`, async (request, reply) => {
      const notFound = new HttpError(404, 'File not found.');
      const { key } = request.params;
      if (!ASSET_KEY.test(key)) throw notFound;
      const asset = await servedAsset({ db, storage }, key);
      if (!asset) throw notFound;
      reply
        .header('Content-Type', asset.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=86400, immutable');
      if (asset.contentType === 'application/pdf') reply.header('Content-Disposition', `attachment; filename="${asset.kind}.pdf"`);
      return reply.send(asset.body);
    });
  });
}

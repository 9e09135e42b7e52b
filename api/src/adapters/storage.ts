import fs from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../config';

/** Where uploaded files live. Keys are flat random names (see `ASSET_KEY`), never user input. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

/** 128 random bits in hex plus the extension of the stored type. */
export const ASSET_KEY = /^[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

function checkedKey(key: string): string {
  if (!ASSET_KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Files in a local folder (`<dataDir>/uploads` by default); writes go through a temporary file so a reader never sees half a file. */
export function localStorage(dir: string): ObjectStorage {
  fs.mkdirSync(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, checkedKey(key));
  return {
    async put(key, body) {
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, body, { flag: 'wx' });
      await fs.promises.rename(temporary, file);
    },
    async get(key) {
      try {
        return await fs.promises.readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces...); empty for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Key prefix inside the bucket, e.g. `uploads/`. */
  prefix?: string;
}

/** Files in S3-compatible object storage, for several API instances that share no disk. */
function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint || undefined,
    forcePathStyle: Boolean(options.endpoint),
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const keyOf = (key: string) => `${options.prefix ?? ''}${checkedKey(key)}`;
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
  };
}

/**
 * Chooses the storage from the environment: S3-compatible object storage when UPLOADS_S3_BUCKET is
 * set (with UPLOADS_S3_ENDPOINT, UPLOADS_S3_REGION, UPLOADS_S3_PREFIX and the usual AWS_ACCESS_KEY_ID
 * and AWS_SECRET_ACCESS_KEY), else a local folder (UPLOADS_DIR, by default `<dataDir>/uploads`).
 */
export function createStorage(config: Pick<Config, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): ObjectStorage {
  if (env.UPLOADS_S3_BUCKET) {
    return s3Storage({
      bucket: env.UPLOADS_S3_BUCKET,
      endpoint: env.UPLOADS_S3_ENDPOINT,
      region: env.UPLOADS_S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      prefix: env.UPLOADS_S3_PREFIX ?? 'uploads/',
    });
  }
  return localStorage(path.resolve(env.UPLOADS_DIR ?? path.join(config.dataDir, 'uploads')));
}

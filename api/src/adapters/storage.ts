import fs from 'node:fs';
import path from 'node:path';
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

/**
 * Chooses the storage from the environment. UPLOADS_DIR moves the local folder. S3-compatible object
 * storage (UPLOADS_S3_BUCKET with endpoint and keys) is planned behind this same interface; until it
 * exists, configuring it fails at start-up rather than silently writing to local disk.
 */
export function createStorage(config: Pick<Config, 'dataDir'>, env: NodeJS.ProcessEnv = process.env): ObjectStorage {
  if (env.UPLOADS_S3_BUCKET) throw new Error('UPLOADS_S3_BUCKET is set, but S3 upload storage is not available in this build yet.');
  return localStorage(path.resolve(env.UPLOADS_DIR ?? path.join(config.dataDir, 'uploads')));
}

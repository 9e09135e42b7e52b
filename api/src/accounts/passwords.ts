import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import pLimit from 'p-limit';
import { HttpError } from '../lib/http-error';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose one that is harder to guess.';

// The list is ordered by frequency; the top 10,000 are the usual "most common passwords" cut.
const COMMON_PASSWORDS = new Set(dictionary.passwords.slice(0, 10_000));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** Length rules come from the shared schema; this adds the deny-list, with the field named for the form. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE, { [field]: [COMMON_PASSWORD_MESSAGE] });
}

const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which also reads files and compresses
 * answers: at most this many hashes run at once, so a login flood leaves threads for pages.
 */
export const PASSWORD_HASH_CONCURRENCY = 2;
/** Hashes waiting beyond this are refused at once (each waiting login would only time out). */
export const MAX_WAITING_HASHES = 64;
export const BUSY_MESSAGE = 'We are very busy right now. Please try again in a moment.';

const hashing = pLimit(PASSWORD_HASH_CONCURRENCY);
export const passwordHashing = {
  get active() {
    return hashing.activeCount;
  },
  get waiting() {
    return hashing.pendingCount;
  },
};

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  if (hashing.pendingCount >= MAX_WAITING_HASHES) return Promise.reject(new HttpError(503, BUSY_MESSAGE));
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MiB) is below OWASP's N = 2^17.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so a cost change keeps old hashes valid. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, 8, 1);
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Checks a password against a user's hash, or against a throw-away hash of the same cost when there
 * is no user or no password, so a wrong address takes as long as a wrong password.
 */
export async function checkPassword(password: string, stored: string | null | undefined, cost: number): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  if (!dummyHashes.has(cost))
    dummyHashes.set(
      cost,
      hashPassword(randomBytes(16).toString('hex'), cost).catch((error) => {
        dummyHashes.delete(cost);
        throw error;
      }),
    );
  await verifyPassword(password, await dummyHashes.get(cost)!);
  return false;
}

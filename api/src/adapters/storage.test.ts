import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStorage, localStorage } from './storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adlaunch-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const key = '0123456789abcdef0123456789abcdef.png';

it('stores, reads and removes files in its folder', async () => {
  const storage = localStorage(dir);
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, Buffer.from('bytes'), 'image/png');
  expect((await storage.get(key))?.toString()).toBe('bytes');
  expect(fs.readdirSync(dir)).toEqual([key]);
  await storage.remove(key);
  expect(await storage.get(key)).toBeNull();
});

it('refuses keys that are not random asset names', async () => {
  const storage = localStorage(dir);
  await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow('invalid storage key');
  await expect(storage.get('a/b.png')).rejects.toThrow('invalid storage key');
});

it('uses <dataDir>/uploads by default and refuses S3 settings it cannot honour', () => {
  createStorage({ dataDir: dir }, {});
  expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(true);
  expect(() => createStorage({ dataDir: dir }, { UPLOADS_S3_BUCKET: 'b' })).toThrow(/S3/);
});

import fs from 'node:fs';
import path from 'node:path';

/** Writes a file by a temporary file and a rename: readers see the old bytes or the new, never half. */
export function replaceFile(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  fs.writeSync(fd, text);
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  fs.renameSync(tmp, file);
}

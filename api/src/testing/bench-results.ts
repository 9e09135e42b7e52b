import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PERFORMANCE_DOC = path.resolve(__dirname, '../../../docs/performance.md');

/** Replaces one benchmark's section of docs/performance.md, stamped with the machine it ran on. */
export function writeResults(name: string, markdown: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const machine = `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
  const section = `${start}\n_Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine}._\n\n${markdown}\n${end}`;
  let doc = fs.existsSync(PERFORMANCE_DOC) ? fs.readFileSync(PERFORMANCE_DOC, 'utf8') : '# Performance\n';
  if (doc.includes(start) && doc.includes(end)) doc = doc.slice(0, doc.indexOf(start)) + section + doc.slice(doc.indexOf(end) + end.length);
  else doc = `${doc.trimEnd()}\n\n## bench:${name}\n\n${section}\n`;
  fs.writeFileSync(PERFORMANCE_DOC, doc);
  console.log(`\nWritten to docs/performance.md (bench:${name}).`);
}

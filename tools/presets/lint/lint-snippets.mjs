// Lints source text as if it stood at the given paths, with the repository's ESLint config, through
// ESLint's API: reads [{ filePath, code }] as JSON on stdin, prints [{ filePath, messages }] on stdout.
// A child process, because ESLint loads its flat config with import(), which jest's module system lacks.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  results.push({ filePath, messages: result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })) });
}
process.stdout.write(JSON.stringify(results));

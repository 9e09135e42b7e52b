import { loadConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';

/** An operator command: `npm run ops -- <name> ...args`. Each lives in ./commands/<name>.ts. */
export interface OpsCommand {
  summary: string;
  usage: string;
  run: (args: string[], ctx: Db & { out: (line: string) => void }) => Promise<void>;
}

export class OpsError extends Error {}

async function loadCommand(name: string): Promise<OpsCommand | null> {
  if (!/^[a-z-]+$/.test(name)) return null;
  try {
    return (await import(`./commands/${name}`)).command as OpsCommand;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' || /Cannot find module/.test(String(error))) return null;
    throw error;
  }
}

export async function runOps(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? await loadCommand(name) : null;
  if (!command) {
    out('Usage: npm run ops -- <command> [...args]. Commands: see api/src/ops/commands/.');
    return 2;
  }
  const database = openDatabase(loadConfig());
  try {
    await migrate(database);
    await command.run(args, { ...database, out });
    return 0;
  } catch (error) {
    if (error instanceof OpsError) {
      out(`ops ${name}: ${error.message}\n${command.usage}`);
      return 1;
    }
    throw error;
  } finally {
    await database.db.destroy();
  }
}

if (require.main === module) {
  runOps(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}

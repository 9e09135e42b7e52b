import { ReleaseError, ReleaseStore } from './release-store';

const USAGE = `Usage:
  npm run release -- status
  npm run release -- publish <remote> [version]
  npm run release -- rollback <remote> [version]`;

function main(argv: string[]): number {
  const [command, remote, version] = argv;
  const store = new ReleaseStore();
  try {
    if (command === 'status') {
      for (const row of store.status()) {
        console.log(`${row.remote}: live ${row.live ?? '(none)'}`);
        for (const build of row.builds) console.log(`  ${build === row.live ? '*' : ' '} ${build}`);
      }
      return 0;
    }
    if ((command === 'publish' || command === 'rollback') && remote) {
      const event = command === 'publish' ? store.publish(remote, version) : store.rollback(remote, version);
      console.log(`${event.remote}: ${event.from ?? '(none)'} -> ${event.to} (${event.action})`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    if (error instanceof ReleaseError) {
      console.error(`release: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));

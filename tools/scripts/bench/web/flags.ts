import { OWNER_PAGE_PATHS } from '@adlaunch/shared';

// The command line of `npm run bench:web`.

export interface Flags {
  all: boolean;
  bytesOnly: boolean;
  ownerOnly: boolean;
  /** Only the throttled phone's first paint, usable, interaction latency and presses (no bytes, no Lighthouse). */
  usableOnly: boolean;
  /** Only the presses on the throttled phone, beside the peer. */
  pressOnly: boolean;
  /** Measure the site as it is built (another build may be running); the floor and the peer are built if missing. */
  build: boolean;
  runs: number;
  /** The owner pages to measure. */
  ownerPages: string[];
  /** Whether the Lighthouse and bytes figures go into docs/performance.md. */
  record: boolean;
  /** Whether the throttled phone's figures go into docs/performance.md (their own section). */
  recordUsable: boolean;
  /** Whether the presses go into docs/performance.md (their own section). */
  recordPress: boolean;
}

export function parseFlags(argv: string[]): Flags {
  const value = (name: string): string | undefined => {
    const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (i < 0) return undefined;
    const text = argv[i].includes('=') ? argv[i].slice(name.length + 1) : argv[i + 1];
    if (!text || text.startsWith('--')) throw new Error(`${name} needs a value`);
    return text;
  };
  const known = ['--all', '--bytes', '--owner', '--usable', '--press', '--no-build', '--runs', '--pages'];
  const unknown = argv.filter((a, i) => a.startsWith('--') && !known.includes(a.split('=')[0]) && argv[i - 1] !== '--pages');
  if (unknown.length) throw new Error(`unknown flag ${unknown.join(', ')}; the flags are ${known.join(', ')}`);
  const runs = Number(value('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  const pages = value('--pages')
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const notOwner = (pages ?? []).filter((p) => !(OWNER_PAGE_PATHS as readonly string[]).includes(p));
  if (notOwner.length) throw new Error(`--pages: ${notOwner.join(', ')} is not an owner page; they are ${OWNER_PAGE_PATHS.join(', ')}`);
  const bytesOnly = argv.includes('--bytes');
  const ownerOnly = argv.includes('--owner');
  const usableOnly = argv.includes('--usable');
  const pressOnly = argv.includes('--press');
  if ([bytesOnly, usableOnly, pressOnly].filter(Boolean).length > 1)
    throw new Error('--bytes, --usable and --press each measure one part; give one of them');
  const whole = !ownerOnly && !pages && runs >= 3;
  return {
    all: argv.includes('--all'),
    bytesOnly,
    ownerOnly,
    usableOnly,
    pressOnly,
    build: !argv.includes('--no-build'),
    runs,
    ownerPages: pages ?? [...OWNER_PAGE_PATHS],
    record: whole && !bytesOnly && !usableOnly,
    recordUsable: whole && !bytesOnly && !pressOnly,
    recordPress: !ownerOnly && !pages && runs >= 3 && !bytesOnly,
  };
}

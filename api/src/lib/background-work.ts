import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';

/** Work done after the answer has gone (emails), so how long it takes tells a caller nothing. */
export interface BackgroundWork {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every task queued so far (and any they queued) has finished. */
  drain(): Promise<void>;
}

/** Tasks run a few at a time in this process; a failure is logged, never thrown at the caller. */
export function backgroundWork(log: FastifyBaseLogger, concurrency = 2): BackgroundWork {
  const limit = pLimit(concurrency);
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job = limit(task)
        .catch((err) => log.error({ err, job: name }, 'background job failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

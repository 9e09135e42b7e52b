import { writeTransaction } from '../../lib/transaction';
import { recordRefundOwed } from '../../payments/payment-store';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { command } from './refunds';

let t: TestApp;
const lines: string[] = [];
const run = (args: string[]) => command.run(args, { db: t.db, dialect: t.dialect, out: (line) => lines.push(line) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ops refunds --due', () => {
  it('lists money owed back that no payment could take (a plan’s end credit), not only refunds on their way', async () => {
    await run(['--due']);
    expect(lines).toEqual(['No refund is waiting.']);

    const { user } = await t.createUser();
    await writeTransaction(t.db, (trx) =>
      recordRefundOwed(trx, {
        key: `plan-end:${user.id}`,
        userId: user.id,
        subscriptionId: null,
        amountCents: 46_000,
        reason: 'plan_end_credit',
        why: 'no kept payment left to take it',
      }),
    );
    lines.length = 0;
    await run(['--due']);
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^plan-end:${user.id}  owed\\s+R460\\s+plan_end_credit\\s+${user.email}`))]);
  });
});

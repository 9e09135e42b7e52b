import { verificationNext, verificationStepStates } from './owner-verification';

describe("the owner's verification steps", () => {
  it('marks the step reached as the current one and those before it done', () => {
    expect(verificationStepStates({ step: 'code_received', at: '2026-12-05T08:00:00Z' }).map((s) => s.state)).toEqual([
      'done',
      'now',
      'next',
    ]);
    expect(verificationStepStates({ step: 'verified', at: '2026-12-07T08:00:00Z' }).map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect(verificationStepStates(null).map((s) => s.state)).toEqual(['now', 'next', 'next']);
  });

  it('says what to do next with the South African day the step was reached', () => {
    expect(verificationNext({ step: 'code_sent', at: '2026-12-02T23:30:00Z' })).toMatch(
      /^Google sent a verification code to your business on 3 Dec 2026 .*When it arrives, send it to us/,
    );
    expect(verificationNext({ step: 'code_received', at: '2026-12-05T08:00:00Z' })).toMatch(
      /received your code on 5 Dec 2026.*Nothing to do/,
    );
    expect(verificationNext(null)).toMatch(/Nothing to do yet/);
  });
});

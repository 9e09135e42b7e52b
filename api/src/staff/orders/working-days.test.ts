import { overdueBefore, workingDaysSince } from './working-days';

// Friday 27 November 2026, 10:00 in South Africa.
const FRIDAY = new Date('2026-11-27T08:00:00Z');

describe('working days (Monday to Friday, South African days)', () => {
  it('counts the working days after the day a wait started', () => {
    expect(workingDaysSince('2026-11-26T09:00:00Z', FRIDAY)).toBe(1);
    expect(workingDaysSince('2026-11-25T09:00:00Z', FRIDAY)).toBe(2);
    expect(workingDaysSince('2026-11-24T09:00:00Z', FRIDAY)).toBe(3);
    // 23:30 UTC on Sunday is already Monday in South Africa.
    expect(workingDaysSince('2026-11-22T23:30:00Z', new Date('2026-11-25T08:00:00Z'))).toBe(2);
  });

  it('puts the overdue mark after two working days, skipping the weekend', () => {
    expect(overdueBefore(2, FRIDAY)).toBe('2026-11-24T22:00:00.000Z');
    // Tuesday: Friday's wait has seen Monday and Tuesday only.
    const tuesday = new Date('2026-12-01T08:00:00Z');
    expect(overdueBefore(2, tuesday)).toBe('2026-11-26T22:00:00.000Z');
    expect('2026-11-27T09:00:00Z' < overdueBefore(2, tuesday)).toBe(false);
    expect('2026-11-26T09:00:00Z' < overdueBefore(2, tuesday)).toBe(true);
  });
});

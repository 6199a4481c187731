import { describe, expect, it } from 'vitest';
import { addOneMonth, billingStart, firstPaidThrough } from '../../../api/src/modules/payments/billing';

const at = (iso: string) => Date.parse(iso);

describe('a billing month', () => {
  it('ends on the same day of the next month, at the same time', () => {
    expect(addOneMonth(at('2030-01-10T12:34:56Z'))).toBe(at('2030-02-10T12:34:56Z'));
    expect(addOneMonth(at('2030-12-15T00:00:00Z'))).toBe(at('2031-01-15T00:00:00Z'));
  });

  it("ends on a shorter month's last day", () => {
    expect(addOneMonth(at('2030-01-31T08:00:00Z'))).toBe(at('2030-02-28T08:00:00Z'));
    expect(addOneMonth(at('2032-01-30T08:00:00Z'))).toBe(at('2032-02-29T08:00:00Z'));
    expect(addOneMonth(at('2030-03-31T08:00:00Z'))).toBe(at('2030-04-30T08:00:00Z'));
  });
});

describe('when billing starts', () => {
  const registeredAt = at('2030-01-10T12:00:00Z');

  it('waits for the end of the trial', () => {
    expect(billingStart({ registeredAt, paidThrough: null }, at('2030-01-20T00:00:00Z'))).toBe(
      at('2030-02-09T12:00:00Z'),
    );
  });

  it('waits for the days already paid for', () => {
    const paidThrough = at('2030-05-01T00:00:00Z');
    expect(billingStart({ registeredAt, paidThrough }, at('2030-04-01T00:00:00Z'))).toBe(paidThrough);
  });

  it('starts now once both are over, and the first paid month follows', () => {
    const now = at('2030-06-01T09:00:00Z');
    const history = { registeredAt, paidThrough: at('2030-05-01T00:00:00Z') };
    expect(billingStart(history, now)).toBe(now);
    expect(firstPaidThrough(history, now)).toBe(at('2030-07-01T09:00:00Z'));
  });
});

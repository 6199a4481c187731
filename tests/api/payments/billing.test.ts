import { describe, expect, it } from 'vitest';
import { addOneMonth, billingStart, chargesDue } from '../../../api/src/modules/payments/billing';

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

  it('starts now once both are over', () => {
    const now = at('2030-06-01T09:00:00Z');
    const history = { registeredAt, paidThrough: at('2030-05-01T00:00:00Z') };
    expect(billingStart(history, now)).toBe(now);
  });
});

describe('the charges of an active subscription', () => {
  const paidThrough = at('2030-02-09T12:00:00Z');

  it('are none while the paid days last', () => {
    expect(chargesDue(paidThrough, at('2030-02-09T11:59:59Z'))).toEqual({ paidThrough, months: 0 });
  });

  it('fall when the paid days run out and each pays one more month', () => {
    expect(chargesDue(paidThrough, paidThrough)).toEqual({
      paidThrough: at('2030-03-09T12:00:00Z'),
      months: 1,
    });
    expect(chargesDue(paidThrough, at('2030-04-20T00:00:00Z'))).toEqual({
      paidThrough: at('2030-05-09T12:00:00Z'),
      months: 3,
    });
  });

  it('always leave paid days ahead, months later', () => {
    const now = at('2031-01-01T00:00:00Z');
    const renewed = chargesDue(paidThrough, now);
    expect(renewed.paidThrough).toBeGreaterThan(now);
    expect(renewed.paidThrough).toBe(at('2031-01-09T12:00:00Z'));
  });

  it('keep the billing day of the start: 31 January is charged on 28 February, then 31 March', () => {
    const start = at('2030-01-31T08:00:00Z');
    const first = chargesDue(start, start, start);
    expect(first).toEqual({ paidThrough: at('2030-02-28T08:00:00Z'), months: 1 });
    expect(chargesDue(first.paidThrough, first.paidThrough, start)).toEqual({
      paidThrough: at('2030-03-31T08:00:00Z'),
      months: 1,
    });
    expect(chargesDue(start, at('2030-04-01T00:00:00Z'), start)).toEqual({
      paidThrough: at('2030-04-30T08:00:00Z'),
      months: 3,
    });
  });
});

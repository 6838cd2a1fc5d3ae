/**
 * The requested delivery date rules of the checkout (lib/validation/delivery-date, mirroring
 * Commerce\B2BFields): working days, the earliest day after backordered lines, the problems named.
 */
import { deliveryDateProblem, earliestDeliveryDate, isWorkingDay, nextWorkingDayAfter } from '../../../src/lib/validation/delivery-date';

const holidays = ['2026-12-25', '2027-01-01', '2027-01-06'];
const rules = { earliest: '2026-12-23', latest: '2027-12-22', holidays };

it('knows weekends and the listed holidays', () => {
  expect(isWorkingDay('2026-12-23', holidays)).toBe(true);
  expect(isWorkingDay('2026-12-25', holidays)).toBe(false);
  expect(isWorkingDay('2026-12-26', holidays)).toBe(false);
  expect(isWorkingDay('2026-12-27', holidays)).toBe(false);
  expect(isWorkingDay('2026-02-30', holidays)).toBe(false);
});

it('finds the next working day over weekends and holidays', () => {
  expect(nextWorkingDayAfter('2026-12-24', holidays)).toBe('2026-12-28');
  expect(nextWorkingDayAfter('2026-12-31', holidays)).toBe('2027-01-04');
  expect(nextWorkingDayAfter('2027-01-05', holidays)).toBe('2027-01-07');
});

it('moves the earliest day to the working day after the latest expected date', () => {
  expect(earliestDeliveryDate('2026-12-23', [null, undefined], holidays)).toBe('2026-12-23');
  expect(earliestDeliveryDate('2026-12-23', ['2026-12-31', '2027-01-05', null], holidays)).toBe('2027-01-07');
  expect(earliestDeliveryDate('2027-02-01', ['2026-12-31'], holidays)).toBe('2027-02-01');
});

it('names what is wrong with a day', () => {
  expect(deliveryDateProblem('', rules)).toBeNull();
  expect(deliveryDateProblem('2026-12-28', rules)).toBeNull();
  expect(deliveryDateProblem('28.12.2026', rules)).toBe('invalid');
  expect(deliveryDateProblem('2026-12-26', rules)).toBe('weekend');
  expect(deliveryDateProblem('2026-12-25', rules)).toBe('holiday');
  expect(deliveryDateProblem('2026-12-22', rules)).toBe('tooEarly');
  expect(deliveryDateProblem('2028-01-03', rules)).toBe('tooLate');
});

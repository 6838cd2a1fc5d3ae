/**
 * The requested delivery date check of the checkout (lib/validation/delivery-date): the problems
 * named against the server's bounds and holidays (the earliest day itself is the server's).
 */
import { deliveryDateProblem } from '../../../src/lib/validation/delivery-date';

const holidays = ['2026-12-25', '2027-01-01', '2027-01-06'];
const rules = { earliest: '2026-12-23', latest: '2027-12-22', holidays };

it('names what is wrong with a day', () => {
  expect(deliveryDateProblem('', rules)).toBeNull();
  expect(deliveryDateProblem('2026-12-28', rules)).toBeNull();
  expect(deliveryDateProblem('28.12.2026', rules)).toBe('invalid');
  expect(deliveryDateProblem('2026-12-26', rules)).toBe('weekend');
  expect(deliveryDateProblem('2026-12-25', rules)).toBe('holiday');
  expect(deliveryDateProblem('2026-12-22', rules)).toBe('tooEarly');
  expect(deliveryDateProblem('2028-01-03', rules)).toBe('tooLate');
});

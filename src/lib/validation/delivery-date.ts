/**
 * The requested delivery date of the checkout (POST kabelshop/v1/orders requested_delivery_date),
 * mirroring Commerce\B2BFields on the server, which stays the authority:
 * - a working day: Monday to Friday and not a Croatian public holiday (the server sends the
 *   weekday holidays of the allowed range, `holidays`, from LeadTime: Zakon o blagdanima,
 *   NN 110/2019, Easter Monday and Corpus Christi from easter_days());
 * - not before the earliest possible day, which the server computes (B2BFields::earliest(): the next
 *   working day after today in Europe/Zagreb, or the working day after the latest expected_date of a
 *   backordered line): the page's `earliestDate`, then the cart quote's `earliest_delivery_date`;
 * - not after `latest` (today + 365 days).
 * Days are 'YYYY-MM-DD' strings, compared as text; no time zone enters (they are calendar days).
 */

export interface DeliveryDateRules {
  earliest: string;
  latest: string;
  holidays: readonly string[];
}

export type DeliveryDateProblem = 'invalid' | 'weekend' | 'holiday' | 'tooEarly' | 'tooLate';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parse(day: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

/** What is wrong with a chosen day, or null ('' is fine: the date is optional). */
export function deliveryDateProblem(day: string, rules: DeliveryDateRules): DeliveryDateProblem | null {
  if (day === '') return null;
  const date = parse(day);
  if (!date) return 'invalid';
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return 'weekend';
  if (rules.holidays.includes(day)) return 'holiday';
  if (day < rules.earliest) return 'tooEarly';
  if (day > rules.latest) return 'tooLate';
  return null;
}

/**
 * The requested delivery date of the checkout (POST kabelshop/v1/orders requested_delivery_date),
 * mirroring Commerce\B2BFields on the server, which stays the authority:
 * - a working day: Monday to Friday and not a Croatian public holiday (the server sends the
 *   weekday holidays of the allowed range, `holidays`, from LeadTime: Zakon o blagdanima,
 *   NN 110/2019, Easter Monday and Corpus Christi from easter_days());
 * - not before the earliest possible day: the server's `earliest` (the next working day after today
 *   in Europe/Zagreb) or, when a quoted line is partly backordered, the working day after the
 *   latest expected_date of the lines, whichever is later;
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

/** Monday to Friday and not in the holiday list. */
export function isWorkingDay(day: string, holidays: readonly string[]): boolean {
  const date = parse(day);
  if (!date) return false;
  const weekday = date.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.includes(day);
}

/** The first working day after `day` (Friday -> Monday, a holiday is skipped like a Sunday). */
export function nextWorkingDayAfter(day: string, holidays: readonly string[]): string {
  const date = parse(day);
  if (!date) return day;
  for (let i = 0; i < 30; i += 1) {
    date.setUTCDate(date.getUTCDate() + 1);
    const next = date.toISOString().slice(0, 10);
    if (isWorkingDay(next, holidays)) return next;
  }
  return date.toISOString().slice(0, 10);
}

/** The earliest day from the server's rule and the quoted lines' expected dates (null: not backordered). */
export function earliestDeliveryDate(serverEarliest: string, expectedDates: readonly (string | null | undefined)[], holidays: readonly string[]): string {
  let earliest = serverEarliest;
  for (const expected of expectedDates) {
    if (!expected || !parse(expected)) continue;
    const after = nextWorkingDayAfter(expected, holidays);
    if (after > earliest) earliest = after;
  }
  return earliest;
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

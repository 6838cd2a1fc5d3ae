/**
 * lib/format, spec section 9: en-US 1,234.56 and MM/DD/YYYY; hr-HR and sr-RS 1.234,56 and DD.MM.YYYY.
 */
import {
  collator,
  formatDate,
  formatDecimal,
  formatDiscountPercent,
  formatMoneyCents,
  formatNumber,
  formatSizeLabel,
  formatUnitPriceE4,
  toE4,
} from '../../../src/lib/format';

describe('formatNumber', () => {
  it.each([
    ['en-US', '1,234.56'],
    ['hr-HR', '1.234,56'],
    ['sr-RS', '1.234,56'],
  ] as const)('%s groups thousands and uses its decimal mark', (locale, expected) => {
    expect(formatNumber(1234.56, locale, 2)).toBe(expected);
  });

  it('rounds on the decimal value, not the binary one (1.005 => 1.01)', () => {
    expect(formatNumber(1.005, 'en-US', 2)).toBe('1.01');
    expect(formatNumber(-1.005, 'hr-HR', 2)).toBe('-1,01');
  });

  it('formats millions and zero decimals', () => {
    expect(formatNumber(1234567, 'hr-HR')).toBe('1.234.567');
    expect(formatNumber(999, 'en-US')).toBe('999');
  });
});

describe('formatMoneyCents', () => {
  it('is exact from integer cents in every locale', () => {
    expect(formatMoneyCents(123456, 'en-US')).toBe('€1,234.56');
    expect(formatMoneyCents(123456, 'hr-HR')).toBe('1.234,56 €');
    expect(formatMoneyCents(123456, 'sr-RS')).toBe('1.234,56 €');
  });

  it('keeps small amounts and negative amounts readable', () => {
    expect(formatMoneyCents(5, 'hr-HR')).toBe('0,05 €');
    expect(formatMoneyCents(-2000, 'en-US')).toBe('-€20.00');
    expect(formatMoneyCents(-2000, 'hr-HR')).toBe('-20,00 €');
  });

  it('has no float error on large sums (0.1 + 0.2 style)', () => {
    expect(formatMoneyCents(9007199254740, 'en-US')).toBe('€90,071,992,547.40');
  });
});

describe('formatUnitPriceE4', () => {
  it('shows four decimals of a unit price per metre', () => {
    expect(formatUnitPriceE4(1870, 'hr-HR')).toBe('0,1870 €');
    expect(formatUnitPriceE4(1870, 'en-US')).toBe('€0.1870');
    expect(formatUnitPriceE4(12345678, 'sr-RS')).toBe('1.234,5678 €');
  });
});

describe('formatDate', () => {
  it.each([
    ['en-US', '11/21/2026'],
    ['hr-HR', '21.11.2026.'],
    ['sr-RS', '21.11.2026.'],
  ] as const)('%s', (locale, expected) => {
    expect(formatDate('2026-11-21', locale)).toBe(expected);
  });

  it('pads days and months and reads date-times', () => {
    expect(formatDate('2026-03-05T10:00:00', 'hr-HR')).toBe('05.03.2026.');
    expect(formatDate('2026-03-05T10:00:00', 'en-US')).toBe('03/05/2026');
  });

  it('shows an em dash for an unreadable date', () => {
    expect(formatDate('not a date', 'en-US')).toBe('—');
  });
});

describe('helpers', () => {
  it('formats a discount as "-20 %"', () => {
    expect(formatDiscountPercent(20, 'hr-HR')).toBe('-20 %');
  });

  it('turns a stored EUR price into ten-thousandths without binary float drift (0.1 + 0.2)', () => {
    expect(toE4(0.1 + 0.2)).toBe(3000);
    expect(toE4(0.187)).toBe(1870);
  });
});

describe('formatDecimal', () => {
  it('keeps the digits of a decimal string and uses the locale marks', () => {
    expect(formatDecimal('1234.50', 'en-US')).toBe('1,234.50');
    expect(formatDecimal('1234.50', 'hr-HR')).toBe('1.234,50');
    expect(formatDecimal('13.00', 'sr-RS')).toBe('13,00');
    expect(formatDecimal(2.5, 'hr-HR')).toBe('2,5');
  });
});

describe('collator', () => {
  it('sorts Serbian Latin names in the Serbian Latin alphabet (C < Č, S < Š), Croatian too', () => {
    const names = ['Španija', 'Čad', 'Srbija', 'Crna Gora', 'Sudan', 'Češka'];
    expect([...names].sort(collator('sr-RS').compare)).toEqual(['Crna Gora', 'Čad', 'Češka', 'Srbija', 'Sudan', 'Španija']);
    expect([...names].sort(collator('hr-HR').compare)).toEqual(['Crna Gora', 'Čad', 'Češka', 'Srbija', 'Sudan', 'Španija']);
  });
});

describe('formatSizeLabel', () => {
  it('writes the decimal mark of the locale between digits only', () => {
    expect(formatSizeLabel('3x2.5', 'hr-HR')).toBe('3x2,5');
    expect(formatSizeLabel('3G1.5', 'sr-RS')).toBe('3G1,5');
    expect(formatSizeLabel('1x0.75', 'en-US')).toBe('1x0.75');
    expect(formatSizeLabel('4x16 RE.', 'hr-HR')).toBe('4x16 RE.');
  });
});

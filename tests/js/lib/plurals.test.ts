/**
 * Plural labels through i18next (spec section 9: Croatian zero; one (ends in 1 except 11);
 * few (ends 2-4 except 12-14); many), with the island texts from languages/js.
 */
import { t } from '../../../src/lib/i18n';
import { useLocale } from '../helpers';

describe('Croatian cable type counts', () => {
  beforeAll(async () => {
    await useLocale('hr-HR', ['catalogue']);
  });

  it.each([
    [0, 'Nema tipova kabela'],
    [1, '1 tip kabela'],
    [2, '2 tipa kabela'],
    [5, '5 tipova kabela'],
    [11, '11 tipova kabela'],
    [12, '12 tipova kabela'],
    [21, '21 tip kabela'],
    [22, '22 tipa kabela'],
    [25, '25 tipova kabela'],
  ])('%i => %s', (count, expected) => {
    expect(t('catalogue:counts.products', { count, n: String(count) })).toBe(expected);
  });

  it('results (articles): 1 rezultat, 3 rezultata, 0 => Nema rezultata', () => {
    expect(t('catalogue:counts.articles', { count: 1, n: '1' })).toBe('1 rezultat');
    expect(t('catalogue:counts.articles', { count: 3, n: '3' })).toBe('3 rezultata');
    expect(t('catalogue:counts.articles', { count: 0, n: '0' })).toBe('Nema rezultata');
  });
});

describe('Serbian (Latin) and English cable type counts', () => {
  it('sr-RS: 0, 1, 3, 5, 21', async () => {
    await useLocale('sr-RS', ['catalogue']);
    expect([0, 1, 3, 5, 21].map((count) => t('catalogue:counts.products', { count, n: String(count) }))).toEqual([
      'Nema tipova kabla',
      '1 tip kabla',
      '3 tipa kabla',
      '5 tipova kabla',
      '21 tip kabla',
    ]);
  });

  it('en-US: 0, 1, 2', async () => {
    await useLocale('en-US', ['catalogue']);
    expect([0, 1, 2].map((count) => t('catalogue:counts.products', { count, n: String(count) }))).toEqual([
      'No cable types',
      '1 cable type',
      '2 cable types',
    ]);
  });
});

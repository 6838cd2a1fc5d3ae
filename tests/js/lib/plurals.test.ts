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

  it('search results, worded as the server-rendered first page words them: found cable types (articles)', () => {
    expect([0, 1, 3, 5, 21].map((count) => t('catalogue:counts.found', { count, n: String(count) }))).toEqual([
      'pronađeno 0 vrsta kabela',
      'pronađena 1 vrsta kabela',
      'pronađene 3 vrste kabela',
      'pronađeno 5 vrsta kabela',
      'pronađena 21 vrsta kabela',
    ]);
    expect([0, 1, 3, 12].map((count) => t('catalogue:counts.articles', { count, n: String(count) }))).toEqual(['0 artikala', '1 artikl', '3 artikla', '12 artikala']);
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

/**
 * The TS mirror of plugins/kabelshop-core/src/Accounts/CompanyId.php against the same vectors as the PHP test.
 */
import ids from '../../fixtures/id_test_vectors.json';
import vectors from '../../fixtures/company_id_vectors.json';
import { isCroatianMb, isOib, isValidCompanyId, normalizeCompanyId } from '../../../src/lib/validation/company-id';

describe('company id checks', () => {
  it('accepts the valid OIB vectors (also with the HR VAT prefix) and refuses the invalid ones', () => {
    expect(ids.oib.valid.length).toBeGreaterThan(0);
    for (const row of ids.oib.valid) {
      expect(isOib(row.oib)).toBe(true);
      expect(isValidCompanyId('HR', `HR${row.oib}`)).toBe(true);
    }
    for (const row of ids.oib.invalid) expect([row.value, isOib(row.value)]).toEqual([row.value, false]);
  });

  it('checks the Croatian MB check digit', () => {
    for (const mb of vectors.mb_valid) expect([mb, isCroatianMb(mb) && isValidCompanyId('HR', mb)]).toEqual([mb, true]);
    for (const mb of vectors.mb_invalid) expect([mb, isValidCompanyId('HR', mb)]).toEqual([mb, false]);
  });

  it('checks the Serbian PIB', () => {
    for (const pib of vectors.pib_valid) expect([pib, isValidCompanyId('RS', pib)]).toEqual([pib, true]);
    for (const pib of vectors.pib_invalid) expect([pib, isValidCompanyId('RS', pib)]).toEqual([pib, false]);
  });

  it('checks EU VAT formats and the fallback of other countries', () => {
    for (const [country, value] of [...vectors.vat_valid, ...vectors.other_valid]) {
      expect([country, value, isValidCompanyId(country, value)]).toEqual([country, value, true]);
    }
    for (const [country, value] of [...vectors.vat_invalid, ...vectors.other_invalid]) {
      expect([country, value, isValidCompanyId(country, value)]).toEqual([country, value, false]);
    }
  });

  it('ignores the separators people type', () => {
    expect(normalizeCompanyId('817-931.465 60')).toBe('81793146560');
    expect(isValidCompanyId('HR', ' 817 931 465 60 ')).toBe(true);
  });
});

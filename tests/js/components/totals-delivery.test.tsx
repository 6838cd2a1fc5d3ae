/**
 * Issue 27, "Delivery priced before payment": the totals block (checkout summary, account's order)
 * shows the delivery the server priced with the server's words for the rule that priced it, in the
 * page's language, and the gross is the amount to pay (not "without delivery"); an order stored
 * before issue 27 with the cost pending is still shown as before.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Totals, type TotalsFigures } from '../../../src/components/Totals';
import { i18n } from '../../../src/lib/i18n';
import { useLocale as loadLocale } from '../helpers';

const figures = (over: Partial<TotalsFigures> = {}): TotalsFigures => ({
  subtotal_cents: 4300,
  discount_cents: 0,
  discount_percent: 0,
  net_cents: 4300,
  delivery_cents: 1500,
  vat_percent: 25,
  vat_cents: 1450,
  gross_cents: 7250,
  delivery_rule_label: 'po narudžbi, masa nije poznata',
  ...over,
});

async function show(quote: TotalsFigures, locale: 'hr-HR' | 'en-US' | 'sr-RS' = 'hr-HR') {
  await loadLocale(locale, ['cart']);
  render(
    <I18nextProvider i18n={i18n}>
      <Totals quote={quote} showDelivery />
    </I18nextProvider>,
  );
}

test('the delivery row shows the price and the rule that priced it; the gross is the amount to pay', async () => {
  await show(figures());
  const row = screen.getByText('Dostava').closest('div') as HTMLElement;
  expect(row.textContent?.replace(/\s+/g, ' ')).toMatch(/Dostava15,00\s€ \(po narudžbi, masa nije poznata\)/u);
  expect(screen.queryByText(/slijedi/)).toBeNull();
  expect(screen.queryByText('Ukupno za platiti bez dostave')).toBeNull();
});

test('an English page shows the server words as given', async () => {
  await show(figures({ delivery_rule_label: 'per order, weight not known' }), 'en-US');
  expect(screen.getByText(/\(per order, weight not known\)/)).toBeTruthy();
});

test('a free delivery and an old pending order read as before', async () => {
  await show(figures({ delivery_cents: 0, delivery_rule_label: '' }));
  expect(screen.getByText('besplatno', { exact: false })).toBeTruthy();
  document.body.innerHTML = '';
  await show(figures({ delivery_cents: null, delivery_pending: true, delivery_rule_label: undefined }));
  expect(screen.getByText(/slijedi uz potvrdu narudžbe/)).toBeTruthy();
  expect(screen.getByText('Ukupno za platiti bez dostave')).toBeTruthy();
});

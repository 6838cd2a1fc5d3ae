/**
 * Issue 15: the checkout success page tells how to pay. A bank transfer order awaiting payment
 * shows recipient, IBAN in groups of four, amount and pay-by date in the page's format, model and
 * reference, description, the HUB-3 barcode image (its own order, the page's language, the nonce in
 * the query) with an alt text, and that the order is prepared once the money arrives; a contract
 * order shows its due date; a card order its payment state.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { setConfig, type Locale } from '../../../src/lib/config';
import { i18n } from '../../../src/lib/i18n';
import { groupIban } from '../../../src/islands/checkout/PaymentInstructions';
import { Success } from '../../../src/islands/checkout/Success';
import type { Order } from '../../../src/islands/checkout/schema';
import { useLocale as loadLocale } from '../helpers';

const transfer: Order = {
  id: 123,
  number: 'KS-2026-000123',
  status: 'received',
  gross_cents: 123456,
  track_url: '/narudzba/?order=123',
  payment_method: 'bank_transfer',
  payment_status: 'awaiting_payment',
  payment_status_label: 'Čeka plaćanje',
  payment_due_on: '2026-12-02',
  payment_instructions: {
    iban: 'HR1210010051863000160',
    amount_cents: 123456,
    currency: 'EUR',
    model: 'HR01',
    reference: '2026-0001236',
    description: 'Narudžba KS-2026-000123',
    hub3_payload: 'HRVHUB30\nEUR\n000000000123456',
    recipient: { name: 'Kabelshop d.o.o.', street: 'Demo ulica 1', place: '10000 Zagreb' },
    due_on: '2026-12-02',
  },
};

async function show(order: Order, locale: Locale): Promise<void> {
  await loadLocale(locale, ['checkout', 'payments-transfer']);
  setConfig({ restUrl: '/wp-json/kabelshop/v1/', nonce: 'abc123' });
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Success order={order} />
      </I18nextProvider>,
    );
  });
}

function field(block: HTMLElement, key: string): string {
  return (block.querySelector(`[data-payment-field="${key}"]`) as HTMLElement).textContent ?? '';
}

describe('checkout success: how to pay', () => {
  it('groups an IBAN in fours', () => {
    expect(groupIban('HR1210010051863000160')).toBe('HR12 1001 0051 8630 0016 0');
    expect(groupIban('hr12 1001 0051 8630 0016 0')).toBe('HR12 1001 0051 8630 0016 0');
  });

  it('shows the bank transfer block in Croatian with the barcode', async () => {
    await show(transfer, 'hr-HR');
    const block = screen.getByRole('region', { name: 'Platite uplatom na račun' });
    expect(field(block, 'recipient')).toBe('Kabelshop d.o.o., Demo ulica 1, 10000 Zagreb');
    expect(field(block, 'iban')).toBe('HR12 1001 0051 8630 0016 0');
    expect(field(block, 'amount')).toBe('1.234,56 €');
    expect(field(block, 'reference')).toBe('HR01 2026-0001236');
    expect(field(block, 'description')).toBe('Narudžba KS-2026-000123');
    expect(field(block, 'due')).toBe('02.12.2026.');
    expect(within(block).getByText('Model i poziv na broj')).toBeTruthy();
    const image = within(block).getByRole('img', { name: /HUB-3 barkod .* mobilnog bankarstva/ });
    expect(image.getAttribute('src')).toBe('/wp-json/kabelshop/v1/orders/123/hub3.png?lang=hr&_wpnonce=abc123');
    expect(within(block).getByText('Narudžbu pripremamo čim uplata stigne.')).toBeTruthy();
  });

  it('uses the English and Serbian formats and texts', async () => {
    await show(transfer, 'en-US');
    let block = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(field(block, 'amount')).toBe('€1,234.56');
    expect(field(block, 'due')).toBe('12/02/2026');
    expect(within(block).getByRole('img').getAttribute('src')).toContain('lang=en&');
    cleanup();
    await show(transfer, 'sr-RS');
    block = screen.getByRole('region', { name: 'Platite uplatom na račun' });
    expect(within(block).getByText('Primalac')).toBeTruthy();
    expect(within(block).getByText('Porudžbinu pripremamo čim uplata stigne.')).toBeTruthy();
    expect(within(block).getByRole('img').getAttribute('src')).toContain('lang=sr&');
  });

  it('shows a contract order its due date and a card order its payment state, no barcode', async () => {
    await show({ ...transfer, payment_method: 'contract', payment_instructions: null, payment_due_on: '2026-12-24' }, 'en-US');
    expect(screen.getByText('Payment on contract terms: due 12/24/2026')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    cleanup();
    await show({ ...transfer, payment_method: 'card', payment_instructions: null, payment_status: 'paid', payment_status_label: 'Paid' }, 'en-US');
    expect(screen.getByText('Payment: Paid')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
  });

  it('shows nothing about paying once the order is cancelled', async () => {
    await show({ ...transfer, status: 'cancelled' }, 'en-US');
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).toBeNull();
  });
});

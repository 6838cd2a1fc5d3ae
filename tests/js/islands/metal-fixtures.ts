/**
 * Quote and order answers in the agreed issue 14 shape (docs/checkout.md, Rest\Schemas\V1\QuoteSchema):
 * a ring line A1 (NYM-J 3x2.5, 100 m, base 1.8705 + metal surcharge 0.2720 = 2.1425 EUR/m) and a
 * drum line D1 (NYY-J 5x10, 37 m, base 3.0000 + 0.5000 = 3.5000 EUR/m) with a cut fee and a drum
 * deposit, an approved customer's 20 % on the base only. The totals follow Commerce\Totals:
 *   subtotal_e4 = 100 x 18705 + 37 x 30000 = 2,980,500; metal_e4 = 100 x 2720 + 37 x 5000 = 457,000
 *   net = round((2,980,500 x 80 + 457,000 x 100) / 10,000) + charges 7,000 = 28,414 + 7,000 = 35,414
 *   subtotal 29,805, metal 4,570, discount = 29,805 + 4,570 + 7,000 - 35,414 = 5,961
 *   VAT = round(35,414 x 25 / 100) = 8,854 (pickup), gross 44,268.
 */
export const metalTerms = (display: 'split' | 'full', overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  display,
  rule: 'previous_month_average',
  rule_label: 'Average LME cash price of the previous month, in EUR',
  price_hold_days: 14,
  metals: {
    copper: { index_eur_100kg: '856.40', index_date: '2025-07', base_eur_100kg: '150.00', procurement_pct: '1.00', stale: false },
    aluminium: { index_eur_100kg: null, index_date: null, base_eur_100kg: '0.00', procurement_pct: '1.00', stale: false },
  },
  ...overrides,
});

export const charges = [
  { kind: 'cut_fee', line_index: 1, article_code: 'D1', drum_type: '', quantity: 1, unit_cents: 2000, cents: 2000, label: 'Cut fee (D1)' },
  { kind: 'drum_deposit', line_index: 1, article_code: 'D1', drum_type: 'wood_800', quantity: 1, unit_cents: 5000, cents: 5000, label: 'Drum deposit: wooden drum 800' },
];

const lineA1 = {
  index: 0,
  article_code: 'A1',
  quantity_m: 100,
  name: 'NYM-J',
  size_label: '3x2.5',
  packaging: 'ring',
  unit_price_e4: 18705,
  unit_price: '1.8705',
  metal_surcharge_e4: 2720,
  metal_surcharge: '0.2720',
  full_price_e4: 21425,
  full_price: '2.1425',
  customer_unit_price_e4: 17684,
  price_is_demo: false,
  line_base_cents: 18705,
  line_metal_cents: 2720,
  line_net_cents: 21425,
  availability: 'in_stock',
  on_request: false,
  stock_m: 1000,
  backorder_m: 0,
  expected_date: null,
  package_multiple_m: 100,
};

const lineD1 = {
  ...lineA1,
  index: 1,
  article_code: 'D1',
  quantity_m: 37,
  name: 'NYY-J',
  size_label: '5x10',
  packaging: 'drum',
  unit_price_e4: 30000,
  unit_price: '3.0000',
  metal_surcharge_e4: 5000,
  metal_surcharge: '0.5000',
  full_price_e4: 35000,
  full_price: '3.5000',
  customer_unit_price_e4: 29000,
  line_base_cents: 11100,
  line_metal_cents: 1850,
  line_net_cents: 12950,
  package_multiple_m: null,
};

/** The quote of A1 100 m and D1 37 m (lines in the order asked), pickup unless `delivery` says otherwise. */
export function metalQuote(display: 'split' | 'full', overrides: Record<string, unknown> = {}) {
  return {
    currency: 'EUR',
    discount_percent: 20,
    lines: [lineA1, lineD1],
    unknown_codes: [],
    earliest_delivery_date: '2026-12-23',
    subtotal_cents: 29805,
    discount_cents: 5961,
    metal_cents: 4570,
    charges,
    charges_cents: 7000,
    net_cents: 35414,
    weight_g: 123000,
    delivery_pending: false,
    delivery_cents: 0,
    vat_percent: 25,
    vat_cents: 8854,
    gross_cents: 44268,
    metal: metalTerms(display),
    ...overrides,
  };
}

/** The same quote with delivery chosen and an article without a weight: the cost follows with the confirmation. */
export function pendingQuote(display: 'split' | 'full') {
  return metalQuote(display, { weight_g: null, delivery_pending: true, delivery_cents: null });
}

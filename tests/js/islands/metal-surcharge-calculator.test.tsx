/**
 * Metal surcharge calculator island (issue 14): labelled fields, the price list's base and
 * procurement for the chosen metal, today's index as the placeholder with its date and rule, the
 * request it sends (empty fields left out), the result per km and per 100 m in the locale's marks,
 * bad input named under its field without a request, and a server 400 shown under the field it
 * names. lib/api is stubbed at the module boundary.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island, { calculatorSchema } from '../../../src/islands/metal-surcharge-calculator';
import { api, ApiError } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland, settle } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const get = api.get as jest.Mock;

failOnActWarnings();

beforeEach(() => get.mockReset());

const PROPS = {
  rule: 'previous_month_average',
  ruleLabel: 'Average LME cash price of the previous month, in EUR',
  creditNegative: false,
  metals: {
    copper: { base: '150.00', procurement: '1.00', index: '856.40', indexDate: '2025-08', indexDateLabel: 'August 2025', stale: true },
    aluminium: { base: '0.00', procurement: '1.00', index: '230.12', indexDate: '2024-08', indexDateLabel: 'August 2024', stale: true },
  },
};

const answer = (over: Record<string, unknown> = {}) =>
  ok({
    metal: 'copper',
    metal_kg_km: '23.80',
    base_eur_100kg: '150.00',
    procurement_pct: '0.00',
    index_eur_100kg: '194.29',
    index_date: null,
    rule: 'entered',
    stale: false,
    credit_negative: false,
    surcharge_eur_km: '10.54',
    surcharge_eur_100m: '1.05',
    ...over,
  });

it('computes the worked example with an entered index', async () => {
  get.mockResolvedValue(answer());
  await renderIsland(Island, PROPS, 'en-US', ['metals', 'common']);
  expect(screen.getByLabelText('Metal base (EUR/100 kg)')).toHaveValue('150');
  expect(screen.getByLabelText('Procurement surcharge (%)')).toHaveValue('1');
  await userEvent.type(screen.getByLabelText('Metal number (kg/km)'), '23.8');
  await userEvent.clear(screen.getByLabelText('Procurement surcharge (%)'));
  await userEvent.type(screen.getByLabelText('Procurement surcharge (%)'), '0');
  await userEvent.type(screen.getByLabelText('Index (EUR/100 kg)'), '194.29');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  await settle();
  expect(get).toHaveBeenCalledWith('metal-surcharge', {
    query: { metal: 'copper', metal_kg_km: '23.8', base_eur_100kg: '150', procurement_pct: '0', index_eur_100kg: '194.29' },
  });
  expect(screen.getByTestId('surcharge-km')).toHaveTextContent('10.54 EUR/km');
  expect(screen.getByTestId('surcharge-100m')).toHaveTextContent('1.05 EUR/100 m');
  expect(screen.getByText('With the index you entered, 194.29 EUR/100 kg.')).toBeInTheDocument();
});

it('names today\'s index with its date and rule and leaves an empty index out of the request', async () => {
  get.mockResolvedValue(answer({ index_eur_100kg: '856.40', index_date: '2025-08', rule: 'previous_month_average', stale: true, surcharge_eur_km: '170.15', surcharge_eur_100m: '17.02' }));
  await renderIsland(Island, PROPS, 'hr-HR', ['metals', 'common']);
  const index = screen.getByLabelText('Indeks (EUR/100 kg)');
  expect(index).toHaveAttribute('placeholder', '856,40');
  expect(index).toHaveAccessibleDescription(/856,40 EUR\/100 kg \(August 2025, posljednji s cijenama; Average LME cash price/);
  expect(screen.getByLabelText('Metalna osnovica (EUR/100 kg)')).toHaveValue('150');
  await userEvent.type(screen.getByLabelText('Metalni broj (kg/km)'), '23,8');
  await userEvent.click(screen.getByRole('button', { name: 'Izračunaj' }));
  await settle();
  expect(get).toHaveBeenCalledWith('metal-surcharge', { query: { metal: 'copper', metal_kg_km: '23,8', base_eur_100kg: '150', procurement_pct: '1' } });
  expect(screen.getByTestId('surcharge-km')).toHaveTextContent('170,15 EUR/km');
  expect(screen.getByText(/S današnjim indeksom 856,40 EUR\/100 kg \(August 2025, posljednji s cijenama/)).toBeInTheDocument();
});

it('follows the chosen metal with the price list\'s base', async () => {
  await renderIsland(Island, PROPS, 'en-US', ['metals', 'common']);
  await userEvent.selectOptions(screen.getByLabelText('Metal'), 'aluminium');
  expect(screen.getByLabelText('Metal base (EUR/100 kg)')).toHaveValue('0');
  expect(screen.getByLabelText('Index (EUR/100 kg)')).toHaveAttribute('placeholder', '230.12');
});

it('names a bad metal number without a request, and a field the server names', async () => {
  get.mockRejectedValue(new ApiError('http', 'Index: enter EUR/100 kg as a number.', 400, 'kabelshop_invalid_param', { index_eur_100kg: 'Index: enter EUR/100 kg as a number.' }));
  await renderIsland(Island, PROPS, 'en-US', ['metals', 'common']);
  await userEvent.type(screen.getByLabelText('Metal number (kg/km)'), '23.805');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  await settle();
  expect(get).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Metal number (kg/km)')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Metal number (kg/km)')).toHaveAccessibleDescription(/Enter the metal number in kg\/km/);

  await userEvent.clear(screen.getByLabelText('Metal number (kg/km)'));
  await userEvent.type(screen.getByLabelText('Metal number (kg/km)'), '23.8');
  await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
  await settle();
  expect(get).toHaveBeenCalledTimes(1);
  expect(screen.getByLabelText('Index (EUR/100 kg)')).toHaveAccessibleDescription(/Index: enter EUR\/100 kg as a number\./);
  expect(screen.queryByTestId('surcharge-km')).toBeNull();
});

it('accepts a decimal comma or point, at most 2 decimals, within the limits', () => {
  const base = { metal: 'copper' as const, base_eur_100kg: '', procurement_pct: '', index_eur_100kg: '' };
  expect(calculatorSchema.safeParse({ ...base, metal_kg_km: '23,8' }).success).toBe(true);
  expect(calculatorSchema.safeParse({ ...base, metal_kg_km: '23.80' }).success).toBe(true);
  expect(calculatorSchema.safeParse({ ...base, metal_kg_km: '' }).success).toBe(false);
  expect(calculatorSchema.safeParse({ ...base, metal_kg_km: '1.000,5' }).success).toBe(false);
  expect(calculatorSchema.safeParse({ ...base, metal_kg_km: '23.8', procurement_pct: '100.5' }).success).toBe(false);
  expect(calculatorSchema.safeParse({ ...base, metal_kg_km: '23.8', index_eur_100kg: '-1' }).success).toBe(false);
});

/**
 * Drum account panel (issue 14, Faber's drum account): lists the customer's drums with order,
 * since, deposit and status and the deposits held; "Drum empty, please collect" opens a form
 * (pickup address, note) whose POST answer replaces the list and is announced; a 400 naming a
 * field shows its message under that field; a 409 shows the server's message. lib/api is stubbed
 * at the module boundary.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/account-drums';
import { api, ApiError } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;

failOnActWarnings();

const drum = (over: Record<string, unknown> = {}) => ({
  id: 11,
  order_number: 'KS-2026-000042',
  order_url: '/narudzba/?order=42',
  article_code: 'NYY-J-3x2,5-D',
  drum_type: 'wood-800',
  drum_label: 'Drveni bubanj Ø 800 mm',
  deposit_cents: 4500,
  deposit_demo: true,
  since: '2026-11-03',
  status: 'held',
  status_label: 'Kod kupca',
  can_request: true,
  collect_requested_at: null,
  collect_note: '',
  pickup_address: '',
  returned_on: null,
  credited_cents: 0,
  ...over,
});

const addresses = [
  { id: 0, label: 'Adresa tvrtke: Ilica 1, 10000 Zagreb' },
  { id: 3, label: 'Adresa dostave: Radnička 5, 10000 Zagreb' },
];

const props = (drums: unknown[]) => ({ drums, heldDepositCents: 9000, pickupAddresses: addresses, noteMax: 250 });

beforeEach(() => post.mockReset());

it('lists the drums with order, since, deposit and status, and the deposits held', async () => {
  await renderIsland(Island, props([drum(), drum({ id: 12, order_number: 'KS-2026-000050', order_url: '/narudzba/?order=50', drum_label: 'Drveni bubanj Ø 1000 mm', deposit_cents: 7500, deposit_demo: false, status: 'returned', status_label: 'Vraćen', can_request: false, returned_on: '2026-11-20', credited_cents: 7500 })]), 'hr-HR', ['drums']);
  expect(screen.getByText('Jamčevine za bubnjeve kod vas: 90,00 €')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Vaši bubnjevi, 2 bubnja' });
  const [held, returned] = within(list).getAllByRole('listitem');
  expect(within(held).getByText('Drveni bubanj Ø 800 mm')).toBeInTheDocument();
  expect(within(held).getByRole('link', { name: 'KS-2026-000042' })).toHaveAttribute('href', '/narudzba/?order=42');
  expect(within(held).getByText('03.11.2026.')).toBeInTheDocument();
  expect(within(held).getByText(/45,00 €/)).toBeInTheDocument();
  expect(within(held).getByText('Kod kupca')).toBeInTheDocument();
  expect(within(held).getByRole('button', { name: /Bubanj je prazan, molimo preuzmite/ })).toBeInTheDocument();
  expect(within(returned).getByText('Vraćen 20.11.2026., jamčevina od 75,00 € odobrena')).toBeInTheDocument();
  expect(within(returned).queryByRole('button')).toBeNull();
});

it('says so when the customer holds no drums', async () => {
  await renderIsland(Island, props([]), 'en-US', ['drums']);
  expect(screen.getByText('You hold no returnable drums. Drums with a deposit appear here when you order cable on them.')).toBeInTheDocument();
});

it('requests collection with address and note; the answer replaces the list and is announced', async () => {
  const user = userEvent.setup();
  post.mockResolvedValue(
    ok({
      drums: [drum({ status: 'collect_requested', status_label: 'Collection requested', can_request: false, collect_requested_at: '2026-11-24', collect_note: 'Behind hall B', pickup_address: 'Delivery address: Radnička 5, 10000 Zagreb' })],
      held_deposit_cents: 4500,
      pickup_addresses: addresses,
    }),
  );
  await renderIsland(Island, props([drum()]), 'en-US', ['drums']);
  await user.click(screen.getByRole('button', { name: /Drum empty, please collect/ }));
  const form = screen.getByRole('form', { name: 'Collection of Drveni bubanj Ø 800 mm, order KS-2026-000042' });
  expect(within(form).getByLabelText('Pickup address')).toHaveFocus();
  await user.selectOptions(within(form).getByLabelText('Pickup address'), '3');
  await user.type(within(form).getByLabelText('Note for the driver (optional)'), 'Behind hall B');
  await user.click(within(form).getByRole('button', { name: 'Request collection' }));
  expect(post).toHaveBeenCalledWith('user/drums/11/collect', { note: 'Behind hall B', address_id: 3 });
  expect(screen.getByRole('status')).toHaveTextContent('Collection of Drveni bubanj Ø 800 mm (order KS-2026-000042) requested. We will contact you to arrange the pickup.');
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.getByText('Collection requested on 11/24/2026', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Note: Behind hall B')).toBeInTheDocument();
  expect(screen.getByText('Pickup: Delivery address: Radnička 5, 10000 Zagreb')).toBeInTheDocument();
  expect(screen.getByText('Deposits of the drums you hold: €45.00')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Drum empty/ })).toBeNull();
});

it('shows a refusal naming a field under that field, keeps the form and focuses the field', async () => {
  const user = userEvent.setup();
  post.mockRejectedValue(new ApiError('http', 'Choose one of your addresses.', 400, 'kabelshop_drum_invalid_address', { address_id: 'Choose one of your addresses.' }));
  await renderIsland(Island, props([drum()]), 'en-US', ['drums']);
  await user.click(screen.getByRole('button', { name: /Drum empty, please collect/ }));
  const form = screen.getByRole('form');
  await user.type(within(form).getByLabelText('Note for the driver (optional)'), 'Gate 2');
  await user.click(within(form).getByRole('button', { name: 'Request collection' }));
  const address = within(form).getByLabelText('Pickup address');
  expect(address).toHaveAttribute('aria-invalid', 'true');
  expect(address).toHaveAccessibleDescription('Choose one of your addresses.');
  expect(address).toHaveFocus();
  expect(within(form).getByLabelText('Note for the driver (optional)')).toHaveValue('Gate 2');
  expect(within(form).getByLabelText('Note for the driver (optional)')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('status')).toHaveTextContent('The collection was not requested: please check the marked field.');

  // The note's own refusal (WordPress's argument check names it in data.params).
  post.mockRejectedValue(new ApiError('http', 'Invalid parameter(s): note', 400, 'rest_invalid_param', { note: 'note must be at most 250 characters long.' }));
  await user.click(within(form).getByRole('button', { name: 'Request collection' }));
  const note = within(form).getByLabelText('Note for the driver (optional)');
  expect(note).toHaveAttribute('aria-invalid', 'true');
  expect(note).toHaveAccessibleDescription('note must be at most 250 characters long. Where the drum stands, opening hours. At most 250 characters.');
  expect(address).not.toHaveAttribute('aria-invalid');
});

it('shows the server’s message when the drum can no longer be collected', async () => {
  const user = userEvent.setup();
  post.mockRejectedValue(new ApiError('http', 'Collection of this drum was already requested, or it was returned.', 409, 'kabelshop_drum_not_held'));
  await renderIsland(Island, props([drum()]), 'en-US', ['drums']);
  await user.click(screen.getByRole('button', { name: /Drum empty, please collect/ }));
  await user.click(screen.getByRole('button', { name: 'Request collection' }));
  expect(screen.getByRole('status')).toHaveTextContent('Collection of this drum was already requested, or it was returned.');
  expect(screen.queryByText(/please check the marked field/)).toBeNull();
});

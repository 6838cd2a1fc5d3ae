/**
 * Shop query island (spec: shop query; sections 4, 5, 8): the field rules with their translated
 * messages, the request body (codes and metres only, never prices), no double submit, the list
 * emptied after a 200 with 'Form successfully sent.', and 'Form not sent. Please try again.' with
 * the server's field errors on a 400. lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ShopQueryIsland, { inquirySchema } from '../../../src/islands/shop-query';
import { api, ApiError } from '../../../src/lib/api';
import { addItem, clear, getItems } from '../../../src/lib/cart/store';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const NS = ['inquiry', 'forms', 'registration'];
const props = { prefill: {}, catalogueUrl: '/katalog/', turnstileSiteKey: '' };

function fillList(): void {
  addItem('inquiry', { Cijena: 1.2345, SifraArtikla2: 'NYM-3x2.5-R100', name: 'NYM-J', sizeLabel: '3x2.5' }, 100);
  addItem('inquiry', { Cijena: 9.99, SifraArtikla2: 'PP00-5x10-D', name: 'PP00', sizeLabel: '5x10' }, 250);
}

async function fillForm(): Promise<void> {
  await userEvent.type(screen.getByLabelText('Company name'), 'Elektro Test d.o.o.');
  await userEvent.type(screen.getByLabelText('Contact person'), 'Ana Anić');
  await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.test');
  await userEvent.type(screen.getByLabelText('Phone'), '+38531123456');
}

beforeEach(() => {
  post.mockReset();
  clear('inquiry');
  localStorage.clear();
});

describe('rules', () => {
  const valid = { company_name: 'A d.o.o.', oib: '', contact_person: 'Ana', email: 'ana@example.test', phone: '+38531123456', note: '' };
  it.each([
    ['company_name', '', 'forms:REQUIRED'],
    ['contact_person', '  ', 'forms:REQUIRED'],
    ['email', '', 'forms:REQUIRED'],
    ['email', 'ana@', 'forms:EMAIL_NOT_VALID'],
    ['phone', '', 'forms:REQUIRED'],
    ['phone', '12a45', 'forms:PHONE_NOT_VALID'],
    ['oib', '12', 'forms:CODE_NOT_VALID'],
    ['note', 'n'.repeat(1001), 'inquiry:noteTooLong'],
  ])('%s = %j gives %s', (field, value, message) => {
    const result = inquirySchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('accepts a valid form with an empty OIB and a 1000-character note', () => {
    expect(inquirySchema.safeParse({ ...valid, note: 'n'.repeat(1000) }).success).toBe(true);
  });
});

describe('island', () => {
  it('shows the empty list with a catalogue link and no form', async () => {
    await renderIsland(ShopQueryIsland, props, 'en-US', NS);
    expect(screen.getByText('The inquiry list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute('href', '/katalog/');
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).not.toBeInTheDocument();
  });

  it('shows the translated messages under the fields and sends nothing', async () => {
    fillList();
    await renderIsland(ShopQueryIsland, props, 'hr-HR', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji upit' }));
    expect(screen.getAllByText('Ovo polje je obavezno').length).toBe(4);
    expect(screen.getByLabelText('Naziv tvrtke')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('prefills a logged-in customer', async () => {
    fillList();
    await renderIsland(ShopQueryIsland, { ...props, prefill: { company_name: 'Demo Elektro d.o.o.', email: 'kupac@example.test' } }, 'en-US', NS);
    expect(screen.getByLabelText('Company name')).toHaveValue('Demo Elektro d.o.o.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kupac@example.test');
  });

  it('sends codes and metres only, once, then empties the list and says so', async () => {
    fillList();
    let resolve: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderIsland(ShopQueryIsland, props, 'en-US', NS);
    expect(screen.getByRole('table', { name: 'Inquiry list: 2 articles' })).toBeInTheDocument();
    await fillForm();
    await userEvent.type(screen.getByLabelText(/^Note/), 'Delivery to Osijek');
    const button = screen.getByRole('button', { name: 'Send inquiry' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('inquiries', {
      company_name: 'Elektro Test d.o.o.',
      oib: '',
      contact_person: 'Ana Anić',
      email: 'ana@example.test',
      phone: '+38531123456',
      note: 'Delivery to Osijek',
      lines: [
        { article_code: 'NYM-3x2.5-R100', quantity_m: 100 },
        { article_code: 'PP00-5x10-D', quantity_m: 250 },
      ],
      'cf-turnstile-response': '',
    });
    await act(async () => resolve(ok({ sent: true, number: 'UPIT-000001' })));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Form successfully sent. Your inquiry number is UPIT-000001; it is also in the confirmation mail.'));
    expect(getItems('inquiry')).toEqual([]);
    expect(screen.getByText('The inquiry list is empty.')).toBeInTheDocument();
  });

  it('changes the metres of a line and removes a line before sending (issue 27)', async () => {
    fillList();
    post.mockResolvedValue(ok({ sent: true, number: 'UPIT-000002' }));
    await renderIsland(ShopQueryIsland, props, 'en-US', NS);
    const metres = screen.getByLabelText('Metres for NYM-J 3x2.5');
    await userEvent.clear(metres);
    expect(screen.getByText('Whole metres from 1 to 100,000 m.')).toBeInTheDocument();
    await userEvent.type(metres, '150');
    expect(screen.queryByText('Whole metres from 1 to 100,000 m.')).not.toBeInTheDocument();
    expect(getItems('inquiry').map((item) => item.quantity)).toEqual([150, 250]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove PP00 5x10 from the inquiry list' }));
    expect(screen.getByRole('table', { name: 'Inquiry list: 1 article' })).toBeInTheDocument();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0][1] as { lines: unknown }).lines).toEqual([{ article_code: 'NYM-3x2.5-R100', quantity_m: 150 }]);
  });

  it('keeps the list and shows the server field errors on a 400', async () => {
    fillList();
    post.mockRejectedValue(new ApiError('http', 'Please correct the marked fields.', 400, 'kabelshop_inquiry_invalid', { email: 'Email address is not valid' }));
    await renderIsland(ShopQueryIsland, props, 'en-US', NS);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(screen.getByText('Form not sent. Please try again.')).toBeInTheDocument());
    expect(screen.getByText('Email address is not valid')).toBeInTheDocument();
    expect(getItems('inquiry')).toHaveLength(2);
  });

  it('shows the server message of a 429 with formNotSent', async () => {
    fillList();
    post.mockRejectedValue(new ApiError('http', 'Too many inquiries from your network. Please try again later.', 429, 'kabelshop_inquiry_rate_limited'));
    await renderIsland(ShopQueryIsland, props, 'en-US', NS);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await waitFor(() => expect(screen.getByText('Form not sent. Please try again. Too many inquiries from your network. Please try again later.')).toBeInTheDocument());
  });
});

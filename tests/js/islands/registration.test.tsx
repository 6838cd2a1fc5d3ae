/**
 * Registration island: every form rule with its translated message (spec sections 5, 8), step
 * navigation (starts at 1, Next validates the step, Back keeps values), the multipart body with
 * the spec's names, success only on 200 with the thank-you page, no double submit, server field
 * errors on the right step, SERVER_ERROR for a server failure. lib/api is stubbed at the module boundary.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/registration';
import { api, ApiError } from '../../../src/lib/api';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const props = { defaultCountry: 'HR', homeUrl: '/', loginUrl: '/prijava/', turnstileSiteKey: '' };
const NS = ['forms', 'registration'] as const;

beforeEach(() => post.mockReset());

async function show(locale: 'hr-HR' | 'en-US' | 'sr-RS' = 'en-US') {
  await renderIsland(Island, props, locale, NS);
  return userEvent.setup();
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>, companyId = '81793146560') {
  await user.type(screen.getByLabelText('OIB or MB'), companyId);
  await user.type(screen.getByLabelText(/^(Company|Trade) name$/), 'Test Elektro d.o.o.');
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await fillStep1(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('E-mail address'), 'ana@example.test');
  await user.type(screen.getByLabelText('Phone'), '+385-1/234567');
  await user.type(screen.getByLabelText('Contact person'), 'Ana Test');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Street'), 'Ilica');
  await user.type(screen.getByLabelText('House number'), '1a');
  await user.type(screen.getByLabelText('City'), 'Zagreb');
  await user.type(screen.getByLabelText('Postcode'), '10000');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByLabelText('I accept the terms of use'));
}

describe('registration island', () => {
  it('starts at step 1 with Croatia and company preselected', async () => {
    await show();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('HR');
    expect((screen.getByLabelText('Company') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('step 1: company id required, OIB/MB check digit, company name required', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText('OIB or MB'), '81793146561');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('OIB/MB is not valid')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await user.clear(screen.getByLabelText('OIB or MB'));
    await user.type(screen.getByLabelText('OIB or MB'), '01234560');
    await user.type(screen.getByLabelText('Company name'), 'Obrt Test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
  });

  it('a craft is asked for its trade name, a company for its company name (issue 27)', async () => {
    const user = await show();
    await user.click(screen.getByLabelText('Sole trader / craft'));
    expect(screen.getByLabelText('Trade name')).toBeTruthy();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    await user.click(screen.getByLabelText('Company'));
    expect(screen.getByLabelText('Company name')).toBeTruthy();
    expect(screen.queryByLabelText('Trade name')).toBeNull();
  });

  it('a foreign country takes a VAT number in its format', async () => {
    const user = await show();
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.type(screen.getByLabelText('VAT number'), '81793146560');
    await user.type(screen.getByLabelText('Company name'), 'Kabel GmbH');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('OIB/MB is not valid')).toBeTruthy();
    await user.clear(screen.getByLabelText('VAT number'));
    await user.type(screen.getByLabelText('VAT number'), 'DE123456789');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
  });

  it('step 2: e-mail and phone rules; Back keeps the values', async () => {
    const user = await show();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await user.type(screen.getByLabelText('E-mail address'), 'ana@example');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('Contact person'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Email address is not valid')).toBeTruthy();
    expect(screen.getByText('Phone number is not valid')).toBeTruthy();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '123456789012345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Phone number is not valid')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((await screen.findByLabelText('Company name') as HTMLInputElement).value).toBe('Test Elektro d.o.o.');
  });

  it('step 3 requires every address field; step 4 requires the terms', async () => {
    const user = await show();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('E-mail address'), 'ana@example.test');
    await user.type(screen.getByLabelText('Phone'), '0911234567');
    await user.type(screen.getByLabelText('Contact person'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    await user.type(screen.getByLabelText('Street'), 'Ilica');
    await user.type(screen.getByLabelText('House number'), '1');
    await user.type(screen.getByLabelText('City'), 'Zagreb');
    await user.type(screen.getByLabelText('Postcode'), '10000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You must accept the terms of use')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('step 3: a fixed field loses its message while typing, so one press of Next advances (issue 13)', async () => {
    const user = await show();
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('E-mail address'), 'ana@example.test');
    await user.type(screen.getByLabelText('Phone'), '0911234567');
    await user.type(screen.getByLabelText('Contact person'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Street'), 'Ilica');
    await user.type(screen.getByLabelText('House number'), '1');
    await user.type(screen.getByLabelText('City'), 'Zagreb');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    const postcode = screen.getByLabelText('Postcode');
    // The focus stays in the field: the message must go while typing, not on blur.
    await user.type(postcode, '10000');
    expect(document.activeElement).toBe(postcode);
    expect(screen.queryByText('This field is required')).toBeNull();
    // Pressing Next does not blur the field (no blur check can move the button mid-click).
    const next = screen.getByRole('button', { name: 'Next' });
    expect(fireEvent.mouseDown(next)).toBe(false);
    expect(document.activeElement).toBe(postcode);
    await user.click(next);
    expect(await screen.findByText('Step 4 of 4')).toBeTruthy();
  });

  it('links the terms page beside the box when the page gives one', async () => {
    await renderIsland(Island, { ...props, termsUrl: '/uvjeti-koristenja/' }, 'en-US', NS);
    const user = userEvent.setup();
    await fillAll(user);
    expect(screen.getByRole('link', { name: 'Read the terms of use (opens in a new tab)' })).toHaveAttribute('href', '/uvjeti-koristenja/');
  });

  it('shows the messages in Croatian', async () => {
    const user = await show('hr-HR');
    await user.type(screen.getByLabelText('OIB ili MB'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Dalje' }));
    expect(await screen.findByText('OIB/MB nije ispravan')).toBeTruthy();
    expect(screen.getByText('Ovo polje je obavezno')).toBeTruthy();
  });

  it('sends the spec multipart fields once, blocks a second submit while loading, then thanks on 200', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((r) => (resolve = r)));
    const user = await show();
    await fillAll(user);
    const button = screen.getByRole('button', { name: 'Register' });
    await user.click(button);
    await user.click(button);
    expect(post).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Sending…' }) as HTMLButtonElement).disabled).toBe(true);
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('auth/register');
    expect(Object.fromEntries(body.entries())).toEqual({
      email: 'ana@example.test',
      country: 'HR',
      subject_type: 'Company',
      oib: '81793146560',
      phone_number: '+385-1/234567',
      contact_person: 'Ana Test',
      company_street: 'Ilica',
      company_houseNO: '1a',
      company_city: 'Zagreb',
      company_zip: '10000',
      company_name: 'Test Elektro d.o.o.',
      terms: '1',
    });
    resolve(ok({ registered: true }));
    expect(await screen.findByRole('heading', { name: 'Thank you for registering!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('a sole trader is sent as Craft', async () => {
    post.mockResolvedValue(ok({ registered: true }));
    const user = await show();
    await user.click(screen.getByLabelText('Sole trader / craft'));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect((post.mock.calls[0][1] as FormData).get('subject_type')).toBe('Craft');
  });

  it('a 2xx other than 200 is not a success', async () => {
    post.mockResolvedValue(ok({}, {}, 201));
    const user = await show();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.queryByText('Thank you for registering!')).toBeNull();
  });

  it('server field errors (duplicate e-mail) go back to their step', async () => {
    post.mockRejectedValue(new ApiError('http', 'An account with this e-mail address already exists.', 409, 'kabelshop_register_duplicate_email', { email: 'An account with this e-mail address already exists.' }));
    const user = await show();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(screen.getAllByText('An account with this e-mail address already exists.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });

  it('a server error or network failure shows SERVER_ERROR and allows another try', async () => {
    post.mockRejectedValueOnce(new ApiError('http', 'Internal', 500));
    post.mockRejectedValueOnce(new ApiError('network', 'Network error'));
    post.mockResolvedValueOnce(ok({ registered: true }));
    const user = await show();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Thank you for registering!')).toBeTruthy();
  });

  it('loads no Turnstile script without a site key', async () => {
    await show();
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
  });
});

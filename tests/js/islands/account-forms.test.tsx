/**
 * Account forms (spec sections 3-5 and 8): every rule of the profile and address forms with its
 * translated message, no double submit, the result modal with the server's message, the
 * multipart field names of section 7, and the account panel navigation's 600 ms wait.
 * lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfileIsland from '../../../src/islands/account-profile';
import AddressesIsland from '../../../src/islands/account-addresses';
import { api, ApiError } from '../../../src/lib/api';
import { addressFormData, addressSchema, addressValues } from '../../../src/lib/validation/address';
import { passwordErrors, validateProfile, type ProfileValues } from '../../../src/lib/validation/profile';
import { PANEL_WAIT_MS, startAccountNav } from '../../../src/ui/account-nav';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const get = api.get as jest.Mock;
const NS = ['account', 'forms'];

const profile = {
  email: 'kupac@example.test',
  companyId: '12345679',
  companyName: 'Demo Elektro d.o.o.',
  phone: '+385100000001',
  userName: 'Demo Kupac',
  address: 'Demo ulica',
  addressNr: '1',
  city: 'Zagreb',
  postNr: '10000',
  country: 'HR',
};

const values = (overrides: Partial<ProfileValues> = {}): ProfileValues => ({ ...profile, passwordOld: '', passwordNew: '', passwordConfirm: '', ...overrides });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

describe('profile rules (lib/validation/profile)', () => {
  it.each([
    ['email', '', 'forms:REQUIRED'],
    ['email', 'ana@', 'forms:EMAIL_NOT_VALID'],
    ['phone', '', 'forms:REQUIRED'],
    ['phone', '12345', 'forms:PHONE_NOT_VALID'],
    ['phone', '123456789012345', 'forms:PHONE_NOT_VALID'],
    ['phone', '01 234 567 ext', 'forms:PHONE_NOT_VALID'],
    ['companyId', '', 'forms:REQUIRED'],
    ['companyName', '  ', 'forms:REQUIRED'],
    ['userName', '', 'forms:REQUIRED'],
    ['address', '', 'forms:REQUIRED'],
    ['addressNr', '', 'forms:REQUIRED'],
    ['city', '', 'forms:REQUIRED'],
    ['postNr', '', 'forms:REQUIRED'],
    ['country', 'QQ', 'account:errors.country'],
    ['city', 'x'.repeat(101), 'account:errors.tooLong'],
  ] as const)('%s = %j gives %s', (field, value, key) => {
    expect(validateProfile(values({ [field]: value }))[field]).toBe(key);
  });

  it('accepts a valid profile without a password change', () => {
    expect(validateProfile(values())).toEqual({});
  });

  it.each([
    [{ passwordOld: 'Start1234', passwordNew: 'Ab12345', passwordConfirm: 'Ab12345' }, { passwordNew: 'forms:PASSWORD_NOT_VALID' }],
    [{ passwordOld: 'Start1234', passwordNew: 'abcdefg1', passwordConfirm: 'abcdefg1' }, { passwordNew: 'forms:PASSWORD_NOT_VALID' }],
    [{ passwordOld: 'Start1234', passwordNew: 'Abcdefgh', passwordConfirm: 'Abcdefgh' }, { passwordNew: 'forms:PASSWORD_NOT_VALID' }],
    [{ passwordOld: 'Start1234', passwordNew: 'Abcdef1!', passwordConfirm: 'Abcdef1!' }, { passwordNew: 'forms:PASSWORD_NOT_VALID' }],
    [{ passwordOld: 'Start1234', passwordNew: 'Abcdefg1', passwordConfirm: 'Abcdefg2' }, { passwordConfirm: 'forms:PASSWORD_NOT_MATCH' }],
    [{ passwordOld: 'Start1234', passwordNew: 'Abcdefg1', passwordConfirm: '' }, { passwordConfirm: 'forms:REQUIRED' }],
    [{ passwordOld: '', passwordNew: 'Abcdefg1', passwordConfirm: 'Abcdefg1' }, { passwordOld: 'forms:REQUIRED' }],
    [{ passwordOld: 'Start1234', passwordNew: '', passwordConfirm: '' }, { passwordNew: 'forms:REQUIRED' }],
    [{ passwordOld: '', passwordNew: '', passwordConfirm: 'Abcdefg1' }, { passwordNew: 'forms:REQUIRED', passwordOld: 'forms:REQUIRED' }],
    [{ passwordOld: 'Start1234', passwordNew: 'Abcdefg1', passwordConfirm: 'Abcdefg1' }, {}],
    [{ passwordOld: '', passwordNew: '', passwordConfirm: '' }, {}],
  ])('passwords %j give %j', (fields, expected) => {
    expect(passwordErrors(fields)).toEqual(expected);
  });
});

describe('address rules (lib/validation/address)', () => {
  const valid = { ...addressValues(null), address: 'Ulica', addressNr: '2', city: 'Split', postNr: '21000', contactPerson: 'Ana', phone: '+38521123' };

  it.each([
    ['address', ''],
    ['addressNr', ' '],
    ['city', ''],
    ['postNr', ''],
    ['contactPerson', ''],
    ['phone', ''],
  ] as const)('%s empty is required', (field, value) => {
    const result = addressSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.find((i) => i.path[0] === field)?.message).toBe('forms:REQUIRED');
  });

  it.each(['12345', '123456789012345', '01_234_567', '+385a1234'])('phone %s is not valid', (phone) => {
    const result = addressSchema.safeParse({ ...valid, phone });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe('forms:PHONE_NOT_VALID');
  });

  it('defaults to a new address in Croatia and posts the spec field names', () => {
    expect(addressValues(null)).toMatchObject({ addressId: -1, country: 'HR' });
    const data = addressFormData(valid);
    expect(Array.from(data.keys()).sort()).toEqual(
      ['address_id', 'contact_person', 'contact_person_phone_number', 'delivery_city', 'delivery_country', 'delivery_house_no', 'delivery_street', 'delivery_zip'].sort(),
    );
    expect(data.get('address_id')).toBe('-1');
    expect(data.get('delivery_country')).toBe('HR');
  });
});

describe('account-profile island', () => {
  const props = { profile, emailPending: null, registerConfigured: false };

  it('shows translated messages under the fields and sends nothing while errors exist', async () => {
    await renderIsland(ProfileIsland, props, 'en-US', NS);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the data' }));
    // E-mail emptied; a new password also needs the old one and the confirmation (spec section 5).
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('The password must have at least 8 characters, at least one uppercase letter and one digit, and only letters and digits.').length).toBeGreaterThan(1);
    expect(post).not.toHaveBeenCalled();
  });

  it('says Passwords must match in Croatian', async () => {
    await renderIsland(ProfileIsland, props, 'hr-HR', NS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Trenutna lozinka'), 'Start1234');
    await user.type(screen.getByLabelText('Nova lozinka'), 'Novo2026abc');
    await user.type(screen.getByLabelText('Ponovite novu lozinku'), 'Novo2026abd');
    await user.click(screen.getByRole('button', { name: 'Spremi podatke' }));
    expect(await screen.findByText('Lozinke se moraju podudarati')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts once however often it is clicked and shows the success modal', async () => {
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderIsland(ProfileIsland, props, 'en-US', NS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Start1234');
    await user.type(screen.getByLabelText('New password'), 'Novo2026abc');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Novo2026abc');
    const button = screen.getByRole('button', { name: 'Save the data' });
    await user.click(button);
    await user.click(button);
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0];
    expect(path).toBe('user/profile');
    expect((body as FormData).get('passwordNew')).toBe('Novo2026abc');
    expect((body as FormData).get('companyName')).toBe('Demo Elektro d.o.o.');
    await act(async () =>
      answer(ok({ message: 'Data successfully updated.', passwordMessage: 'Password successfully updated.', emailPending: null, profile })),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Data successfully updated. Password successfully updated.');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the server message and marks the fields a 400 names', async () => {
    post.mockRejectedValue(
      new ApiError('http', 'Password not updated. Please try again.', 400, 'kabelshop_profile_invalid', { passwordOld: 'The current password is not correct.' }),
    );
    await renderIsland(ProfileIsland, props, 'en-US', NS);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Wrong1234');
    await user.type(screen.getByLabelText('New password'), 'Novo2026abc');
    await user.type(screen.getByLabelText('Repeat the new password'), 'Novo2026abc');
    await user.click(screen.getByRole('button', { name: 'Save the data' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Password not updated. Please try again.');
    expect(screen.getByText('The current password is not correct.')).toBeInTheDocument();
  });

  it('says when the register is not configured, and shows the register diff when it is', async () => {
    const { unmount } = await renderIsland(ProfileIsland, props, 'en-US', NS);
    expect(screen.getByText(/the register is not configured in this shop/)).toBeInTheDocument();
    unmount();
    get.mockResolvedValue(ok({ changes: { companyName: { current: 'Demo Elektro d.o.o.', register: 'NEW NAME d.o.o.' } } }));
    post.mockResolvedValue(ok({ message: 'Data successfully updated.', changes: {}, profile: { ...profile, companyName: 'NEW NAME d.o.o.' } }));
    await renderIsland(ProfileIsland, { ...props, registerConfigured: true }, 'en-US', NS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pull the latest data from the register' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('NEW NAME d.o.o.');
    await user.click(screen.getByRole('button', { name: "Apply the register's data" }));
    await waitFor(() => expect(screen.getByLabelText('Company name')).toHaveValue('NEW NAME d.o.o.'));
    expect(post).toHaveBeenCalledWith('user/profile/register');
  });
});

describe('account-addresses island', () => {
  const props = {
    addresses: {
      headquarters: { id: 0, street: 'Demo ulica', house_no: '1', city: 'Zagreb', zip: '10000', country: 'HR', contact_person: 'Demo Kupac', phone: '+385100000001' },
      delivery: [{ id: 1, street: 'Skladišna', house_no: '10', city: 'Split', zip: '21000', country: 'HR', contact_person: 'Ivo', phone: '+385210000002' }],
    },
  };

  it('adds an address once, shows the server message and lists it', async () => {
    let answer: (value: unknown) => void = () => {};
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderIsland(AddressesIsland, props, 'en-US', NS);
    const user = userEvent.setup();
    expect(screen.getByText('Headquarters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a delivery address' }));
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Street'), 'Nova');
    await user.type(screen.getByLabelText('House number'), '3');
    await user.type(screen.getByLabelText('Postcode'), '51000');
    await user.type(screen.getByLabelText('City'), 'Rijeka');
    await user.type(screen.getByLabelText('Contact person'), 'Ana');
    await user.type(screen.getByLabelText('Phone'), '123');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Phone number is not valid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+38551123');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    await user.click(screen.getByRole('button', { name: 'Saving…' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect((post.mock.calls[0][1] as FormData).get('delivery_street')).toBe('Nova');
    const added = { id: 1001, street: 'Nova', house_no: '3', city: 'Rijeka', zip: '51000', country: 'HR', contact_person: 'Ana', phone: '+38551123' };
    await act(async () =>
      answer(ok({ message: 'Address successfully added.', address: added, addresses: { ...props.addresses, delivery: [...props.addresses.delivery, added] } })),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent('Address successfully added.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Nova 3/)).toBeInTheDocument();
  });

  it('changes an address and shows the server error in the modal', async () => {
    post.mockRejectedValue(new ApiError('http', 'Address not updated. Please try again.', 400, 'kabelshop_address_invalid', { delivery_city: 'This field is required' }));
    await renderIsland(AddressesIsland, props, 'en-US', NS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change the address Skladišna 10 Split' }));
    expect(screen.getByLabelText('Street')).toHaveValue('Skladišna');
    await user.click(screen.getByRole('button', { name: 'Save the address' }));
    expect((post.mock.calls[0][1] as FormData).get('address_id')).toBe('1');
    expect(await screen.findByRole('dialog')).toHaveTextContent('Address not updated. Please try again.');
  });

  it('deletes an address only after the buyer confirms (issue 13)', async () => {
    post.mockResolvedValue(ok({ message: 'Address deleted.', deleted_id: 1, addresses: { ...props.addresses, delivery: [] } }));
    await renderIsland(AddressesIsland, props, 'en-US', NS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete the address Skladišna 10 Split' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this delivery address?' });
    expect(dialog).toHaveTextContent('Delete Skladišna 10, 21000 Split from your delivery addresses?');
    expect(dialog).toHaveTextContent('Orders already placed to this address keep it.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText(/Skladišna 10/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the address Skladišna 10 Split' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the address' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('user/profile/addresses/delete', { address_id: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/Skladišna 10/)).not.toBeInTheDocument();
    expect(screen.getByText('You have no delivery addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Address deleted.');
  });

  it('keeps the address and says so when the delete fails; in Croatian', async () => {
    post.mockRejectedValue(new ApiError('network', 'Network Error'));
    await renderIsland(AddressesIsland, props, 'hr-HR', NS);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Obriši adresu Skladišna 10 Split' }));
    await user.click(await screen.findByRole('button', { name: 'Obriši adresu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Adresa nije obrisana. Pokušajte ponovno.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Skladišna 10');
  });
});

describe('account panel navigation (ui/account-nav)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/moj-racun/');
    document.body.innerHTML = `
      <div data-account-nav>
        <select data-account-select><option value="profile">P</option><option value="addresses">A</option><option value="orders">O</option></select>
        <a href="#profile" data-account-tab="profile">Profile</a><a href="#addresses" data-account-tab="addresses">Addresses</a><a href="#orders" data-account-tab="orders">Orders</a>
        <section data-account-panel="profile" tabindex="-1">P</section>
        <section data-account-panel="addresses" tabindex="-1">A</section>
        <section data-account-panel="orders" tabindex="-1">O</section>
      </div>`;
  });
  afterEach(() => jest.useRealTimers());

  const panel = (key: string) => document.querySelector<HTMLElement>(`[data-account-panel="${key}"]`)!;

  it('shows the first panel, then switches after the 600 ms wait and keeps the hash', () => {
    startAccountNav(document);
    expect(panel('profile').hidden).toBe(false);
    expect(panel('addresses').hidden).toBe(true);
    document.querySelector<HTMLAnchorElement>('[data-account-tab="addresses"]')!.click();
    expect(window.location.hash).toBe('#addresses');
    jest.advanceTimersByTime(PANEL_WAIT_MS - 1);
    expect(panel('addresses').hidden).toBe(true);
    expect(panel('profile').classList.contains('is-closing')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(panel('addresses').hidden).toBe(false);
    expect(panel('profile').hidden).toBe(true);
    expect(document.querySelector('[data-account-tab="addresses"]')).toHaveAttribute('aria-current', 'true');
    expect(document.querySelector<HTMLSelectElement>('[data-account-select]')!.value).toBe('addresses');
  });

  it('opens the panel the hash names and follows the select', () => {
    window.history.replaceState(null, '', '/moj-racun/#orders');
    startAccountNav(document);
    expect(panel('orders').hidden).toBe(false);
    const select = document.querySelector<HTMLSelectElement>('[data-account-select]')!;
    select.value = 'profile';
    select.dispatchEvent(new Event('change'));
    jest.advanceTimersByTime(PANEL_WAIT_MS);
    expect(panel('profile').hidden).toBe(false);
    expect(panel('orders').hidden).toBe(true);
  });
});

/**
 * Contact form focus (issue 27): after a refused submit the FIRST invalid field has focus, both
 * for the client's own check and for the fields a server answer names.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactIsland from '../../../src/islands/contact-form';
import { api, ApiError } from '../../../src/lib/api';
import { renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const NS = ['site-forms', 'forms', 'registration'];
const props = { consentText: 'I agree that Kabelshop stores my message.', turnstileSiteKey: '' };

beforeEach(() => post.mockReset());

describe('contact form focus', () => {
  it('focuses the first invalid field of the client check', async () => {
    await renderIsland(ContactIsland, props, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Name and surname')).toHaveFocus());
  }, 30000);

  it('focuses the first field a server answer names', async () => {
    post.mockRejectedValueOnce(
      new ApiError('http', 'Please correct the marked fields.', 400, 'kabelshop_contact_invalid', { email: 'Email address is not valid', message: 'Too long' }),
    );
    await renderIsland(ContactIsland, props, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('Name and surname'), 'Ivana');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivana@example.test');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByLabelText('I agree that Kabelshop stores my message.'));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Email address is not valid')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Form not sent. Please try again.');
  }, 30000);
});

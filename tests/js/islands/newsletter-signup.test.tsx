/**
 * Price-list signup island (spec sections 2, 3, 4: e-mail field, then the success title and message;
 * the "Or" separator): the client rules with translated messages, the request body, no double
 * submit, the honest double opt-in success text after a 200, the server's field errors on a 400 and
 * its message on a 429. lib/api is stubbed at the module boundary.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterIsland, { signupSchema } from '../../../src/islands/newsletter-signup';
import { api, ApiError } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

failOnActWarnings();

const post = api.post as jest.Mock;
const NS = ['newsletter', 'forms', 'registration'];
const CONSENT = 'I agree that Kabelshop sends me the changes of the cable price list by e-mail.';
const props = { consentText: CONSENT, priceListUrl: '/en/?kabelshop_price_list=csv', catalogueUrl: '/en/catalogue/', turnstileSiteKey: '' };

beforeEach(() => post.mockReset());

describe('rules', () => {
  it.each([
    [{ email: '', consent: true }, 'email', 'forms:REQUIRED'],
    [{ email: 'ana@', consent: true }, 'email', 'forms:EMAIL_NOT_VALID'],
    [{ email: 'ana@example.test', consent: false }, 'consent', 'newsletter:consentRequired'],
  ])('%j: %s gives %s', (values, field, message) => {
    const result = signupSchema.safeParse(values);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });
});

describe('island', () => {
  it('shows the field, the consent text the server stores, the Or separator, the price list and the catalogue link', async () => {
    await renderIsland(NewsletterIsland, props, 'en-US', NS);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(CONSENT)).not.toBeChecked();
    expect(screen.getByText('Or')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue with current prices' })).toHaveAttribute('href', '/en/catalogue/');
    expect(screen.getByRole('link', { name: 'Download the current price list (CSV)' })).toHaveAttribute('href', '/en/?kabelshop_price_list=csv');
  });

  it('keeps what was typed into the server-rendered form before the island loaded, with the focus', async () => {
    const fallback = { values: { email: 'ana@example.test' }, focused: 'email', hadFocus: true, selection: null };
    const WithFallback = ({ props: given }: { props: unknown }) => <NewsletterIsland props={given} fallback={fallback} />;
    await renderIsland(WithFallback, props, 'en-US', NS);
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.test');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('keeps the consent ticked in the server-rendered form (issue 27: a submit before the island mounted)', async () => {
    const fallback = { values: { email: 'ana@example.test' }, checked: { consent: true }, focused: null, hadFocus: false, selection: null };
    const WithFallback = ({ props: given }: { props: unknown }) => <NewsletterIsland props={given} fallback={fallback} />;
    await renderIsland(WithFallback, props, 'en-US', NS);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('shows the translated messages and sends nothing', async () => {
    await renderIsland(NewsletterIsland, props, 'hr-HR', NS);
    await userEvent.type(screen.getByLabelText('E-pošta'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    expect(screen.getByText('Adresa e-pošte nije ispravna')).toBeInTheDocument();
    expect(screen.getByText('Molimo pristanite na primanje poruka o cjeniku.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-pošta')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends once and then shows the success title and the double opt-in message', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderIsland(NewsletterIsland, props, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('E-mail'), ' ana@example.test ');
    await userEvent.click(screen.getByLabelText(CONSENT));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('newsletter/subscribe', { email: 'ana@example.test', consent: true, 'cf-turnstile-response': '' });
    await act(async () => resolve(ok({ received: true })));
    await waitFor(() => expect(screen.getByText('Please confirm your address')).toBeInTheDocument());
    expect(screen.getByText(/We have sent a confirmation link to ana@example\.test .*added to the mailing list.*notifications about cable price changes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.getByText('Or')).toBeInTheDocument();
  });

  it('shows the server field errors of a 400 under the fields', async () => {
    post.mockRejectedValue(new ApiError('http', 'Please correct the marked fields.', 400, 'kabelshop_newsletter_invalid', { email: 'Email address is not valid' }));
    await renderIsland(NewsletterIsland, props, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.test');
    await userEvent.click(screen.getByLabelText(CONSENT));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByText('Email address is not valid')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('shows the server message of a 429', async () => {
    post.mockRejectedValue(new ApiError('http', 'Too many signups from your network. Please try again later.', 429, 'kabelshop_newsletter_rate_limited'));
    await renderIsland(NewsletterIsland, props, 'en-US', NS);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.test');
    await userEvent.click(screen.getByLabelText(CONSENT));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByText('Too many signups from your network. Please try again later.')).toBeInTheDocument());
  });
});

/**
 * Contact form and job application islands (issue 12, Forms; spec sections 4, 5, 8): the field
 * rules with translated messages, one request per submission, 'Form successfully sent.' after a
 * 200 with the form emptied, 'Form not sent. Please try again.' with the server's field errors or
 * message, the multipart body of an application and its upload progress. lib/api is stubbed at
 * the module boundary.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactIsland from '../../../src/islands/contact-form';
import ApplicationIsland from '../../../src/islands/application-form';
import { api, ApiError, type RequestOptions } from '../../../src/lib/api';
import { applicationSchema, contactSchema, cvError } from '../../../src/lib/validation/site-forms';
import { ok, renderIsland } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;
const NS = ['site-forms', 'forms', 'registration'];
const contactProps = { consentText: 'I agree that Kabelshop stores my message.', turnstileSiteKey: '' };
const applicationProps = {
  openings: [
    { id: 12, title: 'Warehouse clerk' },
    { id: 15, title: 'Sales assistant' },
  ],
  selected: 15,
  consentText: 'I agree that Kabelshop stores my application for 180 days.',
  turnstileSiteKey: '',
};

function file(name: string, bytes: number, type = 'application/pdf'): File {
  const made = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
}

beforeEach(() => post.mockReset());

describe('rules', () => {
  const contact = { name: 'Ivana', company: '', email: 'ivana@example.test', phone: '', message: 'Hello', consent: true };
  it.each([
    ['name', 'blank', ' ', 'forms:REQUIRED'],
    ['email', 'ivana@', 'ivana@', 'forms:EMAIL_NOT_VALID'],
    ['phone', 'with letters', '12 34 5x', 'forms:PHONE_NOT_VALID'],
    ['message', 'empty', '', 'forms:REQUIRED'],
    ['message', '5001 characters', 'm'.repeat(5001), 'site-forms:tooLong'],
    ['company', '151 characters', 'c'.repeat(151), 'site-forms:tooLong'],
    ['consent', 'not given', false, 'site-forms:consentRequired'],
  ])('contact %s %s gives %s', (field, _label, value, message) => {
    const result = contactSchema.safeParse({ ...contact, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.find((i) => i.path[0] === field)?.message).toBe(message);
  });

  it('accepts an empty phone and company and a 5000-character message', () => {
    expect(contactSchema.safeParse({ ...contact, message: 'm'.repeat(5000) }).success).toBe(true);
  });

  it('requires the phone of an application and checks the CV by name and size', () => {
    const result = applicationSchema.safeParse({ opening: '0', name: 'Marko', email: 'm@example.test', phone: '', cover_note: '', consent: true });
    expect(result.success).toBe(false);
    expect(cvError(null)).toBe('site-forms:cvRequired');
    expect(cvError(file('cv.exe', 100))).toBe('site-forms:cvType');
    expect(cvError(file('cv.pdf', 6 * 1024 * 1024))).toBe('site-forms:cvTooBig');
    expect(cvError(file('cv.PDF', 5 * 1024 * 1024))).toBeNull();
    expect(cvError(file('cv.docx', 1000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBeNull();
  });
});

describe('contact form', () => {
  async function fill(): Promise<void> {
    await userEvent.type(screen.getByLabelText('Name and surname'), 'Ivana Horvat');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivana@example.test');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you cut to length?');
    await userEvent.click(screen.getByLabelText('I agree that Kabelshop stores my message.'));
  }

  it('shows translated messages under the fields and sends nothing', async () => {
    await renderIsland(ContactIsland, contactProps, 'hr-HR', NS);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji poruku' }));
    expect(screen.getAllByText('Ovo polje je obavezno')).toHaveLength(3);
    expect(screen.getByText('Potvrdite privolu za obradu podataka, inače vam ne možemo odgovoriti.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ime i prezime')).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('sends once while loading, then empties the form and says so', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderIsland(ContactIsland, contactProps, 'en-US', NS);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('forms/contact', {
      name: 'Ivana Horvat',
      company: '',
      email: 'ivana@example.test',
      phone: '',
      message: 'Do you cut to length?',
      consent: true,
      'cf-turnstile-response': '',
    });
    await act(async () => resolve(ok({ sent: true })));
    await waitFor(() => expect(screen.getByText('Form successfully sent.')).toBeInTheDocument());
    expect(screen.getByLabelText('Name and surname')).toHaveValue('');
    expect(screen.getByLabelText('I agree that Kabelshop stores my message.')).not.toBeChecked();
  });

  it('shows the server field errors of a 400 and the message of a 429', async () => {
    post.mockRejectedValueOnce(new ApiError('http', 'Please correct the marked fields.', 400, 'kabelshop_contact_invalid', { email: 'Email address is not valid' }));
    await renderIsland(ContactIsland, contactProps, 'en-US', NS);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('Form not sent. Please try again.')).toBeInTheDocument());
    expect(screen.getByText('Email address is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Do you cut to length?');

    post.mockRejectedValueOnce(new ApiError('http', 'Too many messages from your network. Please try again later.', 429, 'kabelshop_contact_rate_limited'));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Too many messages from your network\. Please try again later\.$/));
    expect(screen.queryByText(/Form not sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('alert').querySelector('.ks-notice--error')).not.toBeNull();
  });

  it('shows a refusal as an error (role alert) with one message, a success as a status', async () => {
    post.mockRejectedValueOnce(new ApiError('http', 'Too many messages from your network. Please try again later.', 429, 'kabelshop_contact_rate_limited'));
    await renderIsland(ContactIsland, contactProps, 'en-US', NS);
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Too many messages from your network\. Please try again later\.$/);
    expect(alert.textContent?.match(/try again/gi)).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    post.mockRejectedValueOnce(new Error('network down'));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Form not sent\. Please try again\.$/));

    post.mockResolvedValueOnce(ok({ sent: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Form successfully sent.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('sends the bot-check token, shows its error and asks for a fresh challenge after a failure', async () => {
    let issued = 0;
    const render = jest.fn((_box: HTMLElement, options: Record<string, unknown>) => {
      issued += 1;
      (options.callback as (token: string) => void)(`token-${issued}`);
      return `widget-${issued}`;
    });
    window.turnstile = { render, remove: jest.fn() };
    try {
      post.mockRejectedValueOnce(
        new ApiError('http', 'Please correct the marked fields.', 400, 'kabelshop_contact_bot_check_failed', {
          'cf-turnstile-response': 'The security check failed. Please complete it again.',
        }),
      );
      await renderIsland(ContactIsland, { ...contactProps, turnstileSiteKey: 'site-key' }, 'en-US', NS);
      await fill();
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(screen.getByText('The security check failed. Please complete it again.')).toBeInTheDocument());
      expect(post.mock.calls[0][1]).toMatchObject({ 'cf-turnstile-response': 'token-1' });
      await waitFor(() => expect(render).toHaveBeenCalledTimes(2));

      post.mockResolvedValueOnce(ok({ sent: true }));
      await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(screen.getByText('Form successfully sent.')).toBeInTheDocument());
      expect(post.mock.calls[1][1]).toMatchObject({ 'cf-turnstile-response': 'token-2' });
      expect(screen.queryByText('The security check failed. Please complete it again.')).not.toBeInTheDocument();
    } finally {
      delete window.turnstile;
    }
  });
});

describe('application form', () => {
  async function fill(cv: File): Promise<void> {
    await userEvent.type(screen.getByLabelText('Name and surname'), 'Marko Marić');
    await userEvent.type(screen.getByLabelText('E-mail'), 'marko@example.test');
    await userEvent.type(screen.getByLabelText('Phone'), '091/555-1234');
    await userEvent.upload(screen.getByLabelText('CV (PDF or DOCX)'), cv);
    await userEvent.click(screen.getByLabelText('I agree that Kabelshop stores my application for 180 days.'));
  }

  it('offers the openings with the chosen one selected and an open application', async () => {
    await renderIsland(ApplicationIsland, applicationProps, 'en-US', NS);
    const select = screen.getByLabelText('Opening');
    expect(select).toHaveValue('15');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Warehouse clerk', 'Sales assistant', 'Open application']);
  });

  it('refuses a CV that is too big or not a PDF or DOCX before sending', async () => {
    await renderIsland(ApplicationIsland, applicationProps, 'en-US', NS);
    await fill(file('cv.pdf', 6 * 1024 * 1024));
    expect(screen.getByText('The CV is larger than 5 MB. Please send a smaller file.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('uploads multipart with progress, then says so', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    let options: RequestOptions = {};
    post.mockImplementation((_path: string, _body: unknown, given: RequestOptions) => {
      options = given;
      return new Promise((r) => (resolve = r));
    });
    await renderIsland(ApplicationIsland, applicationProps, 'en-US', NS);
    await fill(file('Marko CV.pdf', 2000));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] as [string, FormData];
    expect(path).toBe('applications');
    expect(body.get('opening')).toBe('15');
    expect(body.get('phone')).toBe('091/555-1234');
    expect(body.get('consent')).toBe('1');
    expect((body.get('cv') as File).name).toBe('Marko CV.pdf');

    await act(async () => options.onUploadProgress?.({ loaded: 800, total: 2000, fraction: 0.4 }));
    const bar = screen.getByLabelText('Uploading the CV: 40 %');
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar).toHaveAttribute('value', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(post).toHaveBeenCalledTimes(1);

    await act(async () => resolve(ok({ sent: true })));
    await waitFor(() => expect(screen.getByText('Form successfully sent.')).toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name and surname')).toHaveValue('');
  });

  it("shows the server's CV and opening errors under their fields", async () => {
    post.mockRejectedValue(
      new ApiError('http', 'Please correct the marked fields.', 400, 'kabelshop_application_invalid', {
        opening: 'This opening does not take applications any more.',
        cv: 'The CV must be a PDF or DOCX file. This file is neither.',
      }),
    );
    await renderIsland(ApplicationIsland, applicationProps, 'en-US', NS);
    await fill(file('cv.pdf', 2000));
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByText('Form not sent. Please try again.')).toBeInTheDocument());
    expect(screen.getByText('The CV must be a PDF or DOCX file. This file is neither.')).toBeInTheDocument();
    expect(screen.getByText('This opening does not take applications any more.')).toBeInTheDocument();
    expect(screen.getByLabelText('CV (PDF or DOCX)')).toHaveAttribute('aria-invalid', 'true');
  });
});

/**
 * Document search form: labelled fields, empty fields named without a request, the found document
 * (type, number, date in the locale's format, download link), and the server's "no match" and
 * rate-limit messages as alerts. lib/api is stubbed at the module boundary.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Island from '../../../src/islands/document-search';
import { api, ApiError } from '../../../src/lib/api';
import { failOnActWarnings, ok, renderIsland, settle } from './render';

jest.mock('../../../src/lib/api', () => {
  const actual = jest.requireActual('../../../src/lib/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});

const post = api.post as jest.Mock;

failOnActWarnings();

beforeEach(() => post.mockReset());

it('names empty fields and sends nothing', async () => {
  await renderIsland(Island, [], 'hr-HR', ['documents', 'common']);
  await userEvent.click(screen.getByRole('button', { name: 'Pronađi dokument' }));
  expect(screen.getByLabelText('Broj dokumenta')).toHaveAccessibleDescription('Upišite broj dokumenta.');
  expect(screen.getByLabelText('Kontrolni broj')).toHaveAttribute('aria-invalid', 'true');
  // The messages use the shared error style (red, bold: components.css); the class names used
  // before (ks-field__error) had no style, so the messages looked like hints.
  expect(screen.getByText('Upišite broj dokumenta.')).toHaveClass('ks-field-error');
  expect(screen.getByText('Upišite kontrolni broj.')).toHaveClass('ks-field-error');
  expect(screen.getByText('8 znakova, otisnuto na dokumentu.')).toHaveClass('ks-field-hint');
  expect(post).not.toHaveBeenCalled();
});

it('shows the found document with its download link', async () => {
  post.mockResolvedValue(ok({ document: { kind: 'invoice', number: 'DEMO-R-2026-0001', date: '2026-11-20', product_name: null, download_url: '/wp-json/kabelshop/v1/documents/download?token=t' } }));
  await renderIsland(Island, [], 'hr-HR', ['documents', 'common']);
  await userEvent.type(screen.getByLabelText('Broj dokumenta'), ' DEMO-R-2026-0001 ');
  await userEvent.type(screen.getByLabelText('Kontrolni broj'), 'DEMOK7QZ');
  await userEvent.click(screen.getByRole('button', { name: 'Pronađi dokument' }));
  await settle();
  expect(post).toHaveBeenCalledWith('documents/search', { number: 'DEMO-R-2026-0001', control: 'DEMOK7QZ' });
  expect(screen.getByRole('heading', { name: 'Dokument pronađen' })).toBeInTheDocument();
  expect(screen.getByText('Kopija računa')).toBeInTheDocument();
  expect(screen.getByText('20.11.2026.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Preuzmi DEMO-R-2026-0001 (PDF)' })).toHaveAttribute('href', '/wp-json/kabelshop/v1/documents/download?token=t');
});

it('shows the server message when nothing matches, and the rate limit', async () => {
  post.mockRejectedValueOnce(new ApiError('http', 'No document matches this number and control number.', 404, 'kabelshop_documents_no_match'));
  post.mockRejectedValueOnce(new ApiError('http', 'Too many searches.', 429, 'kabelshop_documents_rate_limited'));
  await renderIsland(Island, {}, 'en-US', ['documents', 'common']);
  await userEvent.type(screen.getByLabelText('Document number'), 'X-1');
  await userEvent.type(screen.getByLabelText('Control number'), 'AAAAAAAA');
  await userEvent.click(screen.getByRole('button', { name: 'Find document' }));
  await settle();
  expect(screen.getByRole('alert')).toHaveTextContent('No document matches this number and control number.');
  expect(screen.queryByRole('link')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Find document' }));
  await settle();
  expect(screen.getByRole('alert')).toHaveTextContent('Too many searches.');
});

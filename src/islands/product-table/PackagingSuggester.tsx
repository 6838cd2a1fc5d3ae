/**
 * "Need a length?" under the product table (issue 14, packaging suggester; docs/packaging-suggester.md).
 *
 * Props: the product's id, designation and url, and its sizes (the distinct size_label of its
 * orderable articles, in table order). Calls GET kabelshop/v1/products/{id}/packaging-suggestion
 * ?size=&length_m= through lib/api when the buyer presses "Suggest"; shows the cheapest
 * combination ("3 × Ring 100 m + 70 m cut from Drum 500 m (cut fee 20,00 €) = 407,06 €") and
 * "Add these to cart", which adds one lib/cart line per suggested line (its metres). The server
 * re-prices the cart; the figures here are the suggestion's. Accessible: a labelled metres field
 * whose error names it (aria-invalid, aria-describedby) and a polite live region for the result.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { addItem } from '../../lib/cart/store';
import { openSideCart } from '../../lib/cart/side-cart';
import { formatMetres, formatMoneyCents, formatSizeLabel } from '../../lib/format';
import { useLocale } from '../../components/useLocale';

/** Longest length the server plans (PackagingSuggester::MAX_LENGTH_M). */
export const MAX_LENGTH_M = 10000;

const lineSchema = z.object({
  article_code: z.string(),
  packaging: z.enum(['ring', 'reel', 'box', 'drum']),
  packaging_label: z.string(),
  package_length_m: z.number().int().nullable(),
  count: z.number().int().nonnegative(),
  quantity_m: z.number().int().positive(),
  cut: z.boolean(),
  cut_fee_cents: z.number().int().nonnegative(),
  deposit_cents: z.number().int().nonnegative(),
  full_price_e4: z.number().int().nonnegative(),
  full_price: z.string(),
});

export const suggestionSchema = z.object({
  length_m: z.number().int(),
  size: z.string(),
  lines: z.array(lineSchema),
  total_cents: z.number().int().nonnegative(),
  excess_m: z.number().int().nonnegative(),
});

export type Suggestion = z.infer<typeof suggestionSchema>;

type T = ReturnType<typeof useTranslation>['t'];
type L = ReturnType<typeof useLocale>;

/** One line in words: "3 × Ring 100 m", "70 m cut from Drum 500 m (cut fee 20,00 €)", "1.037 m from Drum 500 m". */
export function describeLine(line: Suggestion['lines'][number], t: T, locale: L): string {
  if (!line.cut && line.count > 0) return t('line.packages', { count: line.count, packaging: line.packaging_label });
  const key = line.cut ? (line.cut_fee_cents > 0 ? 'line.cutWithFee' : 'line.cut') : 'line.metres';
  return t(key, { metres: formatMetres(line.quantity_m, locale), packaging: line.packaging_label, fee: formatMoneyCents(line.cut_fee_cents, locale) });
}

export function PackagingSuggester({ productId, designation, url, sizes }: { productId: number; designation: string; url: string; sizes: string[] }) {
  const { t } = useTranslation('packaging');
  const locale = useLocale();
  const fieldId = useId();
  const sizeId = useId();
  const errorId = useId();
  const [size, setSize] = useState(sizes[0] ?? '');
  const [metres, setMetres] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [status, setStatus] = useState('');
  if (sizes.length === 0) return null;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const text = metres.trim();
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(value) || value < 1 || value > MAX_LENGTH_M) {
      setError(t('invalid', { max: formatMetres(MAX_LENGTH_M, locale) }));
      setSuggestion(null);
      return;
    }
    setError('');
    setBusy(true);
    try {
      const response = await api.get<unknown>(`products/${productId}/packaging-suggestion`, { query: { size, length_m: value } });
      const parsed = suggestionSchema.parse(response.data);
      setSuggestion(parsed);
      setStatus(summary(parsed));
    } catch (failure) {
      setSuggestion(null);
      const message = failure instanceof ApiError ? (failure.fields.length_m ?? failure.fields.size ?? failure.message) : t('failed');
      setStatus('');
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  const summary = (s: Suggestion): string =>
    t(s.excess_m > 0 ? 'resultExcess' : 'result', {
      lines: s.lines.map((line) => describeLine(line, t, locale)).join(' + '),
      total: formatMoneyCents(s.total_cents, locale),
      metres: formatMetres(s.length_m + s.excess_m, locale),
      excess: formatMetres(s.excess_m, locale),
    });

  const addAll = (): void => {
    if (!suggestion) return;
    for (const line of suggestion.lines) {
      addItem(
        'cart',
        {
          Cijena: Number(line.full_price),
          SifraArtikla2: line.article_code,
          name: designation,
          sizeLabel: suggestion.size,
          packaging: line.packaging,
          productUrl: url,
        },
        line.quantity_m,
      );
    }
    setStatus(t('added', { count: suggestion.lines.length }));
    openSideCart('cart');
  };

  return (
    <section className="ks-packaging-suggester" aria-labelledby={`${fieldId}-title`}>
      <h3 id={`${fieldId}-title`}>{t('title')}</h3>
      <form className="ks-packaging-suggester__form" onSubmit={(event) => void submit(event)} noValidate>
        {sizes.length > 1 ? (
          <p>
            <label htmlFor={sizeId}>{t('size')}</label>{' '}
            <select id={sizeId} value={size} onChange={(event) => setSize(event.target.value)}>
              {sizes.map((label) => (
                <option key={label} value={label}>
                  {formatSizeLabel(label, locale)}
                </option>
              ))}
            </select>
          </p>
        ) : null}
        <p>
          <label htmlFor={fieldId}>{t('metres', { size: formatSizeLabel(size, locale) })}</label>{' '}
          <input
            id={fieldId}
            className="ks-qty"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_LENGTH_M}
            step={1}
            value={metres}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setMetres(event.target.value)}
          />{' '}
          <button type="submit" className="ks-button ks-button--small" disabled={busy}>
            {t('suggest')}
          </button>
        </p>
        {error ? (
          <p id={errorId} className="ks-field-error">
            {error}
          </p>
        ) : null}
      </form>
      {suggestion ? (
        <div className="ks-packaging-suggester__result">
          <p>{summary(suggestion)}</p>
          <button type="button" className="ks-button ks-button--primary ks-button--small" onClick={addAll}>
            {t('addAll')}
          </button>
        </div>
      ) : null}
      {/* A polite live region without role="status": the table keeps the island's one status region for its own adds. */}
      <p className="ks-packaging-suggester__status ks-sr-only" aria-live="polite" aria-atomic="true">
        {status}
      </p>
    </section>
  );
}

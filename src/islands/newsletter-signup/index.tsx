/**
 * Price-list signup island (spec sections 1, 2, 3, 4: the mailing list signup: an e-mail field, then a
 * success title and message; the "Or" separator).
 *
 * Props (templates/parts/newsletter-signup.php, View\NewsletterView::section()): { consentText (the exact
 * text the server stores as the consent record), priceListUrl (the current price list as CSV,
 * Newsletter\PriceListCsv), catalogueUrl, turnstileSiteKey ('' = off) }.
 * Calls: POST kabelshop/v1/newsletter/subscribe { email, consent, cf-turnstile-response }. A 400 names
 * the fields (shown under them); 429 and others show the server's translated message. After 200 the
 * form is replaced by the success title and message: double opt-in, so the message says a
 * confirmation link was sent and that the address joins the list once confirmed (the answer is the
 * same for an address that is on the list already, so it cannot promise a mail either).
 * Loads: on the first pointer or focus on the section (MountPoint 'interaction'; home page section, footer).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { emailField } from '../../lib/validation/rules';
import { parseProps } from '../../components/parseProps';
import type { FallbackState } from '../../components/fallback';
import { useLocale } from '../../components/useLocale';
import { Turnstile } from '../registration/Turnstile';

export const propsSchema = z.object({
  consentText: z.string().min(1),
  priceListUrl: z.string().default(''),
  catalogueUrl: z.string().default('/'),
  turnstileSiteKey: z.string().default(''),
});

/** Client rules, mirroring plugins/kabelshop-core/src/Newsletter/Signup.php (the server stays the authority). */
export const signupSchema = z.object({
  email: emailField().max(100),
  consent: z.literal(true, { errorMap: () => ({ message: 'newsletter:consentRequired' }) }),
});

type Field = 'email' | 'consent' | 'cf-turnstile-response';

export function NewsletterSignup({
  consentText,
  priceListUrl,
  catalogueUrl,
  turnstileSiteKey,
  fallback,
}: z.infer<typeof propsSchema> & { fallback?: FallbackState }) {
  const { t } = useTranslation(['newsletter', 'forms']);
  const locale = useLocale();
  const id = useId();
  // The server-rendered form is the same form: keep what was typed into it before the island loaded.
  const [email, setEmail] = useState(fallback?.values.email ?? '');
  const [consent, setConsent] = useState(fallback?.checked?.consent ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [turnstileKey, setTurnstileKey] = useState(0);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (fallback?.focused === 'email') document.getElementById(`${id}-email`)?.focus();
  }, [fallback, id]);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (sendingRef.current) return;
    const parsed = signupSchema.safeParse({ email, consent });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      document.getElementById(`${id}-${next.email ? 'email' : 'consent'}`)?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setFailure(null);
    try {
      await api.post('newsletter/subscribe', { email: parsed.data.email, consent: true, 'cf-turnstile-response': token });
      setErrors({});
      setDone(parsed.data.email);
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields as Partial<Record<Field, string>>) : {};
      setErrors(fields);
      const detail = error instanceof ApiError && error.kind === 'http' && Object.keys(fields).length === 0 ? error.message : '';
      setFailure(detail || t('forms:SERVER_ERROR'));
      if (turnstileSiteKey) {
        setToken('');
        setTurnstileKey((k) => k + 1);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
      window.setTimeout(() => resultRef.current?.focus(), 0);
    }
  };

  const message = (key: string | undefined): string | null => (key ? t(key, { defaultValue: key }) : null);
  const emailError = message(errors.email);
  const consentError = message(errors.consent);

  return (
    <div className="ks-newsletter">
      <div ref={resultRef} tabIndex={-1} role="status" aria-live="polite" className="ks-newsletter__result">
        {done ? (
          <div className="ks-newsletter__success">
            <p className="ks-newsletter__success-title">
              <strong>{t('successTitle')}</strong>
            </p>
            <p>{t('successMessage', { email: done })}</p>
          </div>
        ) : null}
        {failure ? <p className="ks-notice ks-notice--error">{failure}</p> : null}
      </div>
      {done ? null : (
        <form className="ks-newsletter__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={sending}>
          <div className="ks-field">
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              aria-required
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            {emailError ? (
              <p id={`${id}-email-error`} className="ks-field-error">
                {emailError}
              </p>
            ) : null}
          </div>
          <div className="ks-field ks-field--checkbox">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              aria-required
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                if (errors.consent) setErrors((current) => ({ ...current, consent: undefined }));
              }}
            />
            <label htmlFor={`${id}-consent`}>{consentText}</label>
            {consentError ? (
              <p id={`${id}-consent-error`} className="ks-field-error">
                {consentError}
              </p>
            ) : null}
          </div>
          {turnstileSiteKey ? <Turnstile key={turnstileKey} siteKey={turnstileSiteKey} locale={locale} onToken={setToken} /> : null}
          {errors['cf-turnstile-response'] ? <p className="ks-field-error">{errors['cf-turnstile-response']}</p> : null}
          <button type="submit" className="ks-button ks-button--primary" disabled={sending} aria-disabled={sending}>
            {sending ? t('sending') : t('subscribe')}
          </button>
        </form>
      )}
      <p className="ks-newsletter__or">
        <span>{t('or')}</span>
      </p>
      <ul className="ks-newsletter__alternative">
        {priceListUrl ? (
          <li>
            <a href={priceListUrl} download>
              {t('priceListLink')}
            </a>
          </li>
        ) : null}
        <li>
          <a href={catalogueUrl}>{t('catalogueLink')}</a>
        </li>
      </ul>
    </div>
  );
}

export default function Island({ props, fallback }: { props: unknown; fallback?: FallbackState }) {
  const parsed = parseProps('newsletter-signup', propsSchema, props);
  return parsed ? <NewsletterSignup {...parsed} fallback={fallback} /> : null;
}

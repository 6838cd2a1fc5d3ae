/**
 * Contact form island (issue 12, Forms; spec section 4: success only on status 200, no second
 * submission while one is loading; sections 5 and 8: field rules and 'Form successfully sent.' /
 * 'Form not sent. Please try again.').
 *
 * Props (templates/parts/contact-form.php, View\FormsView::contact()): { consentText (the sentence
 *   the server stores as shown), turnstileSiteKey ('' = bot check off) }; `fallback` carries what
 *   the visitor typed into the server-rendered form before the island loaded.
 * Calls: POST kabelshop/v1/forms/contact (JSON) { name, company, email, phone, message, consent,
 *   cf-turnstile-response }. A 400 names fields (shown under them); 429 and other errors show
 *   formNotSent with the server's message. After 200 the form is emptied and formSent shown.
 * Loads: when the mount point nears the viewport (contact page).
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../lib/api';
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactValues } from '../../lib/validation/site-forms';
import type { FallbackState } from '../../components/fallback';
import { parseProps } from '../../components/parseProps';
import { ConsentField, SiteFormField } from '../../components/SiteFormField';
import { BOT_FIELD, SendResult, useFormSend } from '../../components/useFormSend';
import { useLocale } from '../../components/useLocale';
import { Turnstile } from '../registration/Turnstile';

export const propsSchema = z.object({
  consentText: z.string().min(1),
  turnstileSiteKey: z.string().default(''),
});

type Props = z.infer<typeof propsSchema>;
type Field = keyof ContactValues;

const EMPTY: ContactValues = { name: '', company: '', email: '', phone: '', message: '', consent: false };
/**
 * The fields in the order the form shows them (issue 27): react-hook-form would focus the field
 * registered first, and the consent box registers before the inputs its render props register.
 */
const FIELD_ORDER: readonly Field[] = ['name', 'company', 'email', 'phone', 'message', 'consent'];
const TEXT_FIELDS: readonly { name: Exclude<Field, 'consent' | 'message'>; type: string; autoComplete: string; optional: boolean; max: number }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', optional: false, max: 100 },
  { name: 'company', type: 'text', autoComplete: 'organization', optional: true, max: 150 },
  { name: 'email', type: 'email', autoComplete: 'email', optional: false, max: 100 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', optional: true, max: 14 },
];

/** The fallback's typed values as the form's starting values. */
function initialValues(fallback?: FallbackState): ContactValues {
  const typed = fallback?.values ?? {};
  return {
    ...EMPTY,
    name: typed.name ?? '',
    company: typed.company ?? '',
    email: typed.email ?? '',
    phone: typed.phone ?? '',
    message: typed.message ?? '',
  };
}

export function ContactForm({ consentText, turnstileSiteKey, fallback }: Props & { fallback?: FallbackState }) {
  const { t } = useTranslation(['site-forms', 'forms']);
  const locale = useLocale();
  const formId = useId();
  const { send, sending, result, resultRef, setToken, turnstileKey, botError } = useFormSend(turnstileSiteKey);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: initialValues(fallback),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const messageLength = watch('message')?.length ?? 0;

  const onValid = (values: ContactValues): Promise<void> =>
    send({
      request: (token) => api.post('forms/contact', { ...values, consent: true, [BOT_FIELD]: token }),
      onSent: () => reset(EMPTY),
      onFields: (fields) => {
        const first = FIELD_ORDER.find((field) => field in fields);
        for (const field of FIELD_ORDER) {
          if (field in fields) setError(field, { type: 'server', message: fields[field] }, { shouldFocus: field === first });
        }
        return first !== undefined;
      },
    });

  /** The client's check refused: focus the first bad field in form order. */
  const onInvalid = (bad: Partial<Record<Field, unknown>>): void => {
    const first = FIELD_ORDER.find((field) => bad[field]);
    if (first) setFocus(first);
  };

  const id = (field: string): string => `${formId}-${field}`;

  return (
    <div className="ks-site-form ks-contact-form">
      <SendResult result={result} focusRef={resultRef} />
      <form noValidate aria-busy={sending} onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
        {TEXT_FIELDS.map((field) => (
          <SiteFormField key={field.name} id={id(field.name)} label={t(`fields.${field.name}`)} optional={field.optional} error={errors[field.name]?.message} max={field.max}>
            {(describedBy, invalid) => (
              <input
                id={id(field.name)}
                type={field.type}
                autoComplete={field.autoComplete}
                aria-required={field.optional ? undefined : true}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register(field.name)}
              />
            )}
          </SiteFormField>
        ))}
        <SiteFormField
          id={id('message')}
          label={t('fields.message')}
          hint={t('count', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
          error={errors.message?.message}
          max={CONTACT_MESSAGE_MAX}
        >
          {(describedBy, invalid) => (
            <textarea id={id('message')} rows={6} aria-required aria-invalid={invalid || undefined} aria-describedby={describedBy} {...register('message')} />
          )}
        </SiteFormField>
        <ConsentField id={id('consent')} text={consentText} error={errors.consent?.message} registration={register('consent')} />
        {turnstileSiteKey ? <Turnstile key={turnstileKey} siteKey={turnstileSiteKey} locale={locale} onToken={setToken} /> : null}
        {botError ? <p className="ks-field-error">{botError}</p> : null}
        <button type="submit" className="ks-button ks-button--primary" disabled={sending} aria-disabled={sending}>
          {sending ? t('sending') : t('sendMessage')}
        </button>
      </form>
    </div>
  );
}

export default function Island({ props, fallback }: { props: unknown; fallback?: FallbackState }) {
  const parsed = parseProps('contact-form', propsSchema, props);
  return parsed ? <ContactForm {...parsed} fallback={fallback} /> : null;
}

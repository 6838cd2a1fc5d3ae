/**
 * Registration island (spec section 2: the form is filled in steps, step starts at 1; on success a
 * thank-you page links back to the home page; section 4: success only on status 200, no new
 * submission while one is loading or form errors exist; sections 5 and 8: rules and messages).
 *
 * Props (printed by templates/page-register.php): { defaultCountry ('HR'), homeUrl, loginUrl,
 *   turnstileSiteKey ('' when the bot check is off), termsUrl? (the terms page; linked beside the
 *   'I accept' box so a buyer can read what they accept) }.
 * Calls: POST kabelshop/v1/auth/register, multipart with the spec's field names (lib/validation/registration).
 *   400/409 name fields (data.fields): shown under them, on the first step that has one.
 *   A server or network error shows SERVER_ERROR (the spec only logs it; people need to know).
 * Loads: when its mount point nears the viewport (registration page). Turnstile's script is
 *   loaded only when a site key is configured.
 */
import { useEffect, useId, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { countries } from '../../lib/countries';
import { MESSAGE_KEYS, postcodeError } from '../../lib/validation/rules';
import {
  EMPTY_VALUES,
  FIELD_OF,
  companyIdError,
  STEPS,
  registrationSchema,
  stepOf,
  toFormData,
  type FormField,
  type RegistrationValues,
} from '../../lib/validation/registration';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { Turnstile } from './Turnstile';

export const propsSchema = z.object({
  defaultCountry: z.string().regex(/^[A-Z]{2}$/).default('HR'),
  homeUrl: z.string(),
  loginUrl: z.string(),
  turnstileSiteKey: z.string().default(''),
  termsUrl: z.string().optional(),
});

type Props = z.infer<typeof propsSchema>;

const schemaResolver = zodResolver(registrationSchema);

/** The schema's rules plus the company id and postcode checks for the chosen country. */
export const registrationResolver: Resolver<RegistrationValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const codeError = companyIdError(values.country ?? '', values.companyId ?? '');
  const postcode = postcodeError(values.postNr ?? '', values.country ?? '');
  const errors = { ...result.errors };
  if (codeError && !errors.companyId) errors.companyId = { type: 'custom', message: codeError };
  if (postcode && !errors.postNr) errors.postNr = { type: 'custom', message: postcode };
  if (errors.companyId === result.errors.companyId && errors.postNr === result.errors.postNr) return result;
  return { values: {}, errors };
};

function ThankYou({ homeUrl }: { homeUrl: string }) {
  const { t } = useTranslation('registration');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ks-registration__done" aria-labelledby="ks-registration-done">
      <h2 id="ks-registration-done" ref={heading} tabIndex={-1}>
        {t('done.title')}
      </h2>
      <p>{t('done.message')}</p>
      <p>
        <a className="ks-button ks-button--primary" href={homeUrl}>
          {t('done.home')}
        </a>
      </p>
    </section>
  );
}

interface FieldProps {
  name: FormField;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
  hint?: string;
  register: ReturnType<typeof useForm<RegistrationValues>>['register'];
  errors: FieldErrors<RegistrationValues>;
  /** Re-checks a field as it is typed in while it shows an error (see RegistrationForm). */
  recheck: (name: FormField) => void;
}

function TextField({ name, label, type = 'text', autoComplete, inputMode, hint, register, errors, recheck }: FieldProps) {
  const { t } = useTranslation('registration');
  const id = `ks-reg-${name}`;
  const error = errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ks-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name, { onChange: () => recheck(name) })}
      />
      {hint ? (
        <p id={`${id}-hint`} className="ks-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ks-field-error">
          {t(String(error), { defaultValue: String(error) })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Pressing "Next" does not take the focus from the field being typed in, so no blur check adds
 * or removes a message (and moves the button) between the press and the release; Next checks the
 * whole step anyway. Keyboard use is unchanged.
 */
function keepLayout(event: ReactMouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
}

function RegistrationForm(props: Props) {
  const { t } = useTranslation('registration');
  const locale = useLocale();
  const headingId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState(1);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [done, setDone] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [token, setToken] = useState('');
  const [turnstileKey, setTurnstileKey] = useState(0);
  const moved = useRef(false);
  const {
    register,
    handleSubmit,
    trigger,
    setError,
    watch,
    getFieldState,
    formState: { errors },
  } = useForm<RegistrationValues>({
    resolver: registrationResolver,
    defaultValues: { ...EMPTY_VALUES, country: props.defaultCountry } as unknown as RegistrationValues,
    mode: 'onTouched',
  });

  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  if (done) return <ThankYou homeUrl={props.homeUrl} />;

  const current = STEPS[step - 1];
  const country = watch('country');
  // A craft (obrt) has a trade name, not a company name (issue 27): the label follows the choice.
  const craft = watch('companyType') === '2';
  const goTo = (next: number): void => {
    moved.current = true;
    setStep(next);
  };
  const next = async (): Promise<void> => {
    if (await trigger([...current.fields] as FormField[], { shouldFocus: true })) goTo(step + 1);
  };

  const onValid = async (values: RegistrationValues): Promise<void> => {
    if (sendingRef.current) return;
    if (props.turnstileSiteKey && !token) {
      setSubmitError(t('botCheck.required'));
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setSubmitError(null);
    try {
      const response = await api.post<unknown>('auth/register', toFormData(values, token || undefined));
      if (response.status === 200) setDone(true);
      else setSubmitError(t(MESSAGE_KEYS.SERVER_ERROR));
    } catch (caught) {
      if (caught instanceof ApiError && caught.kind === 'http' && Object.keys(caught.fields).length > 0) {
        let first = STEPS.length + 1;
        for (const [field, message] of Object.entries(caught.fields)) {
          const target = FIELD_OF[field];
          if (target) {
            setError(target, { type: 'server', message });
            first = Math.min(first, stepOf(target));
          }
        }
        if (first <= STEPS.length && first !== step) goTo(first);
        setSubmitError(caught.fields['cf-turnstile-response'] ?? caught.message);
      } else if (caught instanceof ApiError && caught.kind === 'http' && caught.status < 500 && caught.message) {
        setSubmitError(caught.message);
      } else {
        setSubmitError(t(MESSAGE_KEYS.SERVER_ERROR));
      }
      if (props.turnstileSiteKey) {
        setToken('');
        setTurnstileKey((key) => key + 1);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  const submit = handleSubmit(onValid, (invalid) => {
    const fields = Object.keys(invalid) as FormField[];
    if (fields.length === 0) return;
    const first = Math.min(...fields.map(stepOf));
    if (first !== step) goTo(first);
  });
  const hasErrors = Object.keys(errors).length > 0;
  /*
   * Issue 13: a field shown with an error is checked again as it is typed in, so its message goes
   * away while the buyer types the fix, not on blur: on blur it went away as the pointer pressed
   * "Next", the button moved up by the message's height and the release missed it (one lost click).
   */
  const recheck = (name: FormField): void => {
    if (getFieldState(name).error) void trigger(name);
  };
  const fieldProps = { register, errors, recheck };
  const termsError = errors.terms?.message;

  return (
    <form
      className="ks-registration"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        if (step < STEPS.length) void next();
        else void submit(event);
      }}
    >
      <p className="ks-registration__progress" id={headingId}>
        {t('progress', { step, count: STEPS.length })}
      </p>
      <ol className="ks-registration__steps">
        {STEPS.map((item) => (
          <li key={item.id} aria-current={item.id === step ? 'step' : undefined} className={item.id === step ? 'is-current' : undefined}>
            {t(`steps.${item.name}`)}
          </li>
        ))}
      </ol>
      <fieldset className="ks-registration__step">
        <legend>
          <h2 ref={stepHeading} tabIndex={-1}>
            {t(`steps.${current.name}`)}
          </h2>
        </legend>

        {step === 1 ? (
          <>
            <div className="ks-field">
              <label htmlFor="ks-reg-country">{t('fields.country')}</label>
              <select id="ks-reg-country" autoComplete="country" {...register('country')}>
                {countries(locale).map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="ks-radio-group" aria-describedby={errors.companyType ? 'ks-reg-companyType-error' : undefined}>
              <legend>{t('fields.companyType')}</legend>
              <label className="ks-radio">
                <input type="radio" value="1" {...register('companyType')} />
                {t('companyType.company')}
              </label>
              <label className="ks-radio">
                <input type="radio" value="2" {...register('companyType')} />
                {t('companyType.craft')}
              </label>
              {errors.companyType ? (
                <p id="ks-reg-companyType-error" className="ks-field-error">
                  {t(String(errors.companyType.message))}
                </p>
              ) : null}
            </fieldset>
            <TextField
              name="companyId"
              label={country === 'HR' ? t('fields.companyIdHr') : country === 'RS' ? t('fields.companyIdRs') : t('fields.companyIdOther')}
              hint={country === 'HR' ? t('hints.companyIdHr') : country === 'RS' ? t('hints.companyIdRs') : t('hints.companyIdOther')}
              {...fieldProps}
            />
            <TextField name="companyName" label={craft ? t('fields.companyNameCraft') : t('fields.companyName')} autoComplete="organization" {...fieldProps} />
          </>
        ) : null}

        {step === 2 ? (
          <>
            <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" {...fieldProps} />
            <TextField name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" inputMode="tel" hint={t('hints.phone')} {...fieldProps} />
            <TextField name="contactPerson" label={t('fields.contactPerson')} autoComplete="name" {...fieldProps} />
          </>
        ) : null}

        {step === 3 ? (
          <>
            <TextField name="address" label={t('fields.address')} autoComplete="address-line1" {...fieldProps} />
            <TextField name="addressNr" label={t('fields.addressNr')} {...fieldProps} />
            <TextField name="city" label={t('fields.city')} autoComplete="address-level2" {...fieldProps} />
            <TextField name="postNr" label={t('fields.postNr')} autoComplete="postal-code" {...fieldProps} />
          </>
        ) : null}

        {step === 4 ? (
          <>
            <div className="ks-field ks-field--check">
              <label className="ks-check">
                <input
                  type="checkbox"
                  aria-invalid={termsError ? true : undefined}
                  aria-describedby={termsError ? 'ks-reg-terms-error' : undefined}
                  {...register('terms')}
                />
                {t('fields.terms')}
              </label>
              {props.termsUrl ? (
                <p className="ks-field-hint">
                  <a href={props.termsUrl} target="_blank" rel="noopener">
                    {t('readTerms')}
                  </a>
                </p>
              ) : null}
              {termsError ? (
                <p id="ks-reg-terms-error" className="ks-field-error">
                  {t(String(termsError), { defaultValue: String(termsError) })}
                </p>
              ) : null}
            </div>
            {props.turnstileSiteKey ? <Turnstile key={turnstileKey} siteKey={props.turnstileSiteKey} locale={locale} onToken={setToken} /> : null}
          </>
        ) : null}
      </fieldset>

      {submitError ? (
        <p className="ks-error" role="alert">
          {submitError}
        </p>
      ) : null}

      <div className="ks-registration__nav">
        {step > 1 ? (
          <button type="button" className="ks-button" onClick={() => goTo(step - 1)} disabled={sending}>
            {t('nav.back')}
          </button>
        ) : null}
        {step < STEPS.length ? (
          <button type="submit" className="ks-button ks-button--primary" onMouseDown={keepLayout}>
            {t('nav.next')}
          </button>
        ) : (
          <button type="submit" className="ks-button ks-button--primary" disabled={sending || hasErrors} aria-disabled={sending || hasErrors}>
            {sending ? t('nav.sending') : t('nav.submit')}
          </button>
        )}
      </div>
      <p className="ks-registration__login">
        {t('haveAccount')} <a href={props.loginUrl}>{t('login')}</a>
      </p>
    </form>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('registration', propsSchema, props);
  return parsed ? <RegistrationForm {...parsed} /> : null;
}

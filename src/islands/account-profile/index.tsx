/**
 * Account profile island (spec: account profile data: edit company and contact data and change
 * the password; "the update pulls the latest changes from a national financial agency register";
 * section 3: profile update form; section 5: its rules; section 8: 'Data successfully updated.',
 * 'Data not updated. Please try again.', 'Password successfully updated.', 'Password not updated.
 * Please try again.').
 *
 * Props (AccountView): { profile: { email, companyId, companyName, phone, userName, address,
 *   addressNr, city, postNr, country }, emailPending: string|null, registerConfigured: boolean }.
 * Calls: POST kabelshop/v1/user/profile (multipart, all fields); GET kabelshop/v1/user/profile/register
 *   (what the court register would change) and POST the same path (apply).
 * Loads: when the profile panel nears the viewport.
 * A new e-mail address takes effect after the link sent to it is opened; the form says so.
 */
import { useId, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ResultModal, type ModalState } from '../../components/AddressForm';
import { Modal } from '../../components/Modal';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import { countries } from '../../lib/countries';
import {
  maxLengthOf,
  PASSWORD_FIELDS,
  PROFILE_FIELDS,
  profileFormData,
  validateProfile,
  type ProfileData,
  type ProfileValues,
} from '../../lib/validation/profile';

const profileShape = z.object({
  email: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  phone: z.string(),
  userName: z.string(),
  address: z.string(),
  addressNr: z.string(),
  city: z.string(),
  postNr: z.string(),
  country: z.string(),
});

export const propsSchema = z.object({
  profile: profileShape,
  emailPending: z.string().nullable().optional(),
  registerConfigured: z.boolean().default(false),
});

type Props = z.infer<typeof propsSchema>;

interface UpdateAnswer {
  message?: string;
  passwordMessage?: string | null;
  emailPending?: string | null;
  profile?: ProfileData;
}

type Changes = Record<string, { current: string; register: string }>;

const EMPTY_PASSWORDS = { passwordOld: '', passwordNew: '', passwordConfirm: '' };

/** react-hook-form resolver over lib/validation/profile (field rules plus the linked password rules). */
export const profileResolver: Resolver<ProfileValues> = async (values) => {
  const errors = validateProfile(values);
  const names = Object.keys(errors) as (keyof ProfileValues)[];
  if (names.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(names.map((name) => [name, { type: 'validate', message: errors[name] }])) };
};

const FIELDS: { name: keyof ProfileValues; type: string; autoComplete: string }[] = [
  { name: 'companyName', type: 'text', autoComplete: 'organization' },
  { name: 'companyId', type: 'text', autoComplete: 'off' },
  { name: 'userName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', type: 'text', autoComplete: 'address-line1' },
  { name: 'addressNr', type: 'text', autoComplete: 'address-line2' },
  { name: 'postNr', type: 'text', autoComplete: 'postal-code' },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
];

const PASSWORDS: { name: keyof ProfileValues; autoComplete: string }[] = [
  { name: 'passwordOld', autoComplete: 'current-password' },
  { name: 'passwordNew', autoComplete: 'new-password' },
  { name: 'passwordConfirm', autoComplete: 'new-password' },
];

function RegisterPull({ configured, onApplied }: { configured: boolean; onApplied: (profile: ProfileData, message: string) => void }) {
  const { t } = useTranslation('account');
  const [loading, setLoading] = useState(false);
  const [changes, setChanges] = useState<Changes | null>(null);
  const [modal, setModal] = useState<ModalState | null>(null);
  const applyButton = useRef<HTMLButtonElement>(null);

  if (!configured) return <p className="ks-hint">{t('register.notConfigured')}</p>;

  const fail = (caught: unknown): void => {
    const message = caught instanceof ApiError ? caught.message : t('forms:SERVER_ERROR');
    setModal({ title: t('register.title'), messageTitle: t('modal.errorTitle'), message, btnLabel: t('modal.back'), success: false });
  };

  const preview = async (): Promise<void> => {
    if (loading) return;
    setLoading(true);
    try {
      const { data } = await api.get<{ changes: Changes }>('user/profile/register');
      const found = data?.changes ?? {};
      if (Object.keys(found).length === 0) {
        setModal({ title: t('register.title'), messageTitle: t('modal.successTitle'), message: t('register.noChanges'), btnLabel: t('modal.ok'), success: true });
      } else setChanges(found);
    } catch (caught) {
      fail(caught);
    } finally {
      setLoading(false);
    }
  };

  const apply = async (): Promise<void> => {
    if (loading) return;
    setLoading(true);
    try {
      const { data } = await api.post<{ message: string; profile: ProfileData }>('user/profile/register');
      setChanges(null);
      onApplied(data.profile, data.message);
    } catch (caught) {
      setChanges(null);
      fail(caught);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="ks-register-pull">
      <p className="ks-hint">{t('register.intro')}</p>
      <button type="button" className="ks-button ks-button--secondary" onClick={() => void preview()} disabled={loading}>
        {loading && !changes ? t('register.loading') : t('register.button')}
      </button>
      <Modal open={changes !== null} title={t('register.title')} closeLabel={t('modal.close')} onClose={() => setChanges(null)} initialFocus={applyButton}>
        <p>{t('register.preview')}</p>
        <table className="ks-register-diff">
          <caption className="ks-sr-only">{t('register.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('register.field')}</th>
              <th scope="col">{t('register.current')}</th>
              <th scope="col">{t('register.register')}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(changes ?? {}).map(([field, change]) => (
              <tr key={field}>
                <th scope="row">{t(`fields.${field}`)}</th>
                <td>{change.current || '—'}</td>
                <td>{change.register}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="ks-address-form__actions">
          <button ref={applyButton} type="button" className="ks-button ks-button--primary" onClick={() => void apply()} disabled={loading}>
            {t('register.apply')}
          </button>
          <button type="button" className="ks-button ks-button--secondary" onClick={() => setChanges(null)}>
            {t('actions.cancel')}
          </button>
        </div>
      </Modal>
      <ResultModal state={modal} onClose={() => setModal(null)} />
    </div>
  );
}

function ProfileForm({ profile, emailPending, registerConfigured }: Props) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const baseId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ProfileValues>({ resolver: profileResolver, defaultValues: { ...profile, ...EMPTY_PASSWORDS }, reValidateMode: 'onChange' });
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const [pending, setPending] = useState<string | null>(emailPending ?? null);
  const [modal, setModal] = useState<ModalState | null>(null);

  const onValid = async (values: ProfileValues): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const { data } = await api.post<UpdateAnswer>('user/profile', profileFormData(values));
      const lines = [data?.message || t('forms:messages.dataUpdated')];
      if (data?.passwordMessage) lines.push(data.passwordMessage);
      if (data?.emailPending) lines.push(t('profile.emailPending', { email: data.emailPending }));
      setPending(data?.emailPending ?? null);
      reset({ ...(data?.profile ?? values), ...EMPTY_PASSWORDS, email: data?.profile?.email ?? values.email });
      setModal({ title: t('modal.profileTitle'), messageTitle: t('modal.successTitle'), message: lines.join(' '), btnLabel: t('modal.ok'), success: true });
    } catch (caught) {
      const wantsPassword = PASSWORD_FIELDS.some((field) => values[field] !== '');
      let message = wantsPassword ? t('forms:messages.passwordNotUpdated') : t('forms:messages.dataNotUpdated');
      if (caught instanceof ApiError) {
        message = caught.kind === 'http' && caught.message ? caught.message : `${message} ${caught.message}`;
        let first = true;
        for (const [field, text] of Object.entries(caught.fields)) {
          if ((PROFILE_FIELDS as readonly string[]).includes(field) || (PASSWORD_FIELDS as readonly string[]).includes(field)) {
            setError(field as keyof ProfileValues, { type: 'server', message: text }, { shouldFocus: first });
            first = false;
          }
        }
      }
      setModal({ title: t('modal.profileTitle'), messageTitle: t('modal.errorTitle'), message, btnLabel: t('modal.back'), success: false });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  const applied = (next: ProfileData, message: string): void => {
    reset({ ...getValues(), ...next, ...EMPTY_PASSWORDS });
    setModal({ title: t('register.title'), messageTitle: t('modal.successTitle'), message, btnLabel: t('modal.ok'), success: true });
  };

  const fieldId = (name: string): string => `${baseId}-${name}`;
  const hintIds = (name: keyof ProfileValues): string | undefined => {
    const ids = [];
    if (name === 'email' && pending) ids.push(fieldId('email-pending'));
    if (name === 'passwordNew') ids.push(fieldId('password-rule'));
    if (errors[name]) ids.push(fieldId(`${name}-error`));
    return ids.length ? ids.join(' ') : undefined;
  };
  const message = (name: keyof ProfileValues) =>
    errors[name] ? (
      <p id={fieldId(`${name}-error`)} className="ks-field-error">
        {t(errors[name]?.message ?? '', { defaultValue: errors[name]?.message, max: maxLengthOf(name) })}
      </p>
    ) : null;
  const input = (name: keyof ProfileValues, type: string, autoComplete: string) => (
    <div className="ks-field" key={name}>
      <label htmlFor={fieldId(name)}>{t(`fields.${name}`)}</label>
      <input
        id={fieldId(name)}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={hintIds(name)}
        {...register(name)}
      />
      {name === 'email' && pending ? (
        <p id={fieldId('email-pending')} className="ks-hint">
          {t('profile.emailPending', { email: pending })}
        </p>
      ) : null}
      {name === 'passwordNew' ? (
        <p id={fieldId('password-rule')} className="ks-hint">
          {t('forms:PASSWORD_NOT_VALID')}
        </p>
      ) : null}
      {message(name)}
    </div>
  );

  return (
    <div className="ks-profile">
      <RegisterPull configured={registerConfigured} onApplied={applied} />
      <form className="ks-profile__form" noValidate aria-busy={loading} onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <fieldset className="ks-profile__group">
          <legend>{t('profile.companyLegend')}</legend>
          {FIELDS.map(({ name, type, autoComplete }) => input(name, type, autoComplete))}
          <div className="ks-field">
            <label htmlFor={fieldId('country')}>{t('fields.country')}</label>
            <select id={fieldId('country')} autoComplete="country" aria-invalid={errors.country ? true : undefined} aria-describedby={hintIds('country')} {...register('country')}>
              {countries(locale).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {message('country')}
          </div>
        </fieldset>
        <fieldset className="ks-profile__group">
          <legend>{t('profile.passwordLegend')}</legend>
          <p className="ks-hint">{t('profile.passwordHint')}</p>
          {PASSWORDS.map(({ name, autoComplete }) => input(name, 'password', autoComplete))}
        </fieldset>
        <button type="submit" className="ks-button ks-button--primary" disabled={loading}>
          {loading ? t('actions.saving') : t('actions.saveProfile')}
        </button>
      </form>
      <ResultModal state={modal} onClose={() => setModal(null)} />
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-profile', propsSchema, props);
  return parsed ? <ProfileForm {...parsed} /> : null;
}

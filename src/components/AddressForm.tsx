/**
 * Delivery address form of the profile and the checkout (spec section 3, address form; section 4,
 * address save: validate; block if errors or loading; post; success on status 200; then a modal
 * shows the result message; section 7: POST user/profile/addresses/update, multipart).
 *
 * Props: initial (a stored address to change, or none for a new one), context 'profile' | 'checkout'
 * (decides the success text when the server sends none: 'Address successfully updated.' /
 * 'Address successfully added.'), onSaved(address, addresses) right after a 200, onDone() when the
 * result modal of a success is closed, onCancel() for the cancel button.
 * Errors: a 400 marks the fields it names; any failure shows the server's message in the modal.
 */
import { useId, useRef, useState, type BaseSyntheticEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../lib/api';
import { countries } from '../lib/countries';
import {
  addressFieldOf,
  addressFormData,
  addressResolver,
  addressValues,
  type AddressValues,
  type StoredAddress,
} from '../lib/validation/address';
import { Modal } from './Modal';
import { useLocale } from './useLocale';

export interface AddressBook {
  headquarters: StoredAddress | null;
  delivery: StoredAddress[];
}

export interface ModalState {
  title: string;
  messageTitle: string;
  message: string;
  btnLabel: string;
  success: boolean;
}

interface SaveAnswer {
  message?: string;
  address?: StoredAddress;
  addresses?: AddressBook;
}

export interface AddressFormProps {
  initial?: StoredAddress | null;
  context: 'profile' | 'checkout';
  onSaved?: (address: StoredAddress, addresses: AddressBook | null) => void;
  onDone?: () => void;
  onCancel?: () => void;
  /** Inside another form (checkout): a group instead of a nested <form>, submitted by its button or Enter. */
  nested?: boolean;
}

type Field = Exclude<keyof AddressValues, 'addressId'>;
const TEXT_FIELDS: { name: Field; autoComplete: string; type?: string }[] = [
  { name: 'address', autoComplete: 'address-line1' },
  { name: 'addressNr', autoComplete: 'address-line2' },
  { name: 'postNr', autoComplete: 'postal-code' },
  { name: 'city', autoComplete: 'address-level2' },
];

/** The result modal (spec modal state: title, messageTitle, message, btnLabel). */
export function ResultModal({ state, onClose }: { state: ModalState | null; onClose: () => void }) {
  const { t } = useTranslation('account');
  const button = useRef<HTMLButtonElement>(null);
  if (!state) return null;
  return (
    <Modal open title={state.title} closeLabel={t('modal.close')} onClose={onClose} initialFocus={button}>
      <p className="ks-result__title">
        <strong>{state.messageTitle}</strong>
      </p>
      <p className={state.success ? 'ks-result ks-result--success' : 'ks-result ks-result--error'} role={state.success ? 'status' : 'alert'}>
        {state.message}
      </p>
      <button ref={button} type="button" className="ks-button ks-button--primary" onClick={onClose}>
        {state.btnLabel}
      </button>
    </Modal>
  );
}

export function AddressForm({ initial, context, onSaved, onDone, onCancel, nested = false }: AddressFormProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const baseId = useId();
  const adding = !initial || initial.id < 0;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressValues>({ resolver: addressResolver, defaultValues: addressValues(initial), mode: 'onSubmit', reValidateMode: 'onChange' });
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  const [modal, setModal] = useState<ModalState | null>(null);

  const failed = adding ? t('forms:messages.addressNotAdded') : t('forms:messages.addressNotUpdated');

  const onValid = async (values: AddressValues): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const { data } = await api.post<SaveAnswer>('user/profile/addresses/update', addressFormData(values));
      const fallback = context === 'checkout' || adding ? t('forms:messages.addressAdded') : t('forms:messages.addressUpdated');
      if (data?.address) onSaved?.(data.address, data.addresses ?? null);
      setModal({ title: t('modal.addressTitle'), messageTitle: t('modal.successTitle'), message: data?.message || fallback, btnLabel: t('modal.ok'), success: true });
    } catch (caught) {
      let message = failed;
      if (caught instanceof ApiError) {
        message = caught.kind === 'http' && caught.message ? caught.message : `${failed} ${caught.message}`;
        let first = true;
        for (const [server, text] of Object.entries(caught.fields)) {
          const field = addressFieldOf(server);
          if (field && field !== 'addressId') {
            setError(field, { type: 'server', message: text }, { shouldFocus: first });
            first = false;
          }
        }
      }
      setModal({ title: t('modal.addressTitle'), messageTitle: t('modal.errorTitle'), message, btnLabel: t('modal.back'), success: false });
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };

  const closeModal = (): void => {
    const success = modal?.success ?? false;
    setModal(null);
    if (success) onDone?.();
  };

  const submit = (event?: BaseSyntheticEvent): void => void handleSubmit(onValid)(event);
  const Wrapper = nested ? 'div' : 'form';
  const wrapperProps = nested
    ? {
        className: 'ks-address-form',
        role: 'group',
        'aria-label': adding ? t('addresses.newLegend') : t('addresses.editLegend'),
        'aria-busy': loading,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
            event.preventDefault();
            submit();
          }
        },
      }
    : { className: 'ks-address-form', noValidate: true, 'aria-busy': loading, onSubmit: (event: FormEvent<HTMLElement>) => submit(event) };

  const fieldId = (name: string): string => `${baseId}-${name}`;
  const describe = (name: Field) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': fieldId(`${name}-error`) } : {});
  const message = (name: Field) =>
    errors[name] ? (
      <p id={fieldId(`${name}-error`)} className="ks-field-error">
        {t(errors[name]?.message ?? '', { defaultValue: errors[name]?.message, max: 100 })}
      </p>
    ) : null;

  return (
    <>
      <Wrapper {...wrapperProps}>
        <fieldset className="ks-address-form__fields">
          <legend>{adding ? t('addresses.newLegend') : t('addresses.editLegend')}</legend>
          {TEXT_FIELDS.map(({ name, autoComplete }) => (
            <div className="ks-field" key={name}>
              <label htmlFor={fieldId(name)}>{t(`fields.${name}`)}</label>
              <input id={fieldId(name)} type="text" autoComplete={`shipping ${autoComplete}`} {...describe(name)} {...register(name)} />
              {message(name)}
            </div>
          ))}
          <div className="ks-field">
            <label htmlFor={fieldId('country')}>{t('fields.country')}</label>
            <select id={fieldId('country')} autoComplete="shipping country" {...describe('country')} {...register('country')}>
              {countries(locale).map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            {message('country')}
          </div>
          <div className="ks-field">
            <label htmlFor={fieldId('contactPerson')}>{t('fields.contactPerson')}</label>
            <input id={fieldId('contactPerson')} type="text" autoComplete="shipping name" {...describe('contactPerson')} {...register('contactPerson')} />
            {message('contactPerson')}
          </div>
          <div className="ks-field">
            <label htmlFor={fieldId('phone')}>{t('fields.phone')}</label>
            <input id={fieldId('phone')} type="tel" autoComplete="shipping tel" {...describe('phone')} {...register('phone')} />
            {message('phone')}
          </div>
        </fieldset>
        <div className="ks-address-form__actions">
          <button type={nested ? 'button' : 'submit'} className="ks-button ks-button--primary" disabled={loading} onClick={nested ? submit : undefined}>
            {loading ? t('actions.saving') : t('actions.saveAddress')}
          </button>
          {onCancel ? (
            <button type="button" className="ks-button ks-button--secondary" onClick={onCancel} disabled={loading}>
              {t('actions.cancel')}
            </button>
          ) : null}
        </div>
      </Wrapper>
      <ResultModal state={modal} onClose={closeModal} />
    </>
  );
}

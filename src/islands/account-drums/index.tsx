/**
 * Drum account island (issue 14, Faber's drum account; account panel "Drum account").
 *
 * Props (templates/page-account.php via plugins/kabelshop-core/src/View/DrumAccountView.php): { drums (DrumSchema list:
 *   drum type, order, since, deposit, status), heldDepositCents (deposits of the drums not yet
 *   returned), pickupAddresses ({ id, label }: 0 = the company address, N = a delivery address),
 *   noteMax }.
 * Calls: POST kabelshop/v1/user/drums/{id}/collect ("Drum empty, please collect": an optional
 *   pickup address and note); its answer is the whole account, which replaces the list.
 * Loads: when the panel nears the viewport (account page).
 * Each held drum has a "Drum empty, please collect" button that opens a small form (pickup address,
 * note, "Request collection", "Cancel"); focus moves into it and back to the button. A requested
 * drum shows the request's day, address and note; a returned one the day and the deposit credited.
 * Outcomes are announced in a polite status line; a server refusal shows its translated message.
 * A 400 that names a field (address_id: an address the customer does not have; note: too long)
 * shows its message under that field (aria-invalid, aria-describedby) and moves focus to it; the
 * form stays open with what was entered.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api';
import { formatDate, formatMoneyCents } from '../../lib/format';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { addressSchema, drumSchema, requestCollect, type Drum, type PickupAddress } from './api';

export const propsSchema = z.object({
  drums: z.array(drumSchema).default([]),
  heldDepositCents: z.number().int().nonnegative().default(0),
  pickupAddresses: z.array(addressSchema).default([]),
  noteMax: z.number().int().positive().default(250),
});

type Props = z.infer<typeof propsSchema>;

/** The form's fields a server refusal may name (POST user/drums/{id}/collect). */
type FieldErrors = { address_id?: string; note?: string };

function CollectForm({
  drum,
  addresses,
  noteMax,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  drum: Drum;
  addresses: PickupAddress[];
  noteMax: number;
  busy: boolean;
  errors: FieldErrors;
  onSubmit: (addressId: number | null, note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('drums');
  const addressId = useId();
  const noteId = useId();
  const hintId = useId();
  const addressErrorId = useId();
  const noteErrorId = useId();
  const [address, setAddress] = useState(addresses.length > 0 ? String(addresses[0].id) : '');
  const [note, setNote] = useState('');
  const addressField = useRef<HTMLSelectElement>(null);
  const noteField = useRef<HTMLTextAreaElement>(null);
  // Focus moves into the form: its first field.
  useEffect(() => (addressField.current ?? noteField.current)?.focus(), []);
  // A refusal naming a field: focus goes to it, its message is read with it.
  useEffect(() => {
    if (errors.address_id) addressField.current?.focus();
    else if (errors.note) noteField.current?.focus();
  }, [errors]);
  return (
    <form
      className="ks-drums__form"
      aria-label={t('formLabel', { drum: drum.drum_label, order: drum.order_number })}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(address === '' ? null : Number(address), note.trim());
      }}
    >
      {addresses.length > 0 ? (
        <p className="ks-field">
          <label htmlFor={addressId}>{t('pickupAddress')}</label>
          <select
            id={addressId}
            ref={addressField}
            value={address}
            aria-invalid={errors.address_id ? true : undefined}
            aria-describedby={errors.address_id ? addressErrorId : undefined}
            onChange={(event) => setAddress(event.target.value)}
          >
            {addresses.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.label}
              </option>
            ))}
            <option value="">{t('noAddress')}</option>
          </select>
          {errors.address_id ? (
            <span id={addressErrorId} className="ks-field-error">
              {errors.address_id}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="ks-field">
        <label htmlFor={noteId}>{t('note')}</label>
        <textarea
          id={noteId}
          ref={noteField}
          rows={3}
          maxLength={noteMax}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteErrorId} ${hintId}` : hintId}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.note ? (
          <span id={noteErrorId} className="ks-field-error">
            {errors.note}
          </span>
        ) : null}
        <span id={hintId} className="ks-field__hint">
          {t('noteHint', { max: noteMax })}
        </span>
      </p>
      <p className="ks-drums__form-actions">
        <button type="submit" className="ks-button ks-button--primary ks-button--small" disabled={busy}>
          {t('send')}
        </button>{' '}
        <button type="button" className="ks-button ks-button--small" onClick={onCancel}>
          {t('cancel')}
        </button>
      </p>
    </form>
  );
}

function Status({ drum }: { drum: Drum }) {
  const { t } = useTranslation('drums');
  const locale = useLocale();
  if (drum.status === 'returned') {
    return (
      <span className="ks-drums__status ks-drums__status--returned">
        {t('returned', { date: drum.returned_on ? formatDate(drum.returned_on, locale) : '—', amount: formatMoneyCents(drum.credited_cents, locale) })}
      </span>
    );
  }
  if (drum.status === 'collect_requested') {
    return (
      <span className="ks-drums__status ks-drums__status--requested">
        {t('requested', { date: drum.collect_requested_at ? formatDate(drum.collect_requested_at, locale) : '—' })}
        {drum.pickup_address ? <span className="ks-drums__detail">{t('requestedAddress', { address: drum.pickup_address })}</span> : null}
        {drum.collect_note ? <span className="ks-drums__detail">{t('requestedNote', { note: drum.collect_note })}</span> : null}
      </span>
    );
  }
  return <span className="ks-drums__status">{drum.status_label}</span>;
}

export function AccountDrums({ drums: initialDrums, heldDepositCents, pickupAddresses, noteMax }: Props) {
  const { t } = useTranslation('drums');
  const locale = useLocale();
  const [drums, setDrums] = useState<Drum[]>(initialDrums);
  const [held, setHeld] = useState(heldDepositCents);
  const [addresses, setAddresses] = useState<PickupAddress[]>(pickupAddresses);
  const [open, setOpen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  const close = (id: number): void => {
    setOpen(null);
    setErrors({});
    window.setTimeout(() => buttons.current.get(id)?.focus(), 0);
  };

  const submit = async (drum: Drum, addressId: number | null, note: string): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setStatus('');
    setErrors({});
    try {
      const account = await requestCollect(drum.id, note, addressId);
      setDrums(account.drums);
      setHeld(account.held_deposit_cents);
      setAddresses(account.pickup_addresses);
      setOpen(null);
      setStatus(t('sent', { drum: drum.drum_label, order: drum.order_number }));
    } catch (error) {
      const fields: FieldErrors = error instanceof ApiError ? { address_id: error.fields.address_id, note: error.fields.note } : {};
      if (fields.address_id || fields.note) {
        // Shown under the field (CollectForm); the status line says the request was not sent.
        setErrors(fields);
        setStatus(t('notSent'));
      } else {
        setStatus(error instanceof ApiError && error.kind === 'http' ? error.message : t('failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (drums.length === 0) {
    return <p className="ks-drums__empty">{t('empty')}</p>;
  }
  return (
    <div className="ks-drums">
      <p className="ks-drums__sum">{t('heldDeposit', { amount: formatMoneyCents(held, locale) })}</p>
      <ul className="ks-drums__list" aria-label={t('listLabel', { count: drums.length })}>
        {drums.map((drum) => (
          <li key={drum.id} className={`ks-drums__drum ks-drums__drum--${drum.status}`} data-drum={drum.id}>
            <div className="ks-drums__name">
              <strong>{drum.drum_label}</strong> <span className="ks-drums__code">{drum.article_code}</span>
            </div>
            <dl className="ks-drums__facts">
              <div>
                <dt>{t('order')}</dt>
                <dd>
                  <a href={drum.order_url}>{drum.order_number}</a>
                </dd>
              </div>
              <div>
                <dt>{t('since')}</dt>
                <dd>{formatDate(drum.since, locale)}</dd>
              </div>
              <div>
                <dt>{t('deposit')}</dt>
                <dd>
                  {formatMoneyCents(drum.deposit_cents, locale)}
                  {drum.deposit_demo ? <span className="ks-demo-tag"> {t('demo')}</span> : null}
                </dd>
              </div>
              <div>
                <dt>{t('status')}</dt>
                <dd>
                  <Status drum={drum} />
                </dd>
              </div>
            </dl>
            {drum.can_request && open !== drum.id ? (
              <button
                type="button"
                className="ks-button ks-button--small"
                ref={(element) => {
                  if (element) buttons.current.set(drum.id, element);
                  else buttons.current.delete(drum.id);
                }}
                onClick={() => {
                  setErrors({});
                  setOpen(drum.id);
                }}
              >
                {t('collect')}
                <span className="ks-sr-only"> {t('collectWhich', { drum: drum.drum_label, order: drum.order_number })}</span>
              </button>
            ) : null}
            {drum.can_request && open === drum.id ? (
              <CollectForm
                drum={drum}
                addresses={addresses}
                noteMax={noteMax}
                busy={busy}
                errors={errors}
                onSubmit={(addressId, note) => void submit(drum, addressId, note)}
                onCancel={() => close(drum.id)}
              />
            ) : null}
          </li>
        ))}
      </ul>
      <p className="ks-drums__status-line" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-drums', propsSchema, props);
  return parsed ? <AccountDrums {...parsed} /> : null;
}

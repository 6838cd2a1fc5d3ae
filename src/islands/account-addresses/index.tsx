/**
 * Account addresses island (spec: account profile address: view the headquarters address and the
 * delivery addresses, add a new address, change an address).
 *
 * Props (templates/page-account.php via AccountView): { addresses: { headquarters: address|null,
 *   delivery: [{ id, street, house_no, city, zip, country, contact_person, phone }] } }.
 * Calls: POST kabelshop/v1/user/profile/addresses/update (through components/AddressForm);
 *   POST kabelshop/v1/user/profile/addresses/delete { address_id } after the buyer confirms "Delete"
 *   in a dialog (issue 13); orders already placed keep their copy of the address.
 * Loads: when the addresses panel nears the viewport.
 * The headquarters is shown read-only: it comes from the registration and changes only through
 * the court register update (profile panel) or by staff.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api, ApiError } from '../../lib/api';
import { AddressForm, type AddressBook } from '../../components/AddressForm';
import { Modal } from '../../components/Modal';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { countries } from '../../lib/countries';
import { storedAddressSchema, type StoredAddress } from '../../lib/validation/address';

export const propsSchema = z.object({
  addresses: z.object({
    headquarters: storedAddressSchema.nullable(),
    delivery: z.array(storedAddressSchema),
  }),
});

function AddressCard({ address }: { address: StoredAddress }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const country = countries(locale).find((c) => c.code === address.country)?.name ?? address.country ?? '';
  return (
    <address className="ks-address-card__text">
      {[address.street, address.house_no].filter(Boolean).join(' ')}
      <br />
      {[address.zip, address.city].filter(Boolean).join(' ')}
      <br />
      {country}
      {address.contact_person ? (
        <>
          <br />
          {t('addresses.contact', { name: address.contact_person })}
        </>
      ) : null}
      {address.phone ? (
        <>
          <br />
          {t('addresses.phone', { phone: address.phone })}
        </>
      ) : null}
    </address>
  );
}

const deleteAnswerSchema = z.object({
  message: z.string().optional(),
  addresses: z.object({ headquarters: storedAddressSchema.nullable(), delivery: z.array(storedAddressSchema) }).optional(),
});

function oneLine(address: StoredAddress): string {
  return [[address.street, address.house_no].filter(Boolean).join(' '), [address.zip, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function Addresses({ initial }: { initial: AddressBook }) {
  const { t } = useTranslation('account');
  const [book, setBook] = useState<AddressBook>(initial);
  /** null: no form; -1: new address; else the id being changed. */
  const [editing, setEditing] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** The address the buyer asked to delete (the confirmation dialog is open while set). */
  const [deleting, setDeleting] = useState<StoredAddress | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const keepRef = useRef<HTMLButtonElement>(null);

  const askDelete = (address: StoredAddress): void => {
    setDeleteError(null);
    setDeleting(address);
  };
  const closeDelete = (): void => {
    if (!deleteBusy) setDeleting(null);
  };
  const confirmDelete = async (): Promise<void> => {
    if (!deleting || deleteBusy) return;
    const target = deleting;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      const response = await api.post<unknown>('user/profile/addresses/delete', { address_id: target.id });
      const answer = deleteAnswerSchema.safeParse(response.data);
      const addresses = answer.success ? answer.data.addresses : undefined;
      setBook((current) => addresses ?? { ...current, delivery: current.delivery.filter((a) => a.id !== target.id) });
      setStatus((answer.success ? answer.data.message : undefined) ?? t('addresses.deleted'));
      setDeleting(null);
      addButton.current?.focus();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 404) {
        // Already gone (another tab): show the list without it.
        setBook((current) => ({ ...current, delivery: current.delivery.filter((a) => a.id !== target.id) }));
      }
      setDeleteError(caught instanceof ApiError && caught.kind === 'http' && caught.message ? caught.message : t('addresses.deleteFailed'));
    } finally {
      setDeleteBusy(false);
    }
  };

  const saved = (address: StoredAddress, addresses: AddressBook | null): void => {
    if (addresses) setBook(addresses);
    else
      setBook((current) => ({
        ...current,
        delivery: current.delivery.some((a) => a.id === address.id)
          ? current.delivery.map((a) => (a.id === address.id ? address : a))
          : [...current.delivery, address],
      }));
  };
  const close = (): void => {
    setEditing(null);
    addButton.current?.focus();
  };

  return (
    <div className="ks-addresses">
      <section className="ks-addresses__group" aria-labelledby="ks-addresses-hq">
        <h3 id="ks-addresses-hq">{t('addresses.headquarters')}</h3>
        {book.headquarters ? (
          <div className="ks-address-card">
            <AddressCard address={book.headquarters} />
          </div>
        ) : (
          <p>{t('addresses.noHeadquarters')}</p>
        )}
        <p className="ks-hint">{t('addresses.headquartersHint')}</p>
      </section>

      <section className="ks-addresses__group" aria-labelledby="ks-addresses-delivery">
        <h3 id="ks-addresses-delivery">{t('addresses.delivery')}</h3>
        {book.delivery.length === 0 ? <p>{t('addresses.noDelivery')}</p> : null}
        <ul className="ks-address-list">
          {book.delivery.map((address) => (
            <li key={address.id} className="ks-address-card">
              {editing === address.id ? (
                <AddressForm initial={address} context="profile" onSaved={saved} onDone={close} onCancel={close} />
              ) : (
                <>
                  <AddressCard address={address} />
                  <div className="ks-address-card__actions">
                    <button
                      type="button"
                      className="ks-button ks-button--secondary"
                      onClick={() => setEditing(address.id)}
                      aria-label={t('addresses.changeNamed', { address: [address.street, address.house_no, address.city].filter(Boolean).join(' ') })}
                    >
                      {t('addresses.change')}
                    </button>
                    <button
                      type="button"
                      className="ks-button"
                      onClick={() => askDelete(address)}
                      aria-label={t('addresses.deleteNamed', { address: [address.street, address.house_no, address.city].filter(Boolean).join(' ') })}
                    >
                      {t('addresses.delete')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
        <p className="ks-addresses__status" role="status">
          {status}
        </p>
        {editing === -1 ? (
          <AddressForm context="profile" onSaved={saved} onDone={close} onCancel={close} />
        ) : (
          <button ref={addButton} type="button" className="ks-button ks-button--primary" onClick={() => setEditing(-1)}>
            {t('addresses.add')}
          </button>
        )}
      </section>
      <Modal open={deleting !== null} onClose={closeDelete} title={t('addresses.deleteTitle')} closeLabel={t('modal.close')} initialFocus={keepRef}>
        {deleting ? (
          <>
            <p>{t('addresses.deleteConfirm', { address: oneLine(deleting) })}</p>
            <p className="ks-hint">{t('addresses.deleteOrdersKeep')}</p>
          </>
        ) : null}
        {deleteError ? (
          <p className="ks-error" role="alert">
            {deleteError}
          </p>
        ) : null}
        <div className="ks-address-delete__actions">
          <button type="button" className="ks-button ks-button--danger" disabled={deleteBusy} onClick={() => void confirmDelete()}>
            {t('addresses.deleteYes')}
          </button>
          <button type="button" className="ks-button ks-button--secondary" ref={keepRef} disabled={deleteBusy} onClick={closeDelete}>
            {t('addresses.keep')}
          </button>
        </div>
      </Modal>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-addresses', propsSchema, props);
  return parsed ? <Addresses initial={parsed.addresses} /> : null;
}

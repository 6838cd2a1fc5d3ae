/**
 * Account addresses island (spec: account profile address: view the headquarters address and the
 * delivery addresses, add a new address, change an address).
 *
 * Props (templates/page-account.php via AccountView): { addresses: { headquarters: address|null,
 *   delivery: [{ id, street, house_no, city, zip, country, contact_person, phone }] } }.
 * Calls: POST kabelshop/v1/user/profile/addresses/update (through components/AddressForm).
 * Loads: when the addresses panel nears the viewport.
 * The headquarters is shown read-only: it comes from the registration and changes only through
 * the court register update (profile panel) or by staff.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AddressForm, type AddressBook } from '../../components/AddressForm';
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

function Addresses({ initial }: { initial: AddressBook }) {
  const { t } = useTranslation('account');
  const [book, setBook] = useState<AddressBook>(initial);
  /** null: no form; -1: new address; else the id being changed. */
  const [editing, setEditing] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

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
                  <button
                    type="button"
                    className="ks-button ks-button--secondary"
                    onClick={() => setEditing(address.id)}
                    aria-label={t('addresses.changeNamed', { address: [address.street, address.house_no, address.city].filter(Boolean).join(' ') })}
                  >
                    {t('addresses.change')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
        {editing === -1 ? (
          <AddressForm context="profile" onSaved={saved} onDone={close} onCancel={close} />
        ) : (
          <button ref={addButton} type="button" className="ks-button ks-button--primary" onClick={() => setEditing(-1)}>
            {t('addresses.add')}
          </button>
        )}
      </section>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('account-addresses', propsSchema, props);
  return parsed ? <Addresses initial={parsed.addresses} /> : null;
}

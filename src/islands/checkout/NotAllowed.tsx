/**
 * What a visitor who may not order sees instead of the form (no kabelshop_place_orders capability):
 * a pending customer is told to wait for approval, a visitor how to log in or register.
 */
import { useTranslation } from 'react-i18next';
import type { Props } from './schema';

export function NotAllowed({ loggedIn, loginUrl, registerUrl }: Pick<Props, 'loggedIn' | 'loginUrl' | 'registerUrl'>) {
  const { t } = useTranslation('checkout');
  return (
    <section className="ks-checkout__gate">
      <h2>{t('gate.title')}</h2>
      {loggedIn ? (
        <p>{t('gate.pending')}</p>
      ) : (
        <>
          <p>{t('gate.visitor')}</p>
          <p className="ks-checkout__gate-links">
            <a className="ks-button ks-button--primary" href={loginUrl}>
              {t('gate.login')}
            </a>
            <a className="ks-button" href={registerUrl}>
              {t('gate.register')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/**
 * The packaging view of one order item (issue 4, account orders): its status timeline (ordered,
 * in production, packed, shipped, delivered) with the Zagreb date each step was reached, and its
 * packages (ring, reel, box or drum, the drum or ring number, the packed length in metres).
 * A step the item jumped over is shown as reached without a date; 'ordered' is dated by the order.
 */
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../components/useLocale';
import { formatDate, formatMetres, formatSizeLabel } from '../../lib/format';
import { ITEM_STATUSES, zagrebDay, type OrderItem } from './api';

export function Packaging({ item, orderedAt }: { item: OrderItem; orderedAt: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const label = [item.name, item.size_label ? formatSizeLabel(item.size_label, locale) : ''].filter(Boolean).join(' ') || item.article_code;
  const current = ITEM_STATUSES.indexOf(item.status as (typeof ITEM_STATUSES)[number]);
  const headingId = `ks-order-item-${item.id}`;

  const reachedOn = (status: string): string => {
    const events = item.history.filter((event) => event.status === status);
    const at = events.length > 0 ? events[events.length - 1].at : status === 'ordered' ? orderedAt : '';
    return at ? formatDate(zagrebDay(at), locale) : '';
  };

  return (
    <article className="ks-order-item" aria-labelledby={headingId} data-order-item={item.line_no}>
      <h4 id={headingId} className="ks-order-item__title">
        {item.line_no}. {label} <span className="ks-order-item__code">({item.article_code})</span>
      </h4>
      <p className="ks-order-item__facts">
        {t('quantity', { metres: formatMetres(item.quantity_m, locale) })} · {t('itemStatus', { status: item.status_label })}
      </p>
      <ol className="ks-order-timeline" aria-label={t('timelineLabel', { name: label })}>
        {ITEM_STATUSES.map((status, index) => {
          const reached = current >= 0 && index <= current;
          const date = reached ? reachedOn(status) : '';
          return (
            <li
              key={status}
              className={`ks-order-timeline__step${reached ? ' ks-order-timeline__step--done' : ''}`}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className="ks-order-timeline__label">{t(`steps.${status}`)}</span>{' '}
              <span className="ks-order-timeline__date">{reached ? date || t('reached') : t('notYet')}</span>
            </li>
          );
        })}
      </ol>
      {item.packages.length === 0 ? (
        // An item past 'packed' without package rows (staff skipped them) is not 'not packed yet'.
        <p className="ks-order-item__unpacked">{current >= ITEM_STATUSES.indexOf('packed') ? t('packagesNotRecorded') : t('notPacked')}</p>
      ) : (
        <div className="ks-orders__scroll" role="region" aria-label={t('packagesOf', { name: label })} tabIndex={0}>
          <table className="ks-order-packages">
            <caption>{t('packagesOf', { name: label })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('packaging')}</th>
                <th scope="col">{t('packageNumber')}</th>
                <th scope="col" className="ks-orders__num">
                  {t('packedLength')}
                </th>
              </tr>
            </thead>
            <tbody>
              {item.packages.map((pkg) => (
                <tr key={pkg.id}>
                  <td>{pkg.packaging_label}</td>
                  <td>{pkg.package_number || '—'}</td>
                  <td className="ks-orders__num">{formatMetres(pkg.length_m, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

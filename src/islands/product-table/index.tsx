/**
 * Product table island (spec: product detail; product table columns in section 3: name,
 * dimensions, construction, number of cores, colours, diameter, Cu, weight, packaging, price,
 * availability, quantity, total).
 *
 * Props: the GET kabelshop/v1/products/{id} object (printed by the product page):
 *   { id, designation, hr_name, url, construction, colour_standard, articles: [{ article_code,
 *     size_label, cores, cross_section_mm2, outer_diameter_mm|null, copper_kg_km|null, copper_computed,
 *     weight_kg_km|null, packaging, package_length_m|null, unit_price_e4, unit_price, price_is_demo,
 *     stock_m|null, availability }], ... }.
 *   Added by View\ProductView (issue 13): discount_percent (0 without the business discount),
 *   per article your_unit_price_e4 (the customer's price per metre, null without a discount) and
 *   order_multiple_m (metres per package when sold in whole packages, null for drums), and
 *   highlight (article codes of the searched size or article, from ?size= / ?article=).
 * Calls: GET kabelshop/v1/line-price for a row total of a typed quantity (useRowTotal; the row's
 *   starting quantity comes priced in the props, article.line); adds lines to lib/cart (cart or
 *   inquiry list), which the server re-prices.
 * Loads: when its mount point nears the viewport (product pages).
 * Customer prices: "Your price" with the list price struck through and labelled beside it
 * (components/UnitPrice); a row total is what the cart charges, from the server (useRowTotal).
 * Metal surcharge (issue 14): per article metal_surcharge_e4 and full_price_e4 (ArticleSchema), and
 * the product's `metal` terms (View\ProductView: enabled, display, index per metal). 'split' shows
 * base price, metal surcharge and full price per metre; 'full' the full price with "incl. metal
 * surcharge 0.2720 EUR/m"; the discount is off the full price (the server's your_full_price_e4,
 * issue 27). The row total uses the full price; it is shown only for a quantity that can be ordered.
 * The index used is named once under the table ("Metal surcharge by the copper index …").
 * Packages: a ring, reel or box article's quantity starts at, steps by and must be a multiple of the
 * package length ("Sold in rings of 100 m"; the quote refuses other quantities with 400 naming
 * lines[i].quantity_m; this field refuses them first, by the field); drums take any metres.
 * Feedback: "Added … to the cart" appears in a row right below the row whose button was pressed
 * (with "Open cart"), not below the table; a visually hidden live region announces it; the
 * header's cart count follows lib/cart.
 * Searched size: rows in `highlight` or named by #article-<code> are marked (aria-current, class
 * is-current) and the first is scrolled into view when the island mounts.
 * A table on wide screens, one card per article under 700 px (CSS). The table sits in a named,
 * focusable region that scrolls sideways with the size column kept in view (sticky) when the 13
 * columns do not fit; the long construction text is in the construction-table modal, not in every
 * row. Copper marked "*" is nominal copper: cores x mm2 x 8.89 kg/km (copper density 8.89 kg/dm3).
 */
import { Fragment, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addItem, type ListKind } from '../../lib/cart/store';
import { openSideCart } from '../../lib/cart/side-cart';
import { formatDecimal, formatMetres, formatSizeLabel } from '../../lib/format';
import { DemoTag } from '../../components/DemoTag';
import { displayOf, MetalIndexNote, metalTermsSchema } from '../../components/MetalSurcharge';
import { NotPublished } from '../../components/NotPublished';
import { parseProps } from '../../components/parseProps';
import { PricePair, UnitPrice } from '../../components/UnitPrice';
import { useLocale } from '../../components/useLocale';
import { colourName, ConstructionModal, swatchStyle } from './ConstructionModal';
import { CrossSectionThumb, crossSectionSchema } from './CrossSection';
import { PackagingSuggester } from './PackagingSuggester';
import { CurrentDrum, drumRemainingSchema } from './CurrentDrum';
import { SaveToWishlist } from '../account-wishlist/SaveToWishlist';
import { coreColours, type ColourStandard } from './colours';
import { rowTotalSchema, useRowTotal } from './useRowTotal';

/** Measures arrive as decimal strings ("13.00") or null (not published); numbers are accepted too. */
const decimal = z.union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number()]).nullable();

const articleSchema = z.object({
  article_code: z.string().min(1),
  size_label: z.string(),
  cores: z.number().int().min(0).nullable(),
  cross_section_mm2: z.union([z.number(), z.string()]).nullable().optional(),
  outer_diameter_mm: decimal,
  copper_kg_km: decimal,
  copper_computed: z.boolean(),
  weight_kg_km: decimal,
  packaging: z.enum(['ring', 'reel', 'box', 'drum']),
  package_length_m: z.number().nullable(),
  unit_price_e4: z.number().int().nonnegative(),
  unit_price: z.string(),
  price_is_demo: z.boolean(),
  stock_m: z.number().nullable(),
  availability: z.enum(['in_stock', 'backorder', 'on_request']),
  lead_time_days: z.number().int().optional(),
  /** The customer's price per metre after the business discount; null (or absent) without one. */
  your_unit_price_e4: z.number().int().nonnegative().nullable().optional(),
  /** The customer's own full price (base + surcharge less the discount, the server's; issue 27). */
  your_full_price_e4: z.number().int().nonnegative().nullable().optional(),
  /** Metres per package when sold in whole packages (ring, reel, box); null: any whole metres. */
  order_multiple_m: z.number().int().min(2).nullable().optional(),
  /** The article's cross-section drawing { url, alt } (issue 14, View\ProductView); absent: none. */
  cross_section: crossSectionSchema.nullable().optional().catch(null),
  /** Metal surcharge per metre (signed) and the full price per metre (issue 14); absent: none. */
  metal_surcharge_e4: z.number().int().optional().default(0),
  full_price_e4: z.number().int().nonnegative().optional(),
  aluminium_kg_km: decimal.optional(),
  aluminium_computed: z.boolean().optional(),
  /** Metres left on the current drum where staff keep them (issue 14, CurrentDrum.tsx); null: not kept. */
  drum_remaining_m: drumRemainingSchema,
  /** The row total for the quantity the row starts with, the server's (View\ProductView, issue 27). */
  line: rowTotalSchema.optional(),
});

export const productSchema = z.object({
  id: z.number(),
  designation: z.string(),
  hr_name: z.string().nullable().optional(),
  url: z.string(),
  construction: z.string().nullable().optional(),
  colour_standard: z.enum(['hd308_gnye', 'hd308_no_gnye', 'din47100', '']).catch(''),
  articles: z.array(articleSchema),
  /** True for a logged-in customer who may keep a wishlist (spec: wishlist); others see no control. */
  wishlist: z.boolean().optional().default(false),
  /** The current buyer's discount in percent (0: list prices). */
  discount_percent: z.number().int().min(0).max(100).optional().default(0),
  /** Article codes to mark and scroll to (the searched size or article). */
  highlight: z.array(z.string()).optional().default([]),
  /** Today's metal surcharge terms (display mode, index per metal); absent: see metalDisplay(). */
  metal: metalTermsSchema.nullable().optional().default(null),
});

/** The island's props (mount.ts validates them before it replaces the fallback). */
export const propsSchema = productSchema;

type Product = z.infer<typeof productSchema>;
type Article = z.infer<typeof articleSchema>;

/**
 * How prices show: the terms' display mode; without terms (an older page), 'split' when an article
 * carries a surcharge, else null (the base price is the price).
 */
function metalDisplay(product: Product): 'split' | 'full' | null {
  if (product.metal) return displayOf(product.metal);
  return product.articles.some((article) => article.metal_surcharge_e4 !== 0) ? 'split' : null;
}

/** Whether any article has an aluminium number: the table then gets an "Al (kg/km)" column (aluminium conductors, issue 14). */
function hasAluminium(product: Product): boolean {
  return product.articles.some((article) => article.aluminium_kg_km !== null && article.aluminium_kg_km !== undefined);
}

/** The metals the articles contain (those whose index the note names). */
function metalsOf(product: Product): string[] {
  const has = (value: string | number | null | undefined): boolean => value !== null && value !== undefined && Number(value) > 0;
  return [
    ...(product.articles.some((article) => has(article.copper_kg_km)) ? ['copper'] : []),
    ...(product.articles.some((article) => has(article.aluminium_kg_km)) ? ['aluminium'] : []),
  ];
}

/** A metal number cell (kg/km): the figure, and "*" (read out "computed") when it is the nominal value. */
function MetalNumberCell({ label, value, computed }: { label: string; value: string | number | null; computed: boolean }) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <td data-label={label} className="ks-num">
      <Value value={value} locale={locale} />
      {value !== null && computed ? (
        <span className="ks-table__computed">
          <span aria-hidden="true">*</span>
          <span className="ks-sr-only"> ({t('table.computed')})</span>
        </span>
      ) : null}
    </td>
  );
}

function Value({ value, locale }: { value: string | number | null; locale: ReturnType<typeof useLocale> }) {
  return value === null ? <NotPublished /> : <>{formatDecimal(value, locale)}</>;
}

/** Swatches shown inline in the colours column; the rest is counted ("+14") and named for screen readers. */
export const INLINE_SWATCHES = 6;

/**
 * The colours column: one small swatch per core (decoration, aria-hidden) and the colour names as
 * text for screen readers, so colour is never the only carrier (WCAG 1.4.1).
 */
function Colours({ standard, cores }: { standard: ColourStandard; cores: number | null }) {
  const { t } = useTranslation('catalogue');
  const table = cores === null ? null : coreColours(standard, cores);
  if (table === null || table.cores === null) return <NotPublished />;
  const shown = table.cores.slice(0, INLINE_SWATCHES);
  const names = table.cores.map((colour) => colourName(colour, t)).join(', ');
  return (
    <span className="ks-table__swatches" title={names}>
      {shown.map((colour) => (
        <span key={colour.core} className="ks-swatch ks-swatch--small" style={swatchStyle(colour.parts)} aria-hidden="true" />
      ))}
      {table.cores.length > shown.length ? (
        <span className="ks-table__more" aria-hidden="true">
          {t('table.moreColours', { count: table.cores.length - shown.length })}
        </span>
      ) : null}
      <span className="ks-sr-only">{t('table.coloursList', { list: names })}</span>
    </span>
  );
}

/** "3 × 2,5" from the article's cores and cross-section; the size label when either is missing. */
function dimensions(article: Article, locale: ReturnType<typeof useLocale>): string {
  const cross = article.cross_section_mm2;
  if (article.cores === null || cross === null || cross === undefined || cross === '') return formatSizeLabel(article.size_label, locale);
  return `${article.cores} × ${formatDecimal(typeof cross === 'number' ? cross : cross.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''), locale)}`;
}

/** Feedback of the last add, shown below the row it came from. */
interface Feedback {
  code: string;
  text: string;
  kind: ListKind | 'wishlist';
}

/** The hint of a package article: "Sold in rings of 100 m". */
function soldIn(article: Article, multiple: number, t: ReturnType<typeof useTranslation>['t'], locale: ReturnType<typeof useLocale>): string {
  return t(`table.soldIn.${article.packaging === 'drum' ? 'ring' : article.packaging}`, { metres: formatMetres(multiple, locale) });
}

/** The article row's element id: the target of #article-<code> links (site search hits). */
export function rowId(code: string): string {
  return `article-${code}`;
}

function Row({
  product,
  article,
  current,
  onAdded,
}: {
  product: Product;
  article: Article;
  current: boolean;
  onAdded: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const qtyId = useId();
  const errorId = useId();
  const hintId = useId();
  const multiple = article.order_multiple_m ?? null;
  const [quantity, setQuantity] = useState(multiple === null ? '1' : String(multiple));
  const [invalid, setInvalid] = useState(false);
  const [details, setDetails] = useState(false);
  const metres = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : NaN;
  const whole = Number.isSafeInteger(metres) && metres >= 1;
  // Whole packages only for rings, reels and boxes; the row total is shown only for a quantity that
  // can be ordered (issue 27: no total under "Whole packages only").
  const valid = whole && (multiple === null || metres % multiple === 0);
  const { total, pending } = useRowTotal(article.article_code, valid ? metres : null, article.line);
  const label = `${product.designation} ${formatSizeLabel(article.size_label, locale)}`;
  const hint = multiple === null ? '' : soldIn(article, multiple, t, locale);
  const error =
    multiple === null
      ? t('table.quantityInvalid')
      : t('table.quantityPackages', { list: [1, 2, 3].map((n) => formatDecimal(n * multiple, locale)).join(', ') });
  const yours = product.discount_percent > 0 ? (article.your_unit_price_e4 ?? null) : null;
  const describedBy = [hint ? hintId : '', invalid && !valid ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const add = (kind: ListKind): void => {
    if (!valid) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    addItem(
      kind,
      {
        Cijena: Number(article.unit_price),
        SifraArtikla2: article.article_code,
        name: product.designation,
        sizeLabel: article.size_label,
        packaging: article.packaging,
        productUrl: product.url,
      },
      metres,
    );
    onAdded({
      code: article.article_code,
      kind,
      text: t(kind === 'cart' ? 'table.addedToCart' : 'table.addedToInquiry', { metres: formatMetres(metres, locale), name: label }),
    });
  };

  return (
    <tr id={rowId(article.article_code)} className={current ? 'is-current' : undefined} aria-current={current ? 'true' : undefined}>
      <th scope="row" data-label={t('table.name')} className="ks-table__name">
        <span className="ks-sr-only">{product.designation} </span>
        <span className="ks-table__size">{formatSizeLabel(article.size_label, locale)}</span>
        <span className="ks-table__code">
          <span className="ks-sr-only">{t('table.codeLabel')} </span>
          {article.article_code}
        </span>
      </th>
      <td data-label={t('table.dimensions')} className="ks-num">
        {dimensions(article, locale)}
      </td>
      <td data-label={t('table.construction')}>
        <button
          type="button"
          className="ks-button ks-button--small ks-table__details"
          aria-haspopup="dialog"
          aria-label={t('table.showConstruction', { name: label })}
          onClick={() => setDetails(true)}
        >
          <CrossSectionThumb drawing={article.cross_section} />
          {t('table.constructionButton')}
        </button>
        <ConstructionModal
          open={details}
          onClose={() => setDetails(false)}
          designation={product.designation}
          sizeLabel={article.size_label}
          cores={article.cores ?? 0}
          standard={product.colour_standard}
          construction={product.construction}
          drawing={article.cross_section}
        />
      </td>
      <td data-label={t('table.cores')} className="ks-num">
        {article.cores ?? <NotPublished />}
      </td>
      <td data-label={t('table.colours')}>
        <Colours standard={product.colour_standard} cores={article.cores} />
      </td>
      <td data-label={t('table.diameter')} className="ks-num">
        <Value value={article.outer_diameter_mm} locale={locale} />
      </td>
      <MetalNumberCell label={t('table.copper')} value={article.copper_kg_km} computed={article.copper_computed} />
      {hasAluminium(product) ? <MetalNumberCell label={t('table.aluminium')} value={article.aluminium_kg_km ?? null} computed={article.aluminium_computed === true} /> : null}
      <td data-label={t('table.weight')} className="ks-num">
        <Value value={article.weight_kg_km} locale={locale} />
      </td>
      <td data-label={t('table.packaging')}>
        {t(`packaging.${article.packaging}`)}
        {article.package_length_m !== null ? <span className="ks-table__package"> {formatMetres(article.package_length_m, locale)}</span> : null}
        <CurrentDrum packaging={article.packaging} remaining={article.drum_remaining_m} />
      </td>
      <td data-label={t('table.price')} className="ks-num">
        <UnitPrice
          listE4={article.unit_price_e4}
          yoursE4={yours}
          yoursFullE4={yours === null ? null : (article.your_full_price_e4 ?? null)}
          surchargeE4={article.metal_surcharge_e4}
          fullE4={article.full_price_e4}
          display={metalDisplay(product)}
        />
        {article.price_is_demo ? (
          <>
            {' '}
            <DemoTag />
          </>
        ) : null}
      </td>
      <td data-label={t('table.availability')}>
        <span className={`ks-availability ks-availability--${article.availability}`}>{t(`availability.${article.availability}`, { count: article.lead_time_days ?? 0 })}</span>
        {article.availability === 'in_stock' && article.stock_m !== null ? (
          <span className="ks-table__stock">{formatMetres(article.stock_m, locale)}</span>
        ) : null}
      </td>
      <td data-label={t('table.quantity')} className="ks-table__qty">
        <label htmlFor={qtyId} className="ks-sr-only">
          {t('table.quantityFor', { name: label })}
        </label>
        <input
          id={qtyId}
          className="ks-qty"
          type="number"
          inputMode="numeric"
          min={multiple ?? 1}
          step={multiple ?? 1}
          value={quantity}
          aria-invalid={invalid && !valid}
          aria-describedby={describedBy}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {hint ? (
          <span id={hintId} className="ks-table__hint">
            {hint}
          </span>
        ) : null}
        {invalid && !valid ? (
          <span id={errorId} className="ks-field-error">
            {error}
          </span>
        ) : null}
      </td>
      <td data-label={t('table.total')} className="ks-num ks-table__total" aria-busy={pending || undefined}>
        {valid && total !== null && total.line_net_cents !== null ? (
          <PricePair cents listE4={total.line_net_cents} yoursE4={yours === null ? null : total.customer_line_net_cents} />
        ) : (
          '—'
        )}
      </td>
      <td data-label={t('table.actions')} className="ks-table__actions">
        {/* On request: inquired, not ordered (issue 13, StockRules): no cart button, the inquiry is the action. */}
        {article.availability === 'on_request' ? null : (
          <button type="button" className="ks-button ks-button--primary ks-button--small" onClick={() => add('cart')}>
            <span aria-hidden="true">{t('table.cartShort')}</span>
            <span className="ks-sr-only">
              {t('table.addToCart')} {label}
            </span>
          </button>
        )}
        <button
          type="button"
          className={`ks-button ks-button--small${article.availability === 'on_request' ? ' ks-button--primary' : ''}`}
          onClick={() => add('inquiry')}
        >
          <span aria-hidden="true">{t('table.inquiryShort')}</span>
          <span className="ks-sr-only">
            {t('table.addToInquiry')} {label}
          </span>
        </button>
        {product.wishlist ? (
          <SaveToWishlist articleCode={article.article_code} label={label} onDone={(text) => onAdded({ code: article.article_code, kind: 'wishlist', text })} />
        ) : null}
      </td>
    </tr>
  );
}

/** The number of columns (the feedback row spans them all). */
/** Columns of the table without the optional aluminium column (a feedback row spans one more: a colspan past the last column is harmless). */
const COLUMNS = 14;

/** The message right below the row whose button was pressed, with a way to the list it went to. */
function FeedbackRow({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('catalogue');
  const box = useRef<HTMLDivElement>(null);
  // A tall row (a phone's card layout with split prices) can push the message below the screen:
  // bring it into view, as little as needed, so the buyer sees what the button did.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof element.scrollIntoView !== 'function' || typeof window === 'undefined') return;
    const rect = element.getBoundingClientRect();
    if (rect.bottom <= window.innerHeight && rect.top >= 0) return;
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [feedback]);
  return (
    <tr className="ks-table__feedback" data-feedback-for={feedback.code}>
      <td colSpan={COLUMNS + 1}>
        <div className="ks-table__feedback-box" ref={box}>
          <span className="ks-table__feedback-text">{feedback.text}</span>
          {feedback.kind === 'wishlist' ? null : (
            <button type="button" className="ks-button ks-button--small" onClick={() => openSideCart(feedback.kind === 'inquiry' ? 'inquiry' : 'cart')}>
              {t(feedback.kind === 'inquiry' ? 'table.openInquiry' : 'table.openCart')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** The code a #article-<code> address names, '' for none. */
function hashCode(): string {
  if (typeof window === 'undefined') return '';
  const match = /^#article-(.+)$/.exec(window.location.hash);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return '';
  }
}

/** Sizes that have an orderable article (the packaging suggester's choice), in table order. */
function orderableSizes(product: Product): string[] {
  return Array.from(new Set(product.articles.filter((article) => article.availability !== 'on_request').map((article) => article.size_label)));
}

/**
 * Scrolls the first marked row (a search hit, or the size of a catalogue card's link) to the middle
 * of the screen, at once, as the browser jumps to an address's #fragment. It was a smooth scroll,
 * which another island mounting meanwhile stops half-way (mount.ts keepViewBelow() scrolls the page
 * by that island's change of height, at once), and until the page has loaded the browser keeps the
 * address's #fragment in view and scrolls back to it when the layout changes: a size link ends in
 * #product-articles, the section's top, so on a phone, where the row lies far below it, the row
 * ended up off screen (the fresh-clone run caught it, 1 run in 12). So the scroll is instant, and
 * it is made again in the frame after the load event, unless the reader has scrolled or pressed a
 * key meanwhile. Returns the effect's clean-up.
 *
 * @param article The first marked article, if any.
 */
export function bringIntoView(article: { article_code: string } | undefined): (() => void) | undefined {
  if (!article || typeof window === 'undefined') return undefined;
  const row = document.getElementById(rowId(article.article_code));
  if (!row || typeof row.scrollIntoView !== 'function') return undefined;
  row.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'auto' });
  if (document.readyState === 'complete') return undefined;
  let frame = 0;
  let readerMoved = false;
  const moved = () => {
    readerMoved = true;
  };
  const loaded = () => {
    frame = window.requestAnimationFrame(() => {
      if (!readerMoved && row.isConnected) row.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'auto' });
    });
  };
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  inputs.forEach((type) => window.addEventListener(type, moved, { once: true, passive: true }));
  window.addEventListener('load', loaded, { once: true });
  return () => {
    inputs.forEach((type) => window.removeEventListener(type, moved));
    window.removeEventListener('load', loaded);
    window.cancelAnimationFrame(frame);
  };
}

function ProductTable({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const legendId = useId();
  const marked = useMemo(() => {
    const fromHash = hashCode();
    const known = product.articles.some((article) => article.article_code === fromHash);
    return new Set(known ? [fromHash] : product.highlight);
  }, [product]);

  // Bring the searched row into view once the island has replaced the server's table.
  useEffect(() => bringIntoView(product.articles.find((article) => marked.has(article.article_code))), [marked, product]);

  if (product.articles.length === 0) return <p>{t('table.noArticles')}</p>;
  const computed = product.articles.some((article) => article.copper_kg_km !== null && article.copper_computed);
  const computedAluminium = product.articles.some((article) => article.aluminium_kg_km !== null && article.aluminium_kg_km !== undefined && article.aluminium_computed === true);
  return (
    <div className="ks-product-table">
      {/* Focusable and named so keyboard users can scroll it sideways when the table is wider than the screen. */}
      <div className="ks-product-table__scroll" role="region" aria-label={t('table.scrollRegion', { designation: product.designation })} tabIndex={0}>
        <table className="ks-table" aria-describedby={computed || computedAluminium ? legendId : undefined}>
          <caption>{t('table.caption', { designation: product.designation })}</caption>
          <thead>
            <tr>
              <th scope="col" className="ks-table__name">
                {t('table.name')}
              </th>
              <th scope="col" className="ks-num">
                {t('table.dimensions')}
              </th>
              <th scope="col">{t('table.construction')}</th>
              <th scope="col" className="ks-num">
                {t('table.cores')}
              </th>
              <th scope="col">{t('table.colours')}</th>
              <th scope="col" className="ks-num">
                {t('table.diameter')}
              </th>
              <th scope="col" className="ks-num">
                {t('table.copper')}
              </th>
              {hasAluminium(product) ? (
                <th scope="col" className="ks-num">
                  {t('table.aluminium')}
                </th>
              ) : null}
              <th scope="col" className="ks-num">
                {t('table.weight')}
              </th>
              <th scope="col">{t('table.packaging')}</th>
              <th scope="col" className="ks-num">
                {t('table.price')}
              </th>
              <th scope="col">{t('table.availability')}</th>
              <th scope="col">{t('table.quantity')}</th>
              <th scope="col" className="ks-num">
                {t('table.total')}
              </th>
              <th scope="col">
                <span className="ks-sr-only">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {product.articles.map((article) => (
              <Fragment key={article.article_code}>
                <Row product={product} article={article} current={marked.has(article.article_code)} onAdded={setFeedback} />
                {feedback?.code === article.article_code ? <FeedbackRow feedback={feedback} /> : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {computed || computedAluminium ? (
        <p id={legendId} className="ks-product-table__legend">
          * {[computed ? t('table.computedExplained') : '', computedAluminium ? t('table.computedAluminiumExplained') : ''].filter(Boolean).join(' ')}
        </p>
      ) : null}
      {metalDisplay(product) !== null ? <MetalIndexNote terms={product.metal} only={metalsOf(product)} className="ks-product-table__metal" /> : null}
      {/* The announcement; the visible message is the feedback row by the pressed button. */}
      <p className="ks-product-table__status ks-sr-only" role="status" aria-live="polite">
        {feedback?.text ?? ''}
      </p>
      {/* Issue 14: the cheapest packages and cut for a length (PackagingSuggester.tsx). */}
      <PackagingSuggester productId={product.id} designation={product.designation} url={product.url} sizes={orderableSizes(product)} />
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('product-table', productSchema, props);
  return parsed ? <ProductTable product={parsed} /> : null;
}

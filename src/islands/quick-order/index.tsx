/**
 * Quick order island (issue 13; docs/quick-order.md).
 *
 * Props (templates/page-quick-order.php via View\QuickOrderView::props()): { maxLines, maxBytes,
 *   catalogueUrl, inquiryUrl, orderListsUrl ('' unless the customer may order) }.
 * Calls: POST quick-order/parse { text } (each line's match), then POST cart/quote through
 *   components/fillFromQuote (today's prices, the path "Order again" takes) when the buyer puts the
 *   ready lines into the cart or the inquiry list; then opens the side cart on that list.
 * The buyer pastes lines or picks a CSV/XLSX file (read in the browser by ./files into the same
 * text); each line shows its match, an ambiguous line offers its candidates as radio buttons, an
 * unmatched line says why. Ready lines: matched ones and ambiguous ones with a candidate picked
 * whose quantity fits its packages. Articles on request go to the inquiry list only.
 * Loads: when the mount point nears the viewport.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DemoTag } from '../../components/DemoTag';
import { fillFromQuote, type QuoteRequestLine } from '../../components/fillFromQuote';
import { parseProps } from '../../components/parseProps';
import { useBusyRun } from '../../components/useBusyRun';
import { FullUnitPrice, PricePair } from '../../components/UnitPrice';
import { useLocale } from '../../components/useLocale';
import { openSideCart } from '../../lib/cart/side-cart';
import type { ListKind } from '../../lib/cart/store';
import { formatMetres } from '../../lib/format';
import { parseLines, type MatchedArticle, type ParsedLine } from './api';
import { FileError, readOrderFile } from './files';

export const propsSchema = z.object({
  maxLines: z.number().int().min(1).default(500),
  maxBytes: z.number().int().min(1).default(20000),
  catalogueUrl: z.string().default(''),
  inquiryUrl: z.string().default(''),
  orderListsUrl: z.string().default(''),
});

type Props = z.infer<typeof propsSchema>;

/** The article a line goes in with: the match, or the picked candidate. */
function chosen(line: ParsedLine, picks: Record<number, string>): MatchedArticle | null {
  if (line.status === 'matched') return line.article ?? null;
  if (line.status === 'ambiguous') return line.candidates?.find((c) => c.article_code === picks[line.line_no]) ?? null;
  return null;
}

/** Whether the line's metres fit the article's packages (rings, reels and boxes are sold whole). */
function fits(article: MatchedArticle, metres: number | null): boolean {
  return metres !== null && (article.package_multiple_m === null || metres % article.package_multiple_m === 0);
}

function ArticleText({ article }: { article: MatchedArticle }) {
  const { t } = useTranslation('quick-order');
  const label = [article.name, article.size_label].filter(Boolean).join(' ');
  return (
    <>
      {article.product_url ? <a href={article.product_url}>{label}</a> : <span>{label}</span>}{' '}
      <span className="ks-quick-order__code">({article.article_code})</span> · {article.packaging_label}
      {' · '}
      {article.on_request ? (
        <span className="ks-availability ks-availability--on_request">{t('onRequest')}</span>
      ) : (
        <>
          <FullUnitPrice
            baseE4={article.unit_price_e4}
            surchargeE4={article.metal_surcharge_e4}
            fullE4={article.full_price_e4 ?? article.unit_price_e4}
            yoursFullE4={article.customer_unit_price_e4}
          />
          <span aria-hidden="true"> /m</span>
          {article.line_net_cents !== null ? (
            <>
              {' · '}
              <span className="ks-quick-order__total">
                <PricePair cents listE4={article.line_net_cents} yoursE4={article.customer_line_net_cents} />
              </span>
            </>
          ) : null}
          {article.price_is_demo ? (
            <>
              {' '}
              <DemoTag />
            </>
          ) : null}
        </>
      )}
    </>
  );
}

function Line({ line, pick, onPick }: { line: ParsedLine; pick: string; onPick: (code: string) => void }) {
  const { t } = useTranslation('quick-order');
  const locale = useLocale();
  const groupId = useId();
  const picked = line.status === 'ambiguous' ? line.candidates?.find((c) => c.article_code === pick) : undefined;
  const pickedMisfits = picked && line.quantity_m !== null && !fits(picked, line.quantity_m);
  // A line refused for its quantity is labelled with that error, not "not found" (issue 27).
  const quantityRefused = line.status === 'unmatched' && (line.reason === 'bad_quantity' || line.reason === 'no_quantity') && Boolean(line.message);
  const statusText = quantityRefused ? line.message : line.status === 'ambiguous' && picked ? t('status.picked') : t(`status.${line.status}`);
  return (
    <li className={`ks-quick-order__line ks-quick-order__line--${line.status}`} data-line-no={line.line_no} data-status={line.status}>
      <p className="ks-quick-order__input">
        <span className="ks-quick-order__no">{t('lineNo', { no: line.line_no })}</span> <q>{line.input}</q>{' '}
        <span className="ks-quick-order__status">{statusText}</span>
        {line.quantity_m !== null ? <span className="ks-quick-order__metres"> · {formatMetres(line.quantity_m, locale)}</span> : null}
      </p>
      {line.article ? (
        <p className="ks-quick-order__article">
          <ArticleText article={line.article} />
        </p>
      ) : null}
      {line.status === 'ambiguous' && line.candidates ? (
        <fieldset className="ks-quick-order__candidates">
          <legend id={groupId}>{t('choose', { input: line.input })}</legend>
          {line.candidates.map((candidate) => (
            <label key={candidate.article_code} className="ks-quick-order__candidate">
              <input
                type="radio"
                name={`pick-${groupId}`}
                value={candidate.article_code}
                checked={pick === candidate.article_code}
                onChange={() => onPick(candidate.article_code)}
              />{' '}
              <ArticleText article={candidate} />
            </label>
          ))}
        </fieldset>
      ) : null}
      {line.message && !quantityRefused ? <p className="ks-quick-order__reason">{line.message}</p> : null}
      {pickedMisfits && picked?.package_multiple_m ? (
        <p className="ks-quick-order__reason" role="alert">
          {t('wholePackages', {
            metres: formatMetres(picked.package_multiple_m, locale),
          })}
        </p>
      ) : null}
    </li>
  );
}

export function QuickOrder({ maxLines, maxBytes, catalogueUrl, inquiryUrl, orderListsUrl }: Props) {
  const { t } = useTranslation('quick-order');
  const textId = useId();
  const hintId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<ParsedLine[] | null>(null);
  const [picks, setPicks] = useState<Record<number, string>>({});
  const { busy, status, setStatus, alert, setAlert, run } = useBusyRun(t('failed'));
  const resultsRef = useRef<HTMLHeadingElement>(null);


  const checkNow = async (value: string): Promise<void> => {
    const count = value.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
    if (count === 0) {
      setAlert(t('emptyText'));
      return;
    }
    if (count > maxLines || new TextEncoder().encode(value).length > maxBytes) {
      setAlert(t('tooLong', { lines: maxLines }));
      return;
    }
    const answer = await parseLines(value);
    setLines(answer.lines);
    setPicks({});
    setStatus(
      t('summary', {
        matched: answer.counts.matched,
        ambiguous: answer.counts.ambiguous,
        unmatched: answer.counts.unmatched,
      }),
    );
    window.setTimeout(() => resultsRef.current?.focus(), 0);
  };

  const check = (value: string): Promise<void> => run(() => checkNow(value));

  const onFile = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run(async () => {
      try {
        const read = await readOrderFile(file);
        setText(read);
        await checkNow(read);
      } catch (error) {
        if (error instanceof FileError) setAlert(t(`file.${error.reason}`));
        else throw error;
      }
    });
  };

  const ready = (lines ?? [])
    .map((line) => ({ line, article: chosen(line, picks) }))
    .filter((entry): entry is { line: ParsedLine; article: MatchedArticle } => entry.article !== null && fits(entry.article, entry.line.quantity_m));
  const forCart = ready.filter((entry) => !entry.article.on_request);

  const add = (kind: ListKind): Promise<void> =>
    run(async () => {
      const chosenLines: QuoteRequestLine[] = (kind === 'cart' ? forCart : ready).map(({ line, article }) => ({
        article_code: article.article_code,
        quantity_m: line.quantity_m ?? 0,
      }));
      const { added, unknownCodes } = await fillFromQuote(kind, chosenLines);
      const parts = [t(kind === 'cart' ? 'addedToCart' : 'addedToInquiry', { count: added })];
      if (unknownCodes.length > 0) parts.push(t('unavailable', { codes: unknownCodes.join(', ') }));
      if (unknownCodes.length > 0) setAlert(parts.join(' '));
      else setStatus(parts.join(' '));
      if (added > 0) openSideCart(kind);
    });

  return (
    <div className="ks-quick-order">
      <form
        className="ks-quick-order__form"
        onSubmit={(event) => {
          event.preventDefault();
          void check(text);
        }}
      >
        <label htmlFor={textId}>{t('textLabel')}</label>
        <p id={hintId} className="ks-quick-order__hint">
          {t('textHint', { lines: maxLines })}
        </p>
        <textarea
          id={textId}
          className="ks-quick-order__text"
          rows={8}
          value={text}
          aria-describedby={hintId}
          placeholder={'NYY-J 5x16 200 m\nPP-Y 3x2,5 100\nKS-NYMJ-3X1.5-R 200'}
          spellCheck={false}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="ks-quick-order__file">
          <label htmlFor={fileId}>{t('fileLabel')}</label>{' '}
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={onFile}
          />
        </div>
        <button type="submit" className="ks-button ks-button--primary" disabled={busy}>
          {t('check')}
        </button>
      </form>

      <p className="ks-quick-order__status-line" role="status" aria-live="polite">
        {status}
      </p>
      {alert ? (
        <p className="ks-quick-order__alert" role="alert">
          {alert}
        </p>
      ) : null}

      {lines ? (
        <section className="ks-quick-order__results" aria-labelledby={`${textId}-results`}>
          <h2 id={`${textId}-results`} ref={resultsRef} tabIndex={-1}>
            {t('resultsTitle')}
          </h2>
          <ol className="ks-quick-order__lines">
            {lines.map((line) => (
              <Line key={line.line_no} line={line} pick={picks[line.line_no] ?? ''} onPick={(code) => setPicks((old) => ({ ...old, [line.line_no]: code }))} />
            ))}
          </ol>
          <div className="ks-quick-order__actions">
            <button type="button" className="ks-button ks-button--primary" disabled={busy || forCart.length === 0} onClick={() => void add('cart')}>
              {t('addToCart', { count: forCart.length })}
            </button>
            <button type="button" className="ks-button" disabled={busy || ready.length === 0} onClick={() => void add('inquiry')}>
              {t('addToInquiry', { count: ready.length })}
            </button>
          </div>
          <p className="ks-quick-order__more">
            {catalogueUrl ? <a href={catalogueUrl}>{t('catalogue')}</a> : null}
            {inquiryUrl ? (
              <>
                {' · '}
                <a href={inquiryUrl}>{t('inquiryPage')}</a>
              </>
            ) : null}
            {orderListsUrl ? (
              <>
                {' · '}
                <a href={orderListsUrl}>{t('orderLists')}</a>
              </>
            ) : null}
          </p>
        </section>
      ) : null}
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('quick-order', propsSchema, props);
  return parsed ? <QuickOrder {...parsed} /> : null;
}

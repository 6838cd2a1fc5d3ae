/**
 * Metal surcharge calculator (issue 14; LAPP has one): a cable's metal number, the metal base,
 * the procurement surcharge and an index (empty = today's by the shop's rule) give the metal
 * surcharge per km and per 100 m, computed by the server exactly as prices are
 * (docs/metal-surcharge.md): surcharge EUR/km = kg/km x (index x (1 + procurement) - base) / 100.
 *
 * Props (templates/parts/metal-surcharge-calculator.php, View\MetalSurchargeView::props()):
 *   { rule, ruleLabel (the rule in words, the page's language), creditNegative, metals: { copper|
 *   aluminium: { base, procurement (the price list's, decimal strings), index|null, indexDate|null,
 *   indexDateLabel ("August 2025", the page's language), stale } } }.
 * Form: react-hook-form + zod (calculatorSchema): numbers with a decimal comma or point, at most 2
 *   decimals; base and procurement start as the price list's for the chosen metal (and follow the
 *   metal while untouched); the index field's placeholder is today's index, named with its date
 *   and rule under the field.
 * Calls: GET kabelshop/v1/metal-surcharge { metal, metal_kg_km, base_eur_100kg, procurement_pct,
 *   index_eur_100kg } (an empty field is left out: the server takes the price list's or today's).
 *   A 400 names the field (shown under it); other failures show as an alert.
 * Loads: when its mount point nears the viewport (metal prices page).
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { parseProps } from '../../components/parseProps';
import { useLocale } from '../../components/useLocale';
import { api, ApiError } from '../../lib/api';
import { formatDate, formatDecimal } from '../../lib/format';

export const METALS = ['copper', 'aluminium'] as const;
type MetalName = (typeof METALS)[number];

const metalSchema = z.object({
  base: z.string(),
  procurement: z.string(),
  index: z.string().nullable(),
  indexDate: z.string().nullable(),
  indexDateLabel: z.string().default(''),
  stale: z.boolean().default(false),
});

export const propsSchema = z.object({
  rule: z.string(),
  ruleLabel: z.string(),
  creditNegative: z.boolean().default(false),
  metals: z.object({ copper: metalSchema, aluminium: metalSchema }),
});
type Props = z.infer<typeof propsSchema>;

/** A decimal with a comma or a point and at most 2 decimals, no sign, no thousands marks. */
const DECIMAL = /^\d{1,12}(?:[.,]\d{1,2})?$/;
/** "23,8" => 23.8 for the range checks only (the text itself is what is sent). */
const toNumber = (text: string): number => Number(text.replace(',', '.'));

/** A required or optional decimal field up to `max`, with its i18n message key. */
function decimalField(message: string, max: number, required: boolean) {
  return z
    .string()
    .trim()
    .refine((value) => (value === '' ? !required : DECIMAL.test(value) && toNumber(value) <= max), { message });
}

/** Client rules, mirroring the route (plugins/kabelshop-core/src/Rest/Routes/V1/MetalSurcharge.php); the server stays the authority. */
export const calculatorSchema = z.object({
  metal: z.enum(METALS),
  metal_kg_km: decimalField('metals:surcharge.errors.metal_kg_km', 100000, true),
  base_eur_100kg: decimalField('metals:surcharge.errors.base_eur_100kg', 100000, false),
  procurement_pct: decimalField('metals:surcharge.errors.procurement_pct', 100, false),
  index_eur_100kg: decimalField('metals:surcharge.errors.index_eur_100kg', 100000, false),
});
export type CalculatorValues = z.infer<typeof calculatorSchema>;
type Field = keyof CalculatorValues;

const answerSchema = z.object({
  metal: z.enum(METALS),
  surcharge_eur_km: z.string(),
  surcharge_eur_100m: z.string(),
  index_eur_100kg: z.string(),
  index_date: z.string().nullable(),
  rule: z.string(),
  stale: z.boolean().default(false),
});
type Answer = z.infer<typeof answerSchema>;

/** The price list's number as the field shows it: "150.00" => "150" / "1.50" => "1,5" (hr). */
function fieldValue(decimal: string, locale: string): string {
  const trimmed = decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
  return locale === 'en-US' ? trimmed : trimmed.replace('.', ',');
}

/** An index date of the answer: the props' words when it is today's, else "08/2025" / "08.2025." or the date. */
function dateLabel(date: string | null, today: { indexDate: string | null; indexDateLabel: string }, locale: string): string {
  if (date === null) return '';
  if (date === today.indexDate && today.indexDateLabel) return today.indexDateLabel;
  const month = /^(\d{4})-(\d{2})$/.exec(date);
  if (month) return locale === 'en-US' ? `${month[2]}/${month[1]}` : `${month[2]}.${month[1]}.`;
  return formatDate(date, locale === 'en-US' ? 'en-US' : locale === 'sr-RS' ? 'sr-RS' : 'hr-HR');
}

export function MetalSurchargeCalculator({ ruleLabel, metals }: Props) {
  const { t } = useTranslation('metals');
  const locale = useLocale();
  const id = useId();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    getFieldState,
    formState: { errors },
  } = useForm<CalculatorValues>({
    resolver: zodResolver(calculatorSchema),
    mode: 'onTouched',
    defaultValues: {
      metal: 'copper',
      metal_kg_km: '',
      base_eur_100kg: fieldValue(metals.copper.base, locale),
      procurement_pct: fieldValue(metals.copper.procurement, locale),
      index_eur_100kg: '',
    },
  });
  const metal = watch('metal');
  const terms = metals[metal];

  // The price list's base and procurement follow the chosen metal until the visitor types their own.
  useEffect(() => {
    if (!getFieldState('base_eur_100kg').isDirty) setValue('base_eur_100kg', fieldValue(metals[metal].base, locale));
    if (!getFieldState('procurement_pct').isDirty) setValue('procurement_pct', fieldValue(metals[metal].procurement, locale));
    setAnswer(null);
  }, [metal, metals, locale, getFieldState, setValue]);

  const onValid = async (values: CalculatorValues): Promise<void> => {
    setBusy(true);
    setFailure('');
    const query: Record<string, string> = { metal: values.metal, metal_kg_km: values.metal_kg_km };
    for (const field of ['base_eur_100kg', 'procurement_pct', 'index_eur_100kg'] as const) {
      if (values[field] !== '') query[field] = values[field];
    }
    try {
      const response = await api.get<unknown>('metal-surcharge', { query });
      setAnswer(answerSchema.parse(response.data));
    } catch (error) {
      setAnswer(null);
      const fields = error instanceof ApiError ? error.fields : {};
      const named = Object.entries(fields).filter(([field]) => field in calculatorSchema.shape);
      for (const [field, message] of named) setError(field as Field, { type: 'server', message });
      if (named.length === 0) setFailure(error instanceof ApiError && error.message ? error.message : t('surcharge.failed'));
    } finally {
      setBusy(false);
    }
  };

  const fieldId = (field: string): string => `${id}-${field}`;
  const message = (key: string | undefined): string | null => (key ? t(key, { defaultValue: key }) : null);
  const todayIndex = terms.index === null ? null : formatDecimal(terms.index, locale);
  const indexHint =
    todayIndex === null
      ? t('surcharge.noIndex')
      : t(terms.stale ? 'surcharge.todayIndexStale' : 'surcharge.todayIndex', { index: todayIndex, date: terms.indexDateLabel, rule: ruleLabel });

  const numberInput = (field: Exclude<Field, 'metal'>, label: string, options: { hint?: string; placeholder?: string; required?: boolean }) => {
    const error = message(errors[field]?.message);
    const describedBy = [options.hint ? `${fieldId(field)}-hint` : '', error ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div className="ks-field">
        <label htmlFor={fieldId(field)}>{label}</label>
        <input
          id={fieldId(field)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={options.placeholder}
          aria-required={options.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register(field)}
        />
        {options.hint ? (
          <p id={`${fieldId(field)}-hint`} className="ks-field-hint">
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${fieldId(field)}-error`} className="ks-field-error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="ks-surcharge-calc">
      <form className="ks-surcharge-calc__form" noValidate aria-busy={busy} onSubmit={(event) => void handleSubmit(onValid)(event)}>
        <div className="ks-field">
          <label htmlFor={fieldId('metal')}>{t('surcharge.metal')}</label>
          <select id={fieldId('metal')} {...register('metal')}>
            {METALS.map((name: MetalName) => (
              <option key={name} value={name}>
                {t(`metal.${name}`)}
              </option>
            ))}
          </select>
        </div>
        {numberInput('metal_kg_km', t('surcharge.metalNumber'), { hint: t('surcharge.metalNumberHint'), required: true })}
        {numberInput('base_eur_100kg', t('surcharge.base'), { hint: t('surcharge.baseHint') })}
        {numberInput('procurement_pct', t('surcharge.procurement'), {})}
        {numberInput('index_eur_100kg', t('surcharge.index'), { hint: indexHint, placeholder: todayIndex ?? undefined })}
        <button type="submit" className="ks-button ks-button--primary" disabled={busy} aria-disabled={busy}>
          {busy ? t('surcharge.calculating') : t('surcharge.calculate')}
        </button>
      </form>
      {failure ? (
        <p className="ks-notice ks-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="ks-surcharge-calc__result" role="status" aria-live="polite">
        {answer ? (
          <>
            <dl>
              <div>
                <dt>{t('surcharge.perKm')}</dt>
                <dd data-testid="surcharge-km">{t('surcharge.amountKm', { amount: formatDecimal(answer.surcharge_eur_km, locale) })}</dd>
              </div>
              <div>
                <dt>{t('surcharge.per100m')}</dt>
                <dd data-testid="surcharge-100m">{t('surcharge.amount100m', { amount: formatDecimal(answer.surcharge_eur_100m, locale) })}</dd>
              </div>
            </dl>
            <p className="ks-surcharge-calc__used">
              {answer.rule === 'entered'
                ? t('surcharge.usedEntered', { index: formatDecimal(answer.index_eur_100kg, locale) })
                : t(answer.stale ? 'surcharge.usedTodayStale' : 'surcharge.usedToday', {
                    index: formatDecimal(answer.index_eur_100kg, locale),
                    date: dateLabel(answer.index_date, metals[answer.metal], locale),
                    rule: ruleLabel,
                  })}
            </p>
          </>
        ) : null}
      </div>
    </div>
  );
}

export default function Island({ props }: { props: unknown }) {
  const parsed = parseProps('metal-surcharge-calculator', propsSchema, props);
  return parsed ? <MetalSurchargeCalculator {...parsed} /> : null;
}

/**
 * Drift between the server's answer schemas and the islands' zod schemas (issue 29).
 *
 * src/lib/rest-schemas.json is written by bin/rest-docs.php from each route's 'schema'
 * (AbstractRoute::get_schema(); the "rest-docs" stage of npm test fails when it is stale), and the
 * route's PHPUnit test validates real answers against it (CartQuoteTest). Here each zod schema that
 * reads such an answer is walked against it. Drift is what would break or mislead the browser:
 * - zod reads a field the server does not declare;
 * - zod requires a field the server may leave out, or refuses a null the server may send;
 * - the types differ (a decimal string read as a number, a float read as an integer);
 * - the server may send an enum value zod refuses.
 * Fields the server sends and the island does not read are fine (zod drops them).
 */
import { z } from 'zod';
import schemas from '../../../src/lib/rest-schemas.json';
import { quoteSchema } from '../../../src/components/useQuote';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
}

/** The zod schema under its optional/default/nullable/effects wrappers. */
function unwrap(schema: z.ZodTypeAny): { inner: z.ZodTypeAny; optional: boolean; nullable: boolean } {
  let inner = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodOptional) {
      optional = true;
      inner = inner.unwrap() as z.ZodTypeAny;
    } else if (inner instanceof z.ZodDefault) {
      optional = true;
      inner = inner.removeDefault() as z.ZodTypeAny;
    } else if (inner instanceof z.ZodNullable) {
      nullable = true;
      inner = inner.unwrap() as z.ZodTypeAny;
    } else if (inner instanceof z.ZodEffects) {
      inner = inner.innerType() as z.ZodTypeAny;
    } else {
      return { inner, optional, nullable };
    }
  }
}

/** Every drift between a zod schema and the JSON Schema of the same value, as "path: problem". */
export function drift(zod: z.ZodTypeAny, json: JsonSchema, path = '$'): string[] {
  const problems: string[] = [];
  const { inner, nullable } = unwrap(zod);
  const types = ([] as string[]).concat(json.type ?? []);
  const serverTypes = types.filter((type) => type !== 'null');
  if (types.includes('null') && !nullable && !(inner instanceof z.ZodAny) && !(inner instanceof z.ZodUnknown)) {
    problems.push(`${path}: the server may send null, zod refuses it`);
  }
  const expect = (type: string): void => {
    if (!serverTypes.includes(type)) problems.push(`${path}: zod reads ${type}, the server sends ${serverTypes.join('|') || 'nothing typed'}`);
  };
  if (inner instanceof z.ZodString) expect('string');
  else if (inner instanceof z.ZodBoolean) expect('boolean');
  else if (inner instanceof z.ZodNumber) {
    if (!serverTypes.includes('integer') && !serverTypes.includes('number')) expect('number');
    else if (inner.isInt && !serverTypes.includes('integer')) problems.push(`${path}: zod wants an integer, the server sends any number`);
  } else if (inner instanceof z.ZodEnum || inner instanceof z.ZodLiteral) {
    expect('string');
    const allowed: unknown[] = inner instanceof z.ZodEnum ? (inner.options as unknown[]) : [inner.value];
    const refused = (json.enum ?? []).filter((value) => value !== null && !allowed.includes(value));
    if (!json.enum) problems.push(`${path}: zod takes only ${allowed.join('|')}, the server declares no enum`);
    else if (refused.length > 0) problems.push(`${path}: the server may send ${refused.join('|')}, zod refuses it`);
  } else if (inner instanceof z.ZodArray) {
    expect('array');
    if (json.items) problems.push(...drift(inner.element as z.ZodTypeAny, json.items, `${path}[]`));
  } else if (inner instanceof z.ZodRecord) {
    expect('object');
    if (typeof json.additionalProperties === 'object') problems.push(...drift(inner.valueSchema as z.ZodTypeAny, json.additionalProperties, `${path}{}`));
  } else if (inner instanceof z.ZodObject) {
    expect('object');
    const required = new Set(json.required ?? []);
    for (const [key, value] of Object.entries(inner.shape as Record<string, z.ZodTypeAny>)) {
      const property = json.properties?.[key];
      if (!property) {
        problems.push(`${path}.${key}: zod reads it, the server does not declare it`);
        continue;
      }
      if (!unwrap(value).optional && !required.has(key)) problems.push(`${path}.${key}: zod requires it, the server may leave it out`);
      problems.push(...drift(value, property, `${path}.${key}`));
    }
  }
  return problems;
}

/** Route (as in rest-schemas.json) => the zod schema the islands read its answer with. */
const READERS: Record<string, z.ZodTypeAny> = {
  'cart/quote': quoteSchema,
};

const declared = schemas as Record<string, JsonSchema>;

it.each(Object.keys(READERS))('the islands read %s as the server declares it', (route) => {
  expect(declared[route]).toBeDefined();
  expect(drift(READERS[route], declared[route])).toEqual([]);
});

it('has a zod reader for every route that declares an answer schema', () => {
  expect(Object.keys(declared).sort()).toEqual(Object.keys(READERS).sort());
});

it('finds drift when there is some', () => {
  const server = declared['cart/quote'];
  const renamed = quoteSchema.extend({ net_eur: z.number() });
  const retyped = quoteSchema.extend({ net_cents: z.string() });
  const notNullable = quoteSchema.extend({ delivery_cents: z.number().int() });
  expect(drift(renamed, server)).toEqual(['$.net_eur: zod reads it, the server does not declare it']);
  expect(drift(retyped, server)).toEqual(['$.net_cents: zod reads string, the server sends integer']);
  expect(drift(notNullable, server)).toEqual(['$.delivery_cents: the server may send null, zod refuses it']);
  const narrowEnum = z.object({ delivery_rule: z.object({ basis: z.enum(['pickup', 'free']) }).nullable() });
  expect(drift(narrowEnum, server)).toEqual(['$.delivery_rule.basis: the server may send weight|per_order|per_package, zod refuses it']);
  const lineField = z.object({ lines: z.array(z.object({ line_net_cents: z.string(), expected_date: z.string() })) });
  expect(drift(lineField, server)).toEqual(['$.lines[].line_net_cents: zod reads string, the server sends integer', '$.lines[].expected_date: the server may send null, zod refuses it']);
  const metalPrice = z.object({ metal: z.object({ metals: z.record(z.object({ index_eur_100kg: z.number() })) }) });
  expect(drift(metalPrice, server)).toEqual([
    '$.metal.metals{}.index_eur_100kg: the server may send null, zod refuses it',
    '$.metal.metals{}.index_eur_100kg: zod reads number, the server sends string',
  ]);
});

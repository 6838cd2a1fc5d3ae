/**
 * The argument rules of the kabelshop/v1 routes, as the PHP routes register them
 * (plugins/kabelshop-core/src/Rest/Routes/V1/*): `bin/rest-docs.php` writes them into rest-args.json from the registered
 * routes, and `npm test` fails when the committed file differs. Zod schemas read their limits,
 * enums and patterns from here instead of repeating the numbers, so a browser never sends what the
 * route refuses with core's untranslated "Invalid parameter(s)" (issue 10: the catalogue island
 * allowed a 200-character search where the route takes 100).
 *
 * Domain rules stricter than the route (AddressBook::MAX_LENGTH 100 below a transport cap of 200)
 * stay in lib/validation; tests/js/lib/rest-args.test.ts checks that no schema is looser than its
 * route and that those which mirror a route arg match it exactly.
 */
import rules from './rest-args.json';

/** One argument's rules (WordPress REST argument schema keys). */
export interface RestArg {
  type?: string | string[];
  required?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  enum?: ReadonlyArray<string | number>;
  format?: string;
  items?: RestArg;
  properties?: Record<string, RestArg>;
}

type Rules = typeof rules;
/** A route path below kabelshop/v1, e.g. 'products' or 'orders/(?P<id>\\d+)'. */
export type RestRoute = keyof Rules;
export type RestMethod<R extends RestRoute> = keyof Rules[R] & string;
export type RestArgName<R extends RestRoute, M extends RestMethod<R>> = keyof Rules[R][M] & string;

/**
 * The rules of one route argument, e.g. restArg('products', 'GET', 'search') => { type: 'string',
 * maxLength: 100 }. Route, method and name are checked by TypeScript against the generated file;
 * throws when the argument is missing at run time all the same (a stale build).
 */
export function restArg<R extends RestRoute, M extends RestMethod<R>>(route: R, method: M, name: RestArgName<R, M>): RestArg {
  const byMethod = (rules as unknown as Record<string, Record<string, Record<string, RestArg>>>)[route]?.[method];
  const arg = byMethod?.[name];
  if (!arg) throw new Error(`kabelshop/v1 ${method} ${route} has no argument ${name}`);
  return arg;
}

type Bound = 'minimum' | 'maximum' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems';

/** A numeric bound of an argument (restLimit(restArg('products', 'GET', 'search'), 'maxLength') => 100); throws when the route states none. */
export function restLimit(arg: RestArg, bound: Bound): number {
  const value = arg[bound];
  if (typeof value !== 'number') throw new Error(`route argument has no ${bound}`);
  return value;
}

/** The argument's pattern as a RegExp (WordPress matches it with preg_match('#…#u'), i.e. unanchored unless the pattern anchors itself). */
export function restPattern(arg: RestArg): RegExp {
  if (typeof arg.pattern !== 'string') throw new Error('route argument has no pattern');
  return new RegExp(arg.pattern, 'u');
}

/** The argument's allowed values as strings (for z.enum: a non-empty tuple); throws when the route states no enum. */
export function restEnum(arg: RestArg): [string, ...string[]] {
  const values = (arg.enum ?? []).map(String);
  if (values.length === 0) throw new Error('route argument has no enum');
  return values as [string, ...string[]];
}

/**
 * Every island text exists in en-US, hr-HR and sr-RS (Latin script), with the plural forms each
 * language needs: Croatian and Serbian need _one, _few and _other wherever English has a plural.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../languages/js');
const LOCALES = ['en-US', 'hr-HR', 'sr-RS'] as const;

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(child, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

function load(locale: string, ns: string): Record<string, string> {
  const file = join(dir, locale, `${ns}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : {};
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string): string => key.replace(PLURAL, '');
const namespaces = existsSync(join(dir, 'en-US')) ? readdirSync(join(dir, 'en-US')).map((f) => f.replace(/\.json$/, '')) : [];

describe('island texts', () => {
  it('has namespaces, including common', () => {
    expect(namespaces).toContain('common');
  });

  describe.each(namespaces)('namespace %s', (ns) => {
    const en = load('en-US', ns);

    it.each(['hr-HR', 'sr-RS'])('%s has every English key and no extra ones', (locale) => {
      const other = load(locale, ns);
      const enBase = new Set(Object.keys(en).map(base));
      const otherBase = new Set(Object.keys(other).map(base));
      expect([...enBase].filter((k) => !otherBase.has(k))).toEqual([]);
      expect([...otherBase].filter((k) => !enBase.has(k))).toEqual([]);
    });

    it.each(['hr-HR', 'sr-RS'])('%s has one, few and other for every plural', (locale) => {
      const other = load(locale, ns);
      const plurals = new Set(Object.keys(en).filter((k) => /_(one|other)$/.test(k)).map(base));
      const missing: string[] = [];
      for (const key of plurals) {
        for (const form of ['one', 'few', 'other']) if (!(`${key}_${form}` in other)) missing.push(`${key}_${form}`);
      }
      expect(missing).toEqual([]);
    });

    it.each(LOCALES)('%s has no empty text', (locale) => {
      const empty = Object.entries(load(locale, ns)).filter(([, v]) => v.trim() === '');
      expect(empty).toEqual([]);
    });
  });

  it('Serbian texts are in Latin script', () => {
    for (const ns of namespaces) {
      expect(Object.values(load('sr-RS', ns)).join(' ')).not.toMatch(/\p{Script=Cyrillic}/u);
    }
  });
});

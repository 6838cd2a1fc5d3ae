/**
 * Leak detector of tests/e2e/languages.spec.ts (issue 11): which texts a Croatian or Serbian page
 * must not show, derived from the project's own files, not from a word list.
 *
 * - English interface strings: the theme's catalogue, i.e. what a .pot of the theme would hold (the
 *   repository keeps none, so it is read from its sources): every gettext call in the theme's PHP
 *   (the theme's root *.php, inc/, templates/ and the plugin's *.php, src/, templates/, read like tests/php/I18n/TranslationsTest.php but across lines),
 *   every msgid and msgid_plural of languages/po/{hr,sr_RS}/*.po, and every English text of the
 *   islands (languages/js/en-US/*.json values). Placeholders (%s, %d, %1$s, %.2f, {{name}}) become
 *   wildcards. A string whose translation in the page's language is the English text itself ("OIB",
 *   "E-mail", "%s EUR/t") is no leak there.
 * - Data provenance (staff notes, never for buyers): the data_note values, the "sources" labels and
 *   URLs of data/catalogue/common-types.json, the "source" texts of the product table's colour data
 *   (data/catalogue/core-colour-codes.json), and the phrases issue 11 names.
 * - English catalogue field values of data/catalogue/common-types.json (construction, conductor,
 *   insulation, sheath, the translators' description_en) on a Croatian or Serbian page.
 * Product designations (NYM-J, PP-Y, N2XY-LS ...) are names, never leaks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export type Lang = 'hr' | 'en' | 'sr';
type Translated = Exclude<Lang, 'en'>;

/** A text of a page: where it stood (element, attribute or title) and what it said. */
export interface PageText {
  where: string;
  text: string;
}

/** One finding on one page. */
export interface Leak {
  kind: 'english-interface' | 'provenance' | 'english-catalogue-value';
  text: string;
  where: string;
  /** The msgid / phrase / data value it matched, and the file it comes from. */
  match: string;
}

interface Source {
  english: string;
  files: Set<string>;
  translations: Record<Translated, Set<string>>;
}

const ROOT = process.cwd();
const PO_DIRS: Record<Translated, string> = { hr: 'languages/po/hr', sr: 'languages/po/sr_RS' };
const JSON_DIRS: Record<Translated, string> = { hr: 'languages/js/hr-HR', sr: 'languages/js/sr-RS' };

/** Issue 11's own examples of notes shown to buyers ("GG/J (name per brief; not verified in a source)", ...). */
const ISSUE_PHRASES = ['name per brief', 'not verified', 'equivalent construction', 'not a Croatian-made product', 'as reproduced at', 'English:'];

/** Collapses all white space (no-break spaces included) to one space. */
export function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

function files(dir: string, ending: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) out.push(...files(path, ending));
    else if (name.endsWith(ending)) out.push(path);
  }
  return out.sort();
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** The strings of a .po file (entries are blocks between blank lines): msgid, msgid_plural and the msgstr forms. */
export function parsePo(text: string): Array<{ msgid: string; plural: string | null; translations: string[] }> {
  // PO strings are C strings: the escapes they use (\" \\ \n \t) read as JSON's.
  const unquote = (quoted: string): string => JSON.parse(quoted) as string;
  const entries: Array<{ msgid: string; plural: string | null; translations: string[] }> = [];
  for (const block of text.split(/\n\s*\n/)) {
    const fields = new Map<string, string>();
    let key = '';
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      const m = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/);
      if (m) {
        key = m[1];
        fields.set(key, unquote(m[2]));
      } else if (line.startsWith('"') && key) {
        fields.set(key, (fields.get(key) ?? '') + unquote(line));
      } else {
        key = '';
      }
    }
    const msgid = fields.get('msgid');
    if (!msgid) continue; // the header, or a comment block
    const translations = [...fields].filter(([k]) => k.startsWith('msgstr')).map(([, v]) => v);
    entries.push({ msgid, plural: fields.get('msgid_plural') ?? null, translations });
  }
  return entries;
}

/** msgids of gettext calls in PHP source (single- or double-quoted literals, across lines). */
export function phpMsgids(source: string): string[] {
  const literal = `'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)"`;
  const call = new RegExp(`\\b(__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e|_x|_ex|esc_html_x|esc_attr_x|_n|_nx)\\(\\s*(?:${literal})(?:\\s*,\\s*(?:${literal}))?`, 'g');
  const out: string[] = [];
  const single = (s: string): string => s.replace(/\\(['\\])/g, '$1');
  const double = (s: string): string => s.replace(/\\(["\\$])/g, '$1').replace(/\\n/g, '\n').replace(/\\t/g, '\t');
  for (const m of source.matchAll(call)) {
    out.push(m[2] !== undefined ? single(m[2]) : double(m[3] ?? ''));
    // _n() and _nx(): the second literal is the plural (for _x() it is the context).
    if (m[1].startsWith('_n') && (m[4] !== undefined || m[5] !== undefined)) out.push(m[4] !== undefined ? single(m[4]) : double(m[5] ?? ''));
  }
  return out;
}

/** Leaf strings of an islands' JSON catalogue by key path ("file:a.b.c"). */
function flatten(value: unknown, path: string, out: Map<string, string>): void {
  if (typeof value === 'string') out.set(path, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) flatten(inner, path.endsWith(':') ? `${path}${key}` : `${path}.${key}`, out);
  }
}

/** An i18next plural key without its suffix (count_one, count_few -> count). */
function pluralBase(path: string): string {
  return path.replace(/_(zero|one|two|few|many|other)$/, '');
}

const PLACEHOLDER = /%(?:\d+\$)?[-+ 0#]*\d*(?:\.\d+)?[sdfFuxXeEgGc]|\{\{[^}]+\}\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The theme's English strings with their translations, and matchers for page texts. */
export class Catalogue {
  private readonly sources = new Map<string, Source>();
  private readonly patterns: Array<{ regex: RegExp; longest: string; source: Source }> = [];
  /** Every translation of every string in a language: a text equal to one is that language's own. */
  private readonly own: Record<Translated, Set<string>> = { hr: new Set(), sr: new Set() };

  constructor() {
    const rootPhp = readdirSync(ROOT).filter((name) => name.endsWith('.php'));
    const pluginPhp = readdirSync(join(ROOT, 'plugins/kabelshop-core'))
      .filter((name) => name.endsWith('.php'))
      .map((name) => `plugins/kabelshop-core/${name}`);
    const folders = ['inc', 'templates', 'plugins/kabelshop-core/src', 'plugins/kabelshop-core/templates'];
    for (const file of [...rootPhp, ...pluginPhp, ...folders.flatMap((folder) => files(folder, '.php'))]) {
      for (const msgid of phpMsgids(read(file))) this.add(msgid, file);
    }
    for (const lang of ['hr', 'sr'] as const) {
      for (const file of files(PO_DIRS[lang], '.po')) {
        for (const entry of parsePo(read(file))) {
          const translations = entry.translations.filter((t) => t !== '');
          this.add(entry.msgid, file, lang, translations);
          if (entry.plural !== null) this.add(entry.plural, file, lang, translations);
        }
      }
    }
    const english = new Map<string, string>();
    for (const file of files('languages/js/en-US', '.json')) flatten(JSON.parse(read(file)), `${file.split('/').pop()}:`, english);
    const translated: Record<Translated, Map<string, string[]>> = { hr: new Map(), sr: new Map() };
    for (const lang of ['hr', 'sr'] as const) {
      const all = new Map<string, string>();
      for (const file of files(JSON_DIRS[lang], '.json')) flatten(JSON.parse(read(file)), `${file.split('/').pop()}:`, all);
      for (const [path, text] of all) translated[lang].set(pluralBase(path), [...(translated[lang].get(pluralBase(path)) ?? []), text]);
    }
    for (const [path, text] of english) {
      this.add(text, `languages/js/en-US/${path.split(':')[0]}`);
      for (const lang of ['hr', 'sr'] as const) this.add(text, '', lang, translated[lang].get(pluralBase(path)) ?? []);
    }
    for (const source of this.sources.values()) {
      // printf's "%%" prints "%": such a string is matched by its pattern, placeholders or not.
      const parts = source.english.split(PLACEHOLDER).map((part) => part.replace(/%%/g, '%'));
      if (parts.length === 1 && !source.english.includes('%%')) continue;
      // Only a string with words of its own can be told from a translation ("%1$s: %2$s" cannot).
      if (!/\p{L}{3}/u.test(parts.join(' '))) continue;
      const longest = parts.reduce((a, b) => (b.length > a.length ? b : a), '');
      const regex = new RegExp(`^${parts.map(escapeRegExp).join('.+?')}$`, 'su');
      this.patterns.push({ regex, longest, source });
    }
  }

  private add(english: string, file: string, lang?: Translated, translations: string[] = []): void {
    const key = normalise(english);
    if (key === '') return;
    let source = this.sources.get(key);
    if (!source) {
      source = { english: key, files: new Set(), translations: { hr: new Set(), sr: new Set() } };
      this.sources.set(key, source);
    }
    if (file) source.files.add(file);
    if (lang) {
      for (const t of translations) {
        source.translations[lang].add(normalise(t));
        this.own[lang].add(normalise(t));
      }
    }
  }

  /** Number of English strings known (for the test's sanity check). */
  get size(): number {
    return this.sources.size;
  }

  /** True when the English text is one of the catalogue's strings (or matches one of its patterns). */
  has(text: string): boolean {
    return this.find(normalise(text)) !== null;
  }

  private find(text: string): Source | null {
    const exact = this.sources.get(text);
    if (exact) return exact;
    for (const pattern of this.patterns) {
      if (text.includes(pattern.longest) && pattern.regex.test(text)) return pattern.source;
    }
    return null;
  }

  /**
   * The English interface string a text of a Croatian or Serbian page shows, or null. Not a leak:
   * short tokens (3 characters or fewer), texts without letters (numbers, units), product
   * designations, texts that are the language's own translation of some string, and strings whose
   * translation in that language is the English text itself.
   */
  leak(text: string, lang: Translated, designations: Set<string>): Source | null {
    const t = normalise(text);
    if (t.length <= 3 || !/\p{L}/u.test(t) || designations.has(t) || this.own[lang].has(t)) return null;
    const source = this.find(t);
    if (!source) return null;
    if (source.translations[lang].has(source.english) || source.translations[lang].has(t)) return null;
    return source;
  }

  describe(source: Source, lang: Translated): string {
    const files = [...source.files].join(', ');
    const state = source.translations[lang].size === 0 ? `no ${lang} translation` : `${lang}: "${[...source.translations[lang]].join('" | "')}"`;
    return `msgid "${source.english}" (${files}; ${state})`;
  }
}

interface CableType {
  designation?: string;
  hr_name?: string;
  code?: string;
  data_note?: string;
  description_en?: string;
  construction?: string;
  conductor_class?: string;
  insulation?: string;
  sheath?: string;
}

interface CommonTypes {
  sources: Record<string, string>;
  csv_types: Record<string, CableType>;
  types: CableType[];
}

const COMMON_TYPES = 'data/catalogue/common-types.json';
const COLOUR_CODES = 'data/catalogue/core-colour-codes.json';

function commonTypes(): { data: CommonTypes; all: CableType[] } {
  const data = JSON.parse(read(COMMON_TYPES)) as CommonTypes;
  return { data, all: [...Object.values(data.csv_types), ...data.types] };
}

/** Designations, Croatian names and codes of the seeded cable types: names in every language. */
export function designations(): Set<string> {
  const { data, all } = commonTypes();
  const out = new Set<string>(Object.keys(data.csv_types));
  for (const type of all) {
    for (const name of [type.designation, type.hr_name, type.code]) if (name) out.add(normalise(name));
  }
  return out;
}

/** "source" texts anywhere in a JSON value (the colour tables' provenance). */
function sourceTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /source/i.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((inner) => sourceTexts(inner, key));
  if (value && typeof value === 'object') return Object.entries(value as Record<string, unknown>).flatMap(([k, inner]) => sourceTexts(inner, k));
  return [];
}

/**
 * Phrases that give away where data was transcribed from or what is uncertain about it, with the
 * file each comes from: the clauses of the staff notes (20 characters or more, source tags
 * removed), the source labels and every URL in them, and issue 11's phrases.
 */
export function provenancePhrases(): Array<{ phrase: string; from: string }> {
  const { data, all } = commonTypes();
  const out = new Map<string, string>();
  const addText = (text: string, from: string): void => {
    for (const url of text.match(/https?:\/\/[^\s,;)]+/g) ?? []) out.set(url.replace(/^https?:\/\//, '').replace(/[.]$/, ''), from);
    const words = text.replace(/https?:\/\/[^\s,;)]+/g, ' ').replace(/\[S\d+\](?:-\[S\d+\])?/g, ' ');
    for (const clause of words.split(/[.;:()]\s|;|\(|\)|\s-\s/)) {
      const phrase = normalise(clause.replace(/^[,\s'"]+|[,\s'".]+$/g, ''));
      if (phrase.length >= 20) out.set(phrase, from);
    }
  };
  for (const [tag, label] of Object.entries(data.sources)) addText(label, `${COMMON_TYPES} sources.${tag}`);
  for (const type of all) if (type.data_note) addText(type.data_note, `${COMMON_TYPES} data_note of ${type.designation ?? type.code}`);
  for (const text of sourceTexts(JSON.parse(read(COLOUR_CODES)))) addText(text, `${COLOUR_CODES} source`);
  for (const phrase of ISSUE_PHRASES) out.set(phrase, 'issue 11');
  return [...out].map(([phrase, from]) => ({ phrase, from }));
}

/** English catalogue values of the data file (shown translated in hr and sr), 12 characters or more with a lower-case word. */
export function englishCatalogueValues(): Array<{ value: string; from: string }> {
  const { all } = commonTypes();
  const out = new Map<string, string>();
  for (const type of all) {
    for (const field of ['construction', 'conductor_class', 'insulation', 'sheath', 'description_en'] as const) {
      const value = normalise(type[field] ?? '');
      if (value.length >= 12 && /\b\p{Ll}{4,}/u.test(value)) out.set(value, `${COMMON_TYPES} ${field} of ${type.designation ?? type.code}`);
    }
  }
  return [...out].map(([value, from]) => ({ value, from }));
}

/** Everything a page shows that must not be there, for a page in a language. */
export function findLeaks(texts: PageText[], lang: Lang, catalogue: Catalogue, names: Set<string>): Leak[] {
  const leaks: Leak[] = [];
  const phrases = provenancePhrases();
  const values = englishCatalogueValues();
  const seen = new Set<string>();
  for (const { where, text } of texts) {
    const t = normalise(text);
    const lower = t.toLowerCase();
    // issue 11's "English:" is case-sensitive (a line label); the rest compares in lower case.
    const notes = phrases.filter(({ phrase }) => (phrase === 'English:' ? t.includes(phrase) : lower.includes(phrase.toLowerCase())));
    if (notes.length > 0 && !seen.has(`p|${t}`)) {
      seen.add(`p|${t}`);
      leaks.push({ kind: 'provenance', text: t, where, match: notes.map(({ phrase, from }) => `"${phrase}" (${from})`).join('; ') });
    }
    if (lang === 'en' || where.startsWith('href')) continue;
    const english = values.filter(({ value }) => t.includes(value));
    if (english.length > 0 && !seen.has(`v|${t}`)) {
      seen.add(`v|${t}`);
      leaks.push({ kind: 'english-catalogue-value', text: t, where, match: english.map(({ value, from }) => `"${value}" (${from})`).join('; ') });
    }
    const source = catalogue.leak(t, lang, names);
    if (source && !seen.has(`m|${t}`)) {
      seen.add(`m|${t}`);
      leaks.push({ kind: 'english-interface', text: t, where, match: catalogue.describe(source, lang) });
    }
  }
  return leaks;
}

/**
 * Runs in the page: the texts a person can read, by element. Every element's own text (its direct
 * text nodes) and, for elements with text of their own, the whole text with inline markup
 * (a sentence with a <strong> in it); aria-label, title, alt, placeholder, the value of buttons;
 * the document title and its parts; link targets (for source URLs only). Text inside script,
 * style, template and noscript is not shown; text in an element whose lang is another language's
 * (the switcher's "English") is that language's on purpose. Closed menus and drawers count: a
 * click shows them.
 */
export function collectTexts(): PageText[] {
  const out: PageText[] = [];
  const primary = (tag: string | null | undefined): string => (tag ?? '').toLowerCase().split('-')[0];
  const pageLang = primary(document.documentElement.lang);
  const clean = (s: string | null | undefined): string => (s ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  const label = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : '';
    return `<${el.tagName.toLowerCase()}${id}${cls}>`;
  };
  const title = clean(document.title);
  if (title) {
    out.push({ where: '<title>', text: title });
    for (const part of title.split(/ [–|-] /)) out.push({ where: '<title>', text: part });
  }
  const skip = 'script, style, template, noscript';
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    if (el.matches(skip) || el.closest(skip)) continue;
    if (primary(el.closest('[lang]')?.getAttribute('lang')) !== pageLang) continue;
    const own = clean(
      Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(' '),
    );
    if (own) {
      out.push({ where: label(el), text: own });
      const whole = clean(el.textContent);
      if (whole !== own && whole.length <= 600) out.push({ where: label(el), text: whole });
    }
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder']) {
      const value = clean(el.getAttribute(attribute));
      if (value) out.push({ where: `${label(el)}[${attribute}]`, text: value });
    }
    if (el.matches('input[type="submit"], input[type="button"], input[type="reset"]')) out.push({ where: `${label(el)}[value]`, text: clean((el as HTMLInputElement).value) });
    if (el.matches('a[href]')) out.push({ where: `href of ${label(el)}`, text: el.getAttribute('href') ?? '' });
  }
  return out;
}

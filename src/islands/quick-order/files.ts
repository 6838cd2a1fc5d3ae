/**
 * Reads an order file in the browser into the lines POST quick-order/parse takes (cells joined by
 * tabs, one row per line), so the server has one input form and the buyer sees in the text box
 * what was read.
 *
 * - CSV: the delimiter is the first line's ';' (what Croatian and Serbian Excel writes), else a
 *   tab, else ','; quoted cells ("a;b", doubled quotes) are kept whole.
 * - XLSX: the first worksheet, read with fflate (unzip, 8 kB, no dependencies) and the browser's
 *   DOMParser: shared strings, inline strings and numbers; formulas give their cached value. Why
 *   not a spreadsheet library: npm's `xlsx` (SheetJS) stopped at 0.18.5 with known advisories
 *   (prototype pollution, ReDoS), and exceljs is about 1 MB for what is two XML files here. Why in
 *   the browser and not openspout on the server: the route keeps one small JSON body and no
 *   upload handling, and nothing of the file leaves the browser but its text.
 * - A first row whose last cell is not a number is a heading ("Article;Quantity") and is left out.
 * Errors: FileError with a reason the island translates.
 */
import { strFromU8, unzipSync } from 'fflate';

/** Largest file read (bytes). */
export const MAX_FILE_BYTES = 2_000_000;

export type FileErrorReason = 'type' | 'size' | 'unreadable';

export class FileError extends Error {
  constructor(public readonly reason: FileErrorReason) {
    super(reason);
  }
}

/** Splits CSV text into rows of cells. */
export function parseCsv(text: string): string[][] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Column index (0-based) of a cell reference such as "B12". */
function columnOf(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The text of an element's <t> descendants (a shared or inline string with runs). */
function textOf(element: Element): string {
  return Array.from(element.getElementsByTagName('t'))
    .map((t) => t.textContent ?? '')
    .join('');
}

/** Rows of the first worksheet of an XLSX file. */
export function parseXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => file.name === 'xl/sharedStrings.xml' || file.name.startsWith('xl/worksheets/sheet'),
    });
  } catch {
    throw new FileError('unreadable');
  }
  const sheetName = Object.keys(files)
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort((a, b) => Number(/\d+/.exec(a.slice(14))?.[0]) - Number(/\d+/.exec(b.slice(14))?.[0]))[0];
  if (!sheetName) throw new FileError('unreadable');
  const parser = new DOMParser();
  const shared = files['xl/sharedStrings.xml']
    ? Array.from(parser.parseFromString(strFromU8(files['xl/sharedStrings.xml']), 'application/xml').getElementsByTagName('si')).map(textOf)
    : [];
  const sheet = parser.parseFromString(strFromU8(files[sheetName]), 'application/xml');
  const rows: string[][] = [];
  for (const rowElement of Array.from(sheet.getElementsByTagName('row'))) {
    const row: string[] = [];
    for (const c of Array.from(rowElement.getElementsByTagName('c'))) {
      const type = c.getAttribute('t') ?? 'n';
      const value = c.getElementsByTagName('v')[0]?.textContent ?? '';
      let text = value;
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = textOf(c);
      const column = columnOf(c.getAttribute('r') ?? '');
      while (row.length < column) row.push('');
      row[column] = text;
    }
    rows.push(row);
  }
  return rows;
}

/** Rows as the text the route takes: empty cells dropped, a heading row left out. */
export function rowsToText(rows: string[][]): string {
  const lines = rows.map((row) => row.map((cell) => cell.replace(/[\t\r\n]+/g, ' ').trim()).filter((cell) => cell !== '')).filter((row) => row.length > 0);
  if (lines.length > 0 && !/\d\s*[a-zA-Z.]*$/.test(lines[0][lines[0].length - 1] ?? '')) lines.shift();
  return lines.map((row) => row.join('\t')).join('\n');
}

/** Reads a picked file into order lines. */
export async function readOrderFile(file: File): Promise<string> {
  const name = file.name.toLowerCase();
  if (file.size > MAX_FILE_BYTES) throw new FileError('size');
  if (name.endsWith('.xlsx')) return rowsToText(parseXlsx(new Uint8Array(await file.arrayBuffer())));
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return rowsToText(parseCsv(await file.text()));
  throw new FileError('type');
}

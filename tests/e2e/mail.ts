/**
 * e2e mail helper: the development mail catcher (bin/mailcatcher.mjs) writes every message as
 * `<ms>-<seq>.eml` in KABELSHOP_MAIL_DIR, first line `X-Envelope-To: <recipients>`. A test reads
 * only the mails whose envelope names its own recipient (not every mail that mentions the
 * address: staff notifications quote the buyer's address too), newest first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const MAIL_DIR = process.env.KABELSHOP_MAIL_DIR ?? '.run/mail';

/** Decoded text (quoted-printable soft breaks and =XX undone) of every mail to `to`, newest first. */
export function mailsTo(to: string): { name: string; text: string }[] {
  let names: string[] = [];
  try {
    names = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = to.toLowerCase();
  return names
    .sort()
    .reverse()
    .map((name) => ({ name, raw: readFileSync(join(MAIL_DIR, name), 'utf8') }))
    .filter(({ raw }) => {
      const envelope = /^X-Envelope-To:\s*(.*)$/m.exec(raw)?.[1] ?? '';
      return envelope.split(/[,\s]+/).some((address) => address.replace(/[<>]/g, '').toLowerCase() === wanted);
    })
    .map(({ name, raw }) => ({
      name,
      text: raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    }));
}

/**
 * The newest mail to `to` whose text matches `pattern`, waiting for it to arrive and for the
 * mail catcher to settle (a later mail of the same kind, e.g. a second password link that
 * replaces the first, wins).
 */
export async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let seen = '';
  let found = '';
  await expect
    .poll(
      () => {
        const match = mailsTo(to).find(({ text }) => pattern.test(text));
        if (!match) return false;
        const settled = match.name === seen;
        seen = match.name;
        found = match.text;
        return settled;
      },
      { timeout: 15_000, intervals: [250, 500, 500, 1000] },
    )
    .toBe(true);
  return found;
}

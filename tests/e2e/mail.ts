/**
 * e2e mail helper: the development mail catcher (bin/mailcatcher.mjs) writes every message as
 * `<ms>-<seq>.eml` in KABELSHOP_MAIL_DIR, first line `X-Envelope-To: <recipients>`. A test reads
 * only the mails whose envelope names its own recipient (not every mail that mentions the
 * address: staff notifications quote the buyer's address too), newest first.
 *
 * Bodies are decoded by mailparser (RFC 2045 transfer encodings, RFC 2047 headers) as sent:
 * PHPMailer sends 8bit unless a line is too long, so `=XX` in an 8bit body is text, not an escape
 * (a hand-made decoder once ate `=A3` of `key=A3…` in a password link).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

const MAIL_DIR = process.env.KABELSHOP_MAIL_DIR ?? '.run/mail';

/** The recipients of the catcher's `X-Envelope-To:` first line, lower case. */
function envelopeOf(raw: string): string[] {
  const envelope = /^X-Envelope-To:\s*(.*)$/m.exec(raw)?.[1] ?? '';
  return envelope.split(/[,\s]+/).map((address) => address.replace(/[<>]/g, '').toLowerCase());
}

/** Decoded text (the plain part, else the HTML) of every mail to `to`, newest first. */
export async function mailsTo(to: string): Promise<{ name: string; text: string }[]> {
  let names: string[] = [];
  try {
    names = (await readdir(MAIL_DIR)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = to.toLowerCase();
  const mails: { name: string; text: string }[] = [];
  for (const name of names.sort().reverse()) {
    const raw = await readFile(join(MAIL_DIR, name), 'utf8');
    if (!envelopeOf(raw).includes(wanted)) continue;
    const parsed = await simpleParser(raw);
    mails.push({ name, text: parsed.text ?? (typeof parsed.html === 'string' ? parsed.html : '') });
  }
  return mails;
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
      async () => {
        const match = (await mailsTo(to)).find(({ text }) => pattern.test(text));
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

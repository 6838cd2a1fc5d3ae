#!/usr/bin/env node
/**
 * Development mail catcher: an SMTP server on 127.0.0.1 that accepts every message WordPress sends
 * with wp_mail() (routed here by the mu-plugin bin/mu-plugins/kabelshop-dev.php) and stores it as
 * an .eml file in the given folder, newest last. Nothing leaves the machine.
 * Usage: node bin/mailcatcher.mjs PORT DIR
 */
import { SMTPServer } from 'smtp-server';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.argv[2] ?? 1025);
const dir = process.argv[3] ?? '.run/mail';
mkdirSync(dir, { recursive: true });
let sequence = 0;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(4, '0')}.eml`;
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      writeFileSync(join(dir, name), `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`mail catcher on 127.0.0.1:${port}, writing to ${dir}`));

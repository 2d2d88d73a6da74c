import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { recordMailMessage } from './mail.repository.ts';

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: through SMTP when configured, otherwise into the outbox folder a demo can show. */
export interface Mailer {
  /**
   * Sends one message and records it. `db` is the caller's transaction when it sends inside one: the record
   * must go through it, for the embedded database has one connection, which that transaction holds.
   */
  send(message: MailMessage, db?: Db): Promise<void>;
}

/** The address our e-mails come from. */
export const MAIL_FROM = 'Larder Foodservice <orders@larder.test>';

/**
 * A mailer for the configuration: `SMTP_URL` set means real SMTP; unset means each message is written
 * as an .eml file under `<dataDir>/outbox/` (DESIGN.md section 1), so nothing is silently dropped. Either
 * way each message sent is recorded in mail_messages, where the staff console's outbox reads it.
 */
export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string; db: Db }): Mailer {
  const { db } = options;
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message, through = db) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
        await recordMailMessage(through, message, 'smtp');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, through = db) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      // Written under a dot-name and renamed: whoever lists the outbox (tests, the staff console) sees a
      // message whole or not at all, never half written.
      const partial = path.join(outbox, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, path.join(outbox, name));
      await recordMailMessage(through, message, 'outbox');
    },
  };
}

/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

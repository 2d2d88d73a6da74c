import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: through SMTP when configured, otherwise into the outbox folder a demo can show. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The address our e-mails come from. */
export const MAIL_FROM = 'Larder Foodservice <orders@larder.test>';

/**
 * A mailer for the configuration: `SMTP_URL` set means real SMTP; unset means each message is written
 * as an .eml file under `<dataDir>/outbox/` (DESIGN.md section 1), so nothing is silently dropped.
 */
export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...message });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}

/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The e-mails written to a data directory's outbox so far, raw, oldest first. Only finished messages: the
 * mailer writes each under a dot-name and renames it when whole.
 */
export function outboxMessages(dataDir: string): string[] {
  const folder = path.join(dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

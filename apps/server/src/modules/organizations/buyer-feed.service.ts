import { feedEnvelopeSchema, userFeedRowSchema, type CustomerFeedResult } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { publish } from '../../events/publish.ts';
import { passwordLinkRequested } from '../../events/password-link-requested.event.ts';
import {
  envelopeRows,
  markDuplicateKeys,
  parseFeedRows,
  refuseRows,
  upsertOutcome,
  type RowErrors,
} from '../../plugins/feed-rows.ts';
import { announceSessionChange } from '../auth/auth.service.ts';
import { accountsByEmail, endSessionsOf, upsertBuyerAccounts } from '../auth/user-accounts.service.ts';
import {
  changeMemberships,
  findOrganizationsById,
  lockCustomerWrites,
  membershipsOf,
  type Membership,
} from './customer-feed.repository.ts';

const LIST = 'users';

/**
 * `POST /integration/v1/users` (ADR 041): buyers upserted by e-mail with every organization they order for
 * (the list replaces their memberships), all or nothing. A new buyer sent with `invite: true` is e-mailed a
 * one-use link to choose a password (the welcome link of the staff console, accepted by
 * `POST /web-api/auth/password-reset/complete`); a buyer already known is not e-mailed again, so a repeat
 * changes nothing. A buyer taken out of every organization is signed out everywhere.
 */
export async function applyUserFeed(db: Db, body: unknown): Promise<CustomerFeedResult> {
  const raw = envelopeRows(feedEnvelopeSchema(LIST), body, LIST);
  const errors: RowErrors = new Map();
  const rows = await parseFeedRows(LIST, raw, userFeedRowSchema, errors);
  markDuplicateKeys(
    LIST,
    rows,
    (row) => row.email,
    'email',
    (email, first, index) => `User ${email} is listed twice (rows ${first} and ${index}).`,
    errors,
  );
  const [organizations, accounts] = await Promise.all([
    findOrganizationsById(
      db,
      rows.flatMap((row) => row?.organizations ?? []),
    ),
    accountsByEmail(
      db,
      rows.flatMap((row) => (row ? [row.email] : [])),
    ),
  ]);
  rows.forEach((row, index) => {
    if (!row) return;
    if (accounts.get(row.email)?.isStaff)
      errors.set(`${LIST}.${index}.email`, 'This address belongs to a staff account, which cannot order.');
    const seen = new Set<string>();
    row.organizations.forEach((id, at) => {
      if (!organizations.has(id))
        errors.set(
          `${LIST}.${index}.organizations.${at}`,
          `No customer ${id}; send it to /integration/v1/customers first.`,
        );
      else if (seen.has(id))
        errors.set(`${LIST}.${index}.organizations.${at}`, `Customer ${id} is listed twice.`);
      seen.add(id);
    });
  });
  if (errors.size > 0) refuseRows(errors, 'user');
  const buyers = rows.map((row) => row!);

  const outcome = await db.transaction(async (tx) => {
    await lockCustomerWrites(tx);
    const written = await upsertBuyerAccounts(
      tx,
      buyers.map((row) => ({
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        region: organizations.get(row.organizations[0] ?? '')?.region ?? 'northeast',
      })),
    );
    const touched = new Map(written.map((row) => [row.email, row]));
    const idOf = new Map([...accounts].map(([email, account]) => [email, account.id]));
    for (const row of written) idOf.set(row.email, row.id);
    const current = await membershipsOf(
      tx,
      buyers.map((row) => idOf.get(row.email)!),
    );
    const added: Membership[] = [];
    const removed: Membership[] = [];
    const changedUsers = new Set<string>();
    const signedOut: string[] = [];
    for (const row of buyers) {
      const userId = idOf.get(row.email)!;
      const had = current.get(userId) ?? new Set<string>();
      const wanted = new Set(row.organizations);
      for (const organizationId of wanted)
        if (!had.has(organizationId)) added.push({ userId, organizationId });
      for (const organizationId of had)
        if (!wanted.has(organizationId)) removed.push({ userId, organizationId });
      if ([...wanted].some((id) => !had.has(id)) || [...had].some((id) => !wanted.has(id)))
        changedUsers.add(userId);
      if (had.size > 0 && wanted.size === 0) signedOut.push(userId);
    }
    await changeMemberships(tx, added, removed);
    await endSessionsOf(tx, signedOut);
    let invited = 0;
    for (const row of buyers) {
      if (!row.invite || touched.get(row.email)?.inserted !== true) continue;
      invited++;
      await publish(tx, passwordLinkRequested, {
        userId: idOf.get(row.email)!,
        purpose: 'welcome',
        requestedBy: null,
        organizationName: organizations.get(row.organizations[0] ?? '')?.name ?? null,
      });
    }
    const insertedIds = new Set(written.filter((row) => row.inserted).map((row) => row.id));
    const updatedIds = new Set(
      [...written.map((row) => row.id), ...changedUsers].filter((id) => !insertedIds.has(id)),
    );
    return { created: insertedIds.size, updated: updatedIds.size, invited, signedOut: signedOut.length };
  });
  if (outcome.created + outcome.updated > 0) await announceSessionChange(db, 'all');
  const result = upsertOutcome('user', buyers.length, outcome.created, outcome.updated);
  return { ...result, invited: outcome.invited, signedOut: outcome.signedOut };
}

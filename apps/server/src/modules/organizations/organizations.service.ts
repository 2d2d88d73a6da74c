import type { Organization } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { selectSessionOrganization, type SessionContext } from '../auth/auth.service.ts';
import { toOrganization } from './organization-view.ts';
import { findOrganizationOfUser, listOrganizationsOfUser } from './organizations.repository.ts';

export { toOrganization };

/** The acting user's organizations, the session's current one marked active. */
export async function listOrganizations(db: Db, session: SessionContext): Promise<Organization[]> {
  const rows = await listOrganizationsOfUser(db, session.user.id);
  const activeId = session.organization?.row.id;
  return rows.map((o) =>
    toOrganization(o.row, { name: o.salesRepName, email: o.salesRepEmail }, o.row.id === activeId),
  );
}

/** Makes an organization the session's current one; another tenant's organization is a 404 and changes nothing. */
export async function setCurrentOrganization(
  db: Db,
  session: SessionContext,
  organizationId: string,
): Promise<Organization> {
  const found = await findOrganizationOfUser(db, session.user.id, organizationId);
  if (!found) throw notFound('The organization');
  await selectSessionOrganization(db, session, organizationId, found.row.region);
  return toOrganization(found.row, { name: found.salesRepName, email: found.salesRepEmail }, true);
}

/** The organization a user starts a session with: the remembered one if still a member, else the first by name. */
export async function initialOrganizationId(
  db: Db,
  userId: string,
  rememberedId: string | null,
): Promise<string | null> {
  if (rememberedId && (await findOrganizationOfUser(db, userId, rememberedId))) return rememberedId;
  const [first] = await listOrganizationsOfUser(db, userId);
  return first?.row.id ?? null;
}

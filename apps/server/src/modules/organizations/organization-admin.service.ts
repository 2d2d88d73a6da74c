// What the staff console changes on organizations: this module owns the tables, so the staff-customers
// module writes through here (ADR 015). Callers pass their transaction and audit the change in it, then
// announce the session change for the members (organization fields ride in every session, ADR 004).
export {
  deleteMember,
  insertMember,
  listSalesReps,
  lockOrganization,
  memberIdsOf,
  updateOrganization,
  type OrganizationPatch,
} from './organization-admin.repository.ts';
export {
  assignOrganizationsToRep,
  organizationCountsOfReps,
  salesRepById,
  salesRepForEmail,
  type SalesRepSummary,
} from './sales-rep-assignment.repository.ts';

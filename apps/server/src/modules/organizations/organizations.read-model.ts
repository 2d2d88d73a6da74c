// Read model (ADR 015): the organization tables other modules may select from and join, and never write.
// Readers: auth (the session's organization, role and sales rep), content (an organization's delivery
// schedule), impersonation (customers and their members), order guides (owner names, the viewer's role),
// orders (business units; names and sales reps for the staff console), mail (a rep's outbox), staff audit (a rep's part of the log), analytics
// (business unit names on the staff dashboard).

/** Organization tables readable by other modules: join and select only. */
export {
  businessUnits,
  customerGroups,
  organizationMembers,
  organizations,
  PUNCHOUT_MEMBER_ROLE,
  salesReps,
} from './organizations.table.ts';

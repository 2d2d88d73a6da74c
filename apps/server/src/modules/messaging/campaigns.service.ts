import type { Campaign, CampaignFields } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { campaignColumnsOf, campaignViewOf } from './campaign-body.ts';
import { refuseUnsafeLinks } from './campaign-links.ts';
import {
  audienceSizeOf,
  insertCampaign,
  listCampaigns,
  lockCampaign,
  updateCampaign,
} from './campaigns.repository.ts';
import { findCampaign, type CampaignRow } from './messaging.repository.ts';

const SUBJECT = 'messaging-campaign';

async function viewOf(db: Db, row: CampaignRow): Promise<Campaign> {
  return campaignViewOf(row, await audienceSizeOf(db, row.targeting));
}

/**
 * The fields to store (issue 28): in-app HTML that links only to safe targets, and for a sales rep a
 * targeting narrowed to their organizations, whatever was sent (a rep reads, edits and publishes no campaign
 * aimed wider).
 */
function fieldsToStore(staff: SessionUser, fields: CampaignFields): CampaignFields {
  refuseUnsafeLinks(fields);
  const rep = salesRepScopeOf(staff);
  return rep ? { ...fields, targeting: { ...fields.targeting, salesRepId: rep } } : fields;
}

/** Whether a staff member may see a campaign: any, or for a sales rep only those aimed at their organizations. */
function isVisibleTo(staff: SessionUser, row: CampaignRow): boolean {
  const rep = salesRepScopeOf(staff);
  return rep === null || row.targeting.salesRepId === rep;
}

/** A page of the campaigns a staff member may see, newest first, each with its audience size. */
export async function findCampaignPage(
  db: Db,
  staff: SessionUser,
  paging: { limit: number; offset: number },
) {
  const { rows, total } = await listCampaigns(db, paging, salesRepScopeOf(staff));
  return { items: await Promise.all(rows.map((row) => viewOf(db, row))), total };
}

/** One campaign the staff member may see, or null. */
export async function findCampaignView(db: Db, staff: SessionUser, id: number): Promise<Campaign | null> {
  const row = await findCampaign(db, id);
  return row && isVisibleTo(staff, row) ? viewOf(db, row) : null;
}

/** Creates a draft campaign, audited. */
export async function createCampaign(db: Db, staff: SessionUser, input: CampaignFields): Promise<Campaign> {
  const fields = fieldsToStore(staff, input);
  const row = await db.transaction(async (tx) => {
    const created = await insertCampaign(tx, { ...campaignColumnsOf(fields), createdBy: staff.id });
    await recordStaffChange(tx, staff, {
      action: 'campaign.create',
      subjectType: SUBJECT,
      subjectId: String(created.id),
      before: null,
      after: fields,
    });
    return created;
  });
  return viewOf(db, row);
}

/** Replaces a campaign's fields (a live one changes for its audience at once), audited; 404 if none. */
export async function editCampaign(
  db: Db,
  staff: SessionUser,
  id: number,
  input: CampaignFields,
): Promise<Campaign> {
  const fields = fieldsToStore(staff, input);
  const row = await db.transaction(async (tx) => {
    const before = await lockCampaign(tx, id);
    if (!before || !isVisibleTo(staff, before)) throw notFound('The campaign');
    const after = await updateCampaign(tx, id, campaignColumnsOf(fields));
    await recordStaffChange(tx, staff, {
      action: 'campaign.update',
      subjectType: SUBJECT,
      subjectId: String(id),
      before: campaignViewOf(before, 0),
      after: fields,
    });
    return after!;
  });
  return viewOf(db, row);
}

/** Publishes a campaign: from now on it reaches its audience; publishing a live one changes nothing. */
export async function publishCampaign(db: Db, staff: SessionUser, id: number): Promise<Campaign> {
  const row = await db.transaction(async (tx) => {
    const before = await lockCampaign(tx, id);
    if (!before || !isVisibleTo(staff, before)) throw notFound('The campaign');
    if (before.status === 'live') return before;
    const after = await updateCampaign(tx, id, { status: 'live', publishedAt: new Date() });
    await recordStaffChange(tx, staff, {
      action: 'campaign.publish',
      subjectType: SUBJECT,
      subjectId: String(id),
      before: { status: before.status },
      after: { status: 'live' },
    });
    return after!;
  });
  return viewOf(db, row);
}

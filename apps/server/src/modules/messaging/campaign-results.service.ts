import type { CampaignStats, CampaignTestSend } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { salesRepScopeOf } from '../../plugins/require-staff.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import { campaignCallCounts, MEASURE_CALLS, type CampaignMeasure } from './campaign-results.repository.ts';
import { audienceSizeOf, findBuyerForTestSend } from './campaigns.repository.ts';
import {
  findCampaign,
  insertTriggeredMessage,
  TEST_SEND_CAUSE,
  type CampaignRow,
} from './messaging.repository.ts';
import { testMessageId } from './provider-messages.ts';

type Counts = Record<CampaignMeasure, number>;

const MEASURES = Object.keys(MEASURE_CALLS) as CampaignMeasure[];

function zero(): Counts {
  return { delivered: 0, opened: 0, clicked: 0, dismissed: 0, consumed: 0 };
}

function measureOf(call: string): CampaignMeasure | undefined {
  return MEASURES.find((measure) => MEASURE_CALLS[measure].includes(call));
}

/** The campaign a staff member may see (a sales rep only those aimed at their organizations), or a 404. */
async function visibleCampaign(db: Db, staff: SessionUser, id: number): Promise<CampaignRow> {
  const row = await findCampaign(db, id);
  const rep = salesRepScopeOf(staff);
  if (!row || (rep !== null && row.targeting.salesRepId !== rep)) throw notFound('The campaign');
  return row;
}

/**
 * `GET /web-api/staff/campaigns/{id}/stats`: the audience the targeting reaches now, and what the buyers'
 * messaging clients reported (delivered, opened, clicked, dismissed, consumed) in all and per UTC day.
 */
export async function campaignStats(db: Db, staff: SessionUser, id: number): Promise<CampaignStats> {
  const campaign = await visibleCampaign(db, staff, id);
  const [audience, totalRows, dayRows] = await Promise.all([
    audienceSizeOf(db, campaign.targeting),
    campaignCallCounts(db, id, false),
    campaignCallCounts(db, id, true),
  ]);
  const totals = zero();
  for (const row of totalRows) {
    const measure = measureOf(row.type);
    // Two calls can count as one measure (in-app and embedded): a campaign is one kind, so they add up.
    if (measure) totals[measure] += row.count;
  }
  const days = new Map<string, Counts>();
  for (const row of dayRows) {
    const measure = measureOf(row.type);
    if (!measure) continue;
    const counts = days.get(row.day) ?? zero();
    counts[measure] += row.count;
    days.set(row.day, counts);
  }
  return {
    campaignId: id,
    audience,
    totals,
    days: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, counts]) => ({ date, ...counts })),
  };
}

/**
 * `POST /web-api/staff/campaigns/{id}/test-send`: shows an in-app campaign, draft or live, to one buyer
 * (a customer of an organization in the staff member's scope) as a message of its own, left out of the
 * results. Audited.
 */
export async function testSendCampaign(
  db: Db,
  staff: SessionUser,
  id: number,
  email: string,
): Promise<CampaignTestSend> {
  const campaign = await visibleCampaign(db, staff, id);
  if (campaign.kind !== 'inApp') {
    throw new AppError('RULE_BROKEN', 'Test sends are for in-app messages; preview an embedded one instead.');
  }
  const buyer = await findBuyerForTestSend(db, email, salesRepScopeOf(staff));
  if (!buyer) throw notFound('The buyer');
  const messageId = testMessageId(id);
  await db.transaction(async (tx) => {
    await insertTriggeredMessage(tx, {
      messageId,
      campaignId: id,
      userId: buyer.id,
      cause: `${TEST_SEND_CAUSE}${staff.id}:${messageId}`,
    });
    await recordStaffChange(tx, staff, {
      action: 'messaging-campaign.test-send',
      subjectType: 'messaging-campaign',
      subjectId: String(id),
      before: null,
      after: { messageId, buyer: buyer.email },
    });
  });
  return { messageId, email: buyer.email };
}

import {
  PRODUCT_ISSUE_SENT_MESSAGE,
  WEB_ISSUE_SENT_MESSAGE,
  type productIssueBodySchema,
  type webIssueBodySchema,
} from '@larder/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { productIssueReported } from '../../events/product-issue-reported.event.ts';
import { publish } from '../../events/publish.ts';
import { webIssueReported } from '../../events/web-issue-reported.event.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { checkedPhoto } from './issue-photo.ts';
import {
  findOrganizationOrderLine,
  findOwnCartLineSku,
  findProductTitle,
  insertProductIssue,
  insertWebIssue,
} from './issue-reports.repository.ts';

export {
  findProductIssue,
  findProductIssuePage,
  findProductIssuePhoto,
  findWebIssue,
  findWebIssuePage,
} from './issue-reports.repository.ts';
export type { ProductIssueRow } from './issue-reports.repository.ts';

type ProductIssueInput = z.output<typeof productIssueBodySchema>;

/** The product a report is about, checked against the cart or order line it came from (404 when not theirs). */
async function reportedProduct(
  db: Db,
  owner: { organizationId: string; userId: string },
  body: ProductIssueInput,
): Promise<{ title: string; webOrderNumber: string | null; lineNumber: number | null }> {
  if (body.source === 'order') {
    const line = await findOrganizationOrderLine(
      db,
      owner.organizationId,
      body.webOrderNumber!,
      body.lineNumber!,
    );
    if (!line || line.sku !== body.productSku) throw notFound('The order line');
    return { title: line.title, webOrderNumber: body.webOrderNumber!, lineNumber: body.lineNumber! };
  }
  if (body.source === 'cart') {
    const sku = await findOwnCartLineSku(db, owner, body.cartLineId!);
    if (sku !== body.productSku) throw notFound('The cart line');
  }
  const title = await findProductTitle(db, body.productSku);
  if (title === null) throw notFound('The product');
  return { title, webOrderNumber: null, lineNumber: null };
}

/**
 * `POST /web-api/product-issues`: stores a buyer's product issue (with its photo, checked) and publishes
 * the fact; a subscriber e-mails the organization's sales rep, and staff read it in the console.
 */
export async function reportProductIssue(
  db: Db,
  session: SessionContext,
  body: ProductIssueInput,
): Promise<{ success: true; id: string; message: string }> {
  const organization = session.organization;
  if (!organization) throw new AppError('FORBIDDEN', 'Choose an organization to report an issue.');
  const owner = { organizationId: organization.row.id, userId: session.user.id };
  const product = await reportedProduct(db, owner, body);
  const photo = body.photoBase64 ? checkedPhoto(body.photoBase64) : null;
  const id = randomUUID();
  const user = session.user;
  await db.transaction(async (tx) => {
    await insertProductIssue(tx, {
      id,
      ...owner,
      reportedByStaffUserId: session.originalUser?.id ?? null,
      source: body.source,
      productSku: body.productSku,
      productTitle: product.title,
      webOrderNumber: product.webOrderNumber,
      lineNumber: product.lineNumber,
      reason: body.reason,
      comment: body.comment,
      photoBase64: photo?.base64 ?? null,
      photoType: photo?.type ?? null,
      sentTo: organization.salesRepEmail,
    });
    await publish(tx, productIssueReported, {
      reportId: id,
      organizationName: organization.row.name,
      reporter: { name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email },
      salesRep: { name: organization.salesRepName, email: organization.salesRepEmail },
    });
  });
  return { success: true, id, message: PRODUCT_ISSUE_SENT_MESSAGE };
}

/**
 * `POST /web-api/web-issues`: stores a report of a problem with the site, from a buyer or a visitor, and
 * publishes the fact; a subscriber e-mails the support address, and staff read it in the console.
 */
export async function reportWebIssue(
  db: Db,
  session: SessionContext | null,
  body: z.output<typeof webIssueBodySchema>,
): Promise<{ success: true; id: string; message: string }> {
  const id = randomUUID();
  const contactEmail = session ? session.user.email : body.contactEmail || null;
  await db.transaction(async (tx) => {
    await insertWebIssue(tx, {
      id,
      userId: session?.user.id ?? null,
      organizationId: session?.organization?.row.id ?? null,
      contactEmail,
      description: body.description,
      pageUrl: body.pageUrl,
      userAgent: body.userAgent,
      viewport: body.viewport,
    });
    await publish(tx, webIssueReported, { reportId: id, reportedBy: contactEmail });
  });
  return { success: true, id, message: WEB_ISSUE_SENT_MESSAGE };
}

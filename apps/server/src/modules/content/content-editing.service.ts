import type { PageType, StaffContentPage, StaffContentPageNode, StaffPageDraft } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { recordStaffChange } from '../staff-audit/staff-audit.service.ts';
import {
  findAllPages,
  findPageById,
  findPageForUpdate,
  publishPageDraft,
  setPageDraft,
  type EditablePageRow,
} from './content-editing.repository.ts';
import { DEFAULT_LANGUAGE, validatePageProperties } from './content.service.ts';

function nodeOf(row: EditablePageRow): StaffContentPageNode {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    url: row.url,
    pageType: row.pageType as PageType,
    isEditable: row.isEditable,
    published: row.published,
    hasDraft: row.draft !== null,
    changedAt: row.changedAt.toISOString(),
  };
}

function pageOf(row: EditablePageRow): StaffContentPage {
  return { ...nodeOf(row), properties: row.properties, draft: row.draft ?? null };
}

/** Every page in tree order (depth first, each parent's children in sort order), for the console's tree. */
export async function listPageTree(db: Db): Promise<StaffContentPageNode[]> {
  const rows = await findAllPages(db, DEFAULT_LANGUAGE);
  const childrenOf = new Map<number | null, EditablePageRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  const ordered: StaffContentPageNode[] = [];
  const seen = new Set<number>();
  const visit = (parentId: number | null) => {
    for (const row of childrenOf.get(parentId) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push(nodeOf(row));
      visit(row.id);
    }
  };
  visit(null);
  // Pages whose parent is in another language still belong in the list.
  for (const row of rows) if (!seen.has(row.id)) ordered.push(nodeOf(row));
  return ordered;
}

/** One page with its draft; unknown ids are a 404. */
export async function getPageForEditing(db: Db, id: number): Promise<StaffContentPage> {
  const row = await findPageById(db, id);
  if (!row) throw notFound('The page');
  return pageOf(row);
}

async function editablePage(tx: Db, id: number): Promise<EditablePageRow> {
  const row = await findPageForUpdate(tx, id);
  if (!row) throw notFound('The page');
  if (!row.isEditable) {
    throw new AppError(
      'FORBIDDEN',
      `${row.name} is not editable: the staff console's own pages and other fixed pages cannot be changed here.`,
    );
  }
  return row;
}

/** Saves a page's draft after checking its properties against the page type; buyers keep seeing the published page. */
export async function savePageDraft(
  db: Db,
  staff: SessionUser,
  id: number,
  input: StaffPageDraft,
): Promise<StaffContentPage> {
  return db.transaction(async (tx) => {
    const before = await editablePage(tx, id);
    const properties = validatePageProperties(before.pageType as PageType, input.properties);
    const draft = { name: input.name, properties };
    const after = await setPageDraft(tx, id, draft);
    await recordStaffChange(tx, staff, {
      action: 'content.page.save-draft',
      subjectType: 'content-page',
      subjectId: String(id),
      before: before.draft ?? null,
      after: draft,
    });
    return pageOf(after);
  });
}

/** Publishes a page's draft: buyers' next request gets it. A page without a draft is a 400. */
export async function publishPage(db: Db, staff: SessionUser, id: number): Promise<StaffContentPage> {
  return db.transaction(async (tx) => {
    const before = await editablePage(tx, id);
    if (!before.draft) {
      throw new AppError('VALIDATION_FAILED', 'This page has no draft to publish.', {
        draft: 'Save a draft first.',
      });
    }
    // Checked again: the page type's schema may have changed since the draft was saved.
    const properties = validatePageProperties(before.pageType as PageType, before.draft.properties);
    const after = await publishPageDraft(tx, id, { name: before.draft.name, properties });
    await recordStaffChange(tx, staff, {
      action: 'content.page.publish',
      subjectType: 'content-page',
      subjectId: String(id),
      before: { name: before.name, properties: before.properties },
      after: { name: after.name, properties: after.properties },
    });
    return pageOf(after);
  });
}

/** Drops a page's draft; the published page is untouched. */
export async function discardPageDraft(db: Db, staff: SessionUser, id: number): Promise<StaffContentPage> {
  return db.transaction(async (tx) => {
    const before = await editablePage(tx, id);
    const after = before.draft ? await setPageDraft(tx, id, null) : before;
    if (before.draft) {
      await recordStaffChange(tx, staff, {
        action: 'content.page.discard-draft',
        subjectType: 'content-page',
        subjectId: String(id),
        before: before.draft,
        after: null,
      });
    }
    return pageOf(after);
  });
}

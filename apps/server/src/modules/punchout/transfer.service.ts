import type { Db } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { cartContextOf, computeTargetCart } from '../cart/cart.service.ts';
import { saveLineTokens } from './line-tokens.ts';
import { findPunchIn } from './punch-in.repository.ts';
import { insertPunchoutLog } from './punchout-log.repository.ts';
import { ociFields, punchOutOrderMessage, transferLinesOf } from './punchout-messages.ts';
import { CXML_FORM_FIELD, type TransferPage } from './transfer-page.ts';

/**
 * What the transfer page posts for a punchout session's cart: the cXML PunchOutOrderMessage in one field,
 * or the OCI NEW_ITEM-* fields. With the single-encoding flag (the spec's, and our client's always) the
 * document goes into the field as it is, so the browser's form encoding is the only one; without it, the
 * document is URL-encoded first, as older clients expected. The cart stays as it is for a later edit.
 */
export async function transferOf(
  db: Db,
  session: SessionContext | null,
  options: { now: Date; timeZone: string; singleEncoding: boolean },
): Promise<Omit<TransferPage, 'nonce'>> {
  const punchIn = session?.punchout ? await findPunchIn(db, session.punchout.id) : null;
  if (!session || !punchIn) throw notFound('The punchout session');
  const computation = await computeTargetCart(db, cartContextOf(session, options.now, options.timeZone));
  const lines = transferLinesOf(computation, punchIn.id);
  await saveLineTokens(
    db,
    lines.map((line) => line.place),
  );
  await insertPunchoutLog(db, {
    buyerId: punchIn.buyerId,
    kind: 'transfer',
    ok: lines.length > 0,
    detail: lines.length > 0 ? `${lines.length} line(s) to ${punchIn.systemName}` : 'The cart was empty.',
    punchInId: punchIn.id,
  });
  let fields: [string, string][];
  let target: string | null = null;
  if (punchIn.protocol === 'oci') {
    const oci = punchIn.ociReturn ?? { okCode: 'ADDI', target: '_top', returnTarget: null };
    fields = ociFields(lines, oci);
    // The form goes to the frame SAP named: returntarget, else ~TARGET (OCI's default: the whole window).
    target = oci.returnTarget ?? oci.target;
  } else {
    const document = punchOutOrderMessage(punchIn, computation, lines);
    fields = [[CXML_FORM_FIELD, options.singleEncoding ? document : encodeURIComponent(document)]];
  }
  return {
    systemName: punchIn.systemName,
    protocol: punchIn.protocol,
    returnUrl: punchIn.returnUrl,
    fields,
    target,
  };
}

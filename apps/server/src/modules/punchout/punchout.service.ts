/**
 * The punchout module as the flows and routes reach it: buyers and their credentials, punch-ins (setup,
 * StartPage, transfer), the cXML reading and writing, and the OrderRequest's bookkeeping.
 */

export {
  authenticateBuyer,
  buyerOrganizationOf,
  createPunchoutBuyer,
  isAllowedReturnUrl,
  listPunchoutBuyers,
  punchoutLogOf,
  updatePunchoutBuyer,
  type PunchoutBuyerRow,
} from './punchout-buyers.service.ts';
export { openStartPage, restoreCart, startPunchIn } from './punch-in.service.ts';
export { insertPunchoutLog as recordPunchoutLog } from './punchout-log.repository.ts';
export {
  endOrderTurn,
  findOrderAnswer,
  findOrderAnswerOfPo,
  findPunchIn,
  storeOrderAnswer,
  takeOrderTurn,
} from './punch-in.repository.ts';
export { attributeOf, at, CxmlRefusal, cxmlStatus, parseCxml, textOf } from './cxml.ts';
export { cartTotalCents, credentialsOf, itemOutLinesOf, restoreItemsOf } from './punchout-messages.ts';
export { transferOf } from './transfer.service.ts';
export { resolveItemOuts } from './line-tokens.ts';
export type { OrderRequestType } from './punchout.table.ts';
export type { ItemOutLine } from './line-tokens.ts';

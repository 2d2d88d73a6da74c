/**
 * When a call really happened: the browser's timestamp shifted by how far its clock was off, measured
 * as the gap between its `sentAt` and our `receivedAt` (Segment's own correction). Without `sentAt`
 * the browser's timestamp stands.
 */
export function correctedTimestamp(timestamp: Date, sentAt: Date | null, receivedAt: Date): Date {
  if (!sentAt) return timestamp;
  return new Date(timestamp.getTime() + (receivedAt.getTime() - sentAt.getTime()));
}

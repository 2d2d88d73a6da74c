/** One stock row as the ERP's inventory feed takes it (ADR 021). */
export interface StockFeedRow {
  sku: string;
  unitOfMeasure: string;
  businessUnitId: string;
  onHand: number;
}

/** Sends stock through the demo's integration key, as the ERP does; throws unless it is taken. */
export async function feedStock(baseUrl: string, items: readonly StockFeedRow[]): Promise<void> {
  const response = await fetch(`${baseUrl}/integration/v1/inventory`, {
    method: 'POST',
    headers: { authorization: 'Bearer larder-demo-integration-key', 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });
  if (response.status !== 200)
    throw new Error(`inventory feed answered ${response.status} ${await response.text()}`);
}

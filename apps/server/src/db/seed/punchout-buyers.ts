import { hashPassword } from '../../modules/auth/password.ts';
import { punchoutBuyers } from '../../modules/punchout/punchout.table.ts';
import type { Db } from '../client.ts';

/** The demo procurement systems' shared secret (README, "Punchout"). */
export const DEMO_PUNCHOUT_SECRET = 'larder-demo-secret';

/** The demo cXML buyer's From and Sender identity, in domain NetworkId. */
export const DEMO_CXML_IDENTITY = 'larder-demo-procurement';

/** The demo OCI buyer's USERNAME. */
export const DEMO_OCI_USERNAME = 'larder-demo-oci';

/** The organization both demo buyers buy for (Bistro Marguerite). */
export const DEMO_PUNCHOUT_ORGANIZATION = '100101';

/** Seeds the demo punchout buyers: one cXML, one OCI, both returning carts to localhost only. */
export async function seedPunchoutBuyers(db: Db): Promise<number> {
  const common = {
    organizationId: DEMO_PUNCHOUT_ORGANIZATION,
    returnHosts: ['localhost', '127.0.0.1'],
    deploymentMode: 'window' as const,
  };
  const rows = [
    {
      ...common,
      id: 'punchout-demo-cxml',
      name: 'Demo Procurement',
      protocol: 'cxml' as const,
      fromIdentity: DEMO_CXML_IDENTITY,
      fromDomain: 'NetworkId',
      senderIdentity: DEMO_CXML_IDENTITY,
      senderDomain: 'NetworkId',
      secretHash: await hashPassword(DEMO_PUNCHOUT_SECRET),
      trackingEmail: 'procurement@bistro-marguerite.test',
    },
    {
      ...common,
      id: 'punchout-demo-oci',
      name: 'Demo SAP',
      protocol: 'oci' as const,
      fromIdentity: DEMO_OCI_USERNAME,
      fromDomain: 'OCI',
      senderIdentity: DEMO_OCI_USERNAME,
      senderDomain: 'OCI',
      secretHash: await hashPassword(DEMO_PUNCHOUT_SECRET),
      trackingEmail: 'sap@bistro-marguerite.test',
    },
  ];
  await db.insert(punchoutBuyers).values(rows);
  return rows.length;
}

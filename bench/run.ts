import { main as bundleSize } from './bundle-size.bench.ts';
import { main as cart } from './cart.bench.ts';
import { main as currentUser } from './current-user.bench.ts';
import { main as guideImport } from './import.bench.ts';
import { main as largestContentfulPaint } from './lcp.bench.ts';
import { main as memory } from './memory.bench.ts';
import { main as orders } from './orders.bench.ts';
import { main as search } from './search.bench.ts';
import { main as orderGuide } from './order-guide.bench.ts';
import { main as orderGuideBrowser } from './order-guide-browser.bench.ts';
import { main as rateLimit } from './rate-limit.bench.ts';
import { main as scaleOut } from './scale-out.bench.ts';
import { main as staffAnalytics } from './staff-analytics.bench.ts';
import { main as staffConsole } from './staff-console.bench.ts';
import { main as inventoryFeed } from './inventory-feed.bench.ts';
import { main as catalogUpsert } from './catalog-upsert.bench.ts';
import { main as deliveryCalendar } from './delivery-calendar.bench.ts';
import { main as customerFeed } from './customer-feed.bench.ts';

const benches: Record<string, () => Promise<boolean>> = {
  'bundle-size': bundleSize,
  lcp: largestContentfulPaint,
  'current-user': currentUser,
  cart,
  orders,
  search,
  'order-guide': orderGuide,
  'order-guide-browser': orderGuideBrowser,
  import: guideImport,
  'rate-limit': rateLimit,
  'staff-analytics': staffAnalytics,
  'staff-console': staffConsole,
  'inventory-feed': inventoryFeed,
  'catalog-upsert': catalogUpsert,
  'delivery-calendar': deliveryCalendar,
  'customer-feed': customerFeed,
  'scale-out': scaleOut,
  memory,
};

// `npm run bench` runs them all; `npm run bench -- cart lcp` runs the named ones. Each prints its figures
// and the ratio it is judged by; the exit code says whether every target was met.
const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(', ')}; choose from ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const results: boolean[] = [];
for (const name of names.length > 0 ? names : Object.keys(benches)) results.push(await benches[name]!());
process.exitCode = results.every(Boolean) ? 0 : 1;

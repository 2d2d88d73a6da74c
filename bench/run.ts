import { main as bundleSize } from './bundle-size.bench.ts';
import { main as currentUser } from './current-user.bench.ts';
import { main as largestContentfulPaint } from './lcp.bench.ts';

// Every benchmark prints its figures and the ratio it is judged by; the exit code says whether targets were met.
const results = [await bundleSize(), await largestContentfulPaint(), await currentUser()];
process.exitCode = results.every(Boolean) ? 0 : 1;

import type { StaffAnalyticsSummary } from '@larder/contract';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatRate } from '../analytics-range.ts';
import { ChartFigure } from './chart-figure.tsx';
import { SERIES_COLOURS } from './sales-charts.tsx';

type EventCount = StaffAnalyticsSummary['events'][number];

const AXIS = { fontSize: 12, fill: '#44403c' };
const EVENTS_DRAWN = 12;

const CALL_LABELS: Record<string, string> = {
  page: 'Page views',
  screen: 'Screen views',
  identify: 'Identify calls',
  group: 'Group calls',
  alias: 'Alias calls',
};

// The tracker's event names (Segment's e-commerce spec and ours) as a person at the distributor reads them.
const EVENT_WORDS: Record<string, string> = {
  'Product Viewed': 'Viewed a product',
  'Product List Viewed': 'Saw a list of products',
  'Product Hovered': 'Pointed at a product',
  'Products Searched': 'Searched the catalog',
  'Product Added': 'Added to cart',
  'Order Guide Search': 'Searched an order guide',
  'Order Guide Added to Cart': 'Added an order guide to the cart',
  'Query Suggestions Viewed': 'Saw search suggestions',
  'Order Submitted': 'Submitted an order',
  'Customer Order': 'Placed an order',
  'Order Modification Ended': 'Finished changing an order',
  'Report Order Issue': 'Reported an order issue',
  'Notify Me Submitted': 'Asked to hear when back in stock',
  'Search for Substitutions': 'Looked for a substitute',
  'No substitution was added to cart': 'Added no substitute',
  'Exit Intent': 'Was about to leave the page',
  'Asset Viewed': 'Opened a document',
};

/** How an event kind is named in words: 'Viewed a product', 'Page views'; an unknown track name as sent. */
export function eventLabel(event: EventCount): string {
  if (event.event) return EVENT_WORDS[event.event] ?? event.event;
  return CALL_LABELS[event.type] ?? event.type;
}

/** Product views to add-to-cart: the two steps as bars, and the rate between them. */
export function FunnelChart({ funnel }: { funnel: StaffAnalyticsSummary['funnel'] }) {
  const steps = [
    { step: 'Product viewed', events: funnel.productViews },
    { step: 'Product added to cart', events: funnel.productAdds },
  ];
  return (
    <ChartFigure
      title="Product views to add-to-cart"
      summary={
        funnel.productViews === 0
          ? `No product views in this range; ${formatCount(funnel.productAdds)} products added to cart.`
          : `${formatCount(funnel.productViews)} product views and ${formatCount(funnel.productAdds)} adds to cart: ${formatRate(funnel.addRate)} adds per view.`
      }
      rows={steps}
      columns={[
        { header: 'Step', cell: (s) => s.step },
        { header: 'Events', cell: (s) => formatCount(s.events), numeric: true },
      ]}
      rowKey={(s) => s.step}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={steps}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={AXIS} allowDecimals={false} />
            <YAxis type="category" dataKey="step" tick={AXIS} width={150} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Bar dataKey="events" name="Events" isAnimationActive={false}>
              {steps.map((s, index) => (
                <Cell key={s.step} fill={SERIES_COLOURS[index === 0 ? 2 : 0]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

/** Events per type and name, the most frequent drawn as bars, all of them in the table. */
export function EventsChart({ events }: { events: StaffAnalyticsSummary['events'] }) {
  const total = events.reduce((sum, e) => sum + e.count, 0);
  const drawn = events.slice(0, EVENTS_DRAWN).map((e) => ({ label: eventLabel(e), count: e.count }));
  return (
    <ChartFigure
      title="Events by type"
      summary={
        total === 0
          ? 'No events stored in this range.'
          : `${formatCount(total)} events of ${events.length} kinds; the most frequent: ${drawn
              .slice(0, 3)
              .map((e) => `${e.label} (${formatCount(e.count)})`)
              .join(', ')}.`
      }
      rows={events}
      columns={[
        { header: 'Event', cell: eventLabel },
        { header: 'Type', cell: (e) => e.type },
        { header: 'Count', cell: (e) => formatCount(e.count), numeric: true },
      ]}
      rowKey={(e) => `${e.type}|${e.event ?? ''}`}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={drawn}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" tick={AXIS} allowDecimals={false} />
            <YAxis type="category" dataKey="label" tick={AXIS} width={170} interval={0} />
            <Tooltip formatter={(value) => formatCount(Number(value))} />
            <Bar dataKey="count" name="Events" fill={SERIES_COLOURS[5]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

import type { PageProperties } from '@larder/contract';
import { formatCalendarDay } from '@larder/domain';
import { bold, callout, h2, h3, link, ol, p, ul } from './content-rich-text.ts';
import type { Holiday } from './delivery-calendar.ts';

type StandardPage = PageProperties<'StandardPage'>;

/** An editorial page of the demo site: its name, URL segment and properties. */
export interface Article {
  name: string;
  segment: string;
  properties: StandardPage;
}

/** /about-us/ */
export const ABOUT_US: Article = {
  name: 'About Us',
  segment: 'about-us',
  properties: {
    metaDescription:
      'Larder Foodservice supplies independent restaurants, hotels and caterers with protein, produce, specialty goods and kitchen supplies from four regional warehouses.',
    heading: 'A distributor built around the kitchen',
    intro:
      'Larder Foodservice started in 1987 with one refrigerated truck and a handful of restaurants in the Bronx. Today we deliver to more than 4,000 kitchens from four warehouses, and we still answer the phone at five in the morning.',
    showChildren: false,
    body: [
      h2('What we carry'),
      p(
        'Everything a professional kitchen orders week in, week out: center-of-the-plate protein cut to spec in our Chicago butcher shop, produce graded and inspected on arrival in Los Angeles, imported cheese, oils and dry goods from our Bronx specialty warehouse, and smallwares, disposables and janitorial supplies from Denver.',
      ),
      ul(
        [
          bold('Protein'),
          ' – beef, pork, poultry, seafood, lamb and veal, portioned to your specifications.',
        ],
        [
          bold('Produce'),
          ' – vegetables, fruit, herbs and fresh-cut, from partner farms we visit every season.',
        ],
        [bold('Specialty'), ' – cheese, charcuterie, oils, vinegars, spices, pastry and chocolate.'],
        [bold("Chef's Items"), ' – smallwares, tabletop, disposables and janitorial supplies.'],
      ),
      h2('How we work'),
      p(
        'Every account has a named sales representative who knows your menu, your storage and your delivery window. Order online until your cut-off, keep order guides for each station, and see exactly what arrives on which truck.',
      ),
      p(
        'We run our own fleet of refrigerated trucks and log temperatures from our dock to yours. If something is not right when it arrives, tell your driver or ',
        link('report it online', '/resources/delivery-and-returns/'),
        ' and we credit it, no argument.',
      ),
      h2('Who we serve'),
      p(
        'Independent restaurants and restaurant groups, hotels and resorts, caterers, campuses and institutions. If you cook for a living, ',
        link('apply for an account', '/sign-up/'),
        ' and a sales representative will call you within one business day.',
      ),
    ],
  },
};

/** /resources/ */
export const RESOURCES: Article = {
  name: 'Resources',
  segment: 'resources',
  properties: {
    metaDescription:
      'Guides for Larder Foodservice customers: ordering online, cut-off times, receiving and food safety, catch-weight pricing and the holiday delivery schedule.',
    heading: 'Resources for our customers',
    intro:
      'Practical guides for chefs, kitchen managers and buyers: how ordering and delivery work, how to receive safely, and how we price what we sell.',
    showChildren: true,
    body: [
      p(
        'Cannot find what you need? Your sales representative is one click away in the header, or call customer service at ',
        link('(800) 555-0142', 'tel:+18005550142'),
        '.',
      ),
    ],
  },
};

/** The children of /resources/, in menu order. */
export const RESOURCE_ARTICLES: readonly Article[] = [
  {
    name: 'Ordering Online',
    segment: 'ordering-online',
    properties: {
      metaDescription:
        'How to order from Larder Foodservice online: order guides, carts split by warehouse, delivery dates and cut-off times.',
      heading: 'Ordering online, step by step',
      intro: 'Most of our customers place their weekly orders in under ten minutes. Here is how.',
      showChildren: false,
      body: [
        ol(
          ['Sign in and pick the location you are ordering for in the header.'],
          [
            'Open one of your ',
            link('order guides', '/order-guides/'),
            ' – the lists of items you buy regularly – and enter quantities.',
          ],
          ['Or search by item name, SKU or brand and add items to your cart.'],
          [
            'Review your ',
            link('cart', '/cart/'),
            '. Items are grouped by the warehouse that ships them, each with its own delivery date.',
          ],
          ['Add a PO number or a note for the driver, then submit before the cut-off shown in the header.'],
        ),
        callout(
          'info',
          'Changing an order',
          'Submitted orders stay editable until their cut-off. Open ',
          link('Order History', '/order-history/'),
          ' to add items, change quantities or cancel.',
        ),
      ],
    },
  },
  {
    name: 'Delivery, Cut-Offs & Returns',
    segment: 'delivery-and-returns',
    properties: {
      metaDescription:
        'Delivery days, order cut-off times, receiving and returns at Larder Foodservice, explained.',
      heading: 'Delivery, cut-offs and returns',
      intro:
        'Each warehouse delivers on set days of the week, and your route decides which of those days our truck comes to you.',
      showChildren: false,
      body: [
        h2('Cut-off times'),
        p(
          'Orders placed before your warehouse cut-off arrive on your next route day after the lead time. The header always shows the next cut-off and the delivery date it makes, in your own time zone.',
        ),
        ul(
          'Specialty (Bronx): order by 4:00 pm Eastern, delivered the next route day, Monday to Saturday.',
          'Protein (Chicago): order by 2:00 pm Central, delivered the next route day, Monday to Friday.',
          'Produce (Los Angeles): order by 10:00 pm Pacific, delivered the next route day, Monday to Saturday.',
          "Chef's Items (Denver): order by noon Mountain, delivered Tuesday and Thursday with two days' lead time.",
        ),
        h2('Returns and credits'),
        p(
          'Check every delivery against the invoice while the driver is there. Refuse anything damaged, short or out of temperature and the driver notes it for credit. Found a problem after the truck left? Report it from the order within 24 hours and we credit or replace it on your next delivery.',
        ),
        callout(
          'warning',
          'Special orders',
          'Special-order and drop-ship items cannot be returned unless they arrive damaged.',
        ),
      ],
    },
  },
  {
    name: 'Food Safety & Receiving',
    segment: 'food-safety',
    properties: {
      metaDescription:
        'Receiving temperatures, storage and food-safety practices for foodservice deliveries from Larder Foodservice.',
      heading: 'Food safety and receiving',
      intro:
        'Our trucks hold temperature from our dock to your door. These checks keep it safe from your door to the plate.',
      showChildren: false,
      body: [
        h2('Receiving temperatures'),
        ul(
          [bold('Refrigerated'), ' protein, dairy and produce: 41 °F (5 °C) or below.'],
          [bold('Frozen'), ' goods: 0 °F (-18 °C) or below, with no sign of thawing and refreezing.'],
          [bold('Live shellfish'), ': 45 °F (7 °C) or below, with tags kept for 90 days.'],
        ),
        h2('Storage'),
        p(
          'Put refrigerated and frozen items away first, within 15 minutes of delivery. Store raw protein below ready-to-eat food, date everything you open, and rotate first in, first out.',
        ),
        h3('Allergens'),
        p(
          'Product pages list the allergen statement supplied by the manufacturer. Labels can change between lots, so always check the label on the case you received.',
        ),
        callout(
          'info',
          'Recalls',
          'If a product you bought is recalled we contact you directly and credit affected cases. Current notices are posted here.',
        ),
      ],
    },
  },
  {
    name: 'Catch-Weight Pricing',
    segment: 'catch-weight-pricing',
    properties: {
      metaDescription:
        'Why some protein items are priced per pound and invoiced by actual weight, and how Larder estimates your total.',
      heading: 'Understanding catch-weight pricing',
      intro:
        'Whole cuts, fish and some cheeses never weigh exactly the same twice. We price them per pound and invoice the actual weight.',
      showChildren: false,
      body: [
        p(
          'A catch-weight item shows its price per pound (or kilogram) and an average case weight. Your cart estimates the line total from that average; your invoice uses the weight printed on the case you receive.',
        ),
        p(
          'For example, a case of ribeye priced at ',
          bold('$14.20 per LB'),
          ' with an average weight of 12 LB is estimated at $170.40. If the case weighs 12.4 LB, the invoice reads $176.08.',
        ),
      ],
    },
  },
];

const POLICY_TEXT: Record<Holiday['policy'], string> = {
  closed:
    'warehouses closed, no deliveries. Orders due that day move to the next delivery day of your route, and the delivery whose cut-off would fall on the holiday cuts off at 12:00 noon the day before, on your warehouse’s clock.',
  moved: 'deliveries of that day arrive the next day.',
  normal: 'deliveries as usual.',
};

/**
 * /resources/holiday-delivery-schedule/, written from the same holidays the demo's delivery calendar holds
 * (seed/delivery-calendar.ts), so the page can never announce a schedule the calendar does not (issue 30).
 */
export function holidayDeliveryArticle(holidays: readonly Holiday[], today: string): Article {
  const ahead = holidays.filter((holiday) => holiday.date >= today);
  return {
    name: 'Holiday Delivery Schedule',
    segment: 'holiday-delivery-schedule',
    properties: {
      metaDescription:
        'How holidays affect delivery at Larder Foodservice, and where to read the delivery dates and cut-offs that hold for your route.',
      heading: 'Holiday delivery schedule',
      intro:
        'Holidays can move delivery days. The delivery dates and cut-offs shown in the header, above each delivery in your cart and on your orders are always the ones that hold for your route: they come from the same delivery calendar as this list.',
      showChildren: false,
      body: [
        h2('Holidays ahead'),
        ...(ahead.length > 0
          ? [
              ul(
                ...ahead.map((holiday) => [
                  bold(`${holiday.name}, ${formatCalendarDay(holiday.date)}`),
                  `: ${POLICY_TEXT[holiday.policy]}`,
                ]),
              ),
            ]
          : [p('No holidays change deliveries before the end of the year.')]),
        h2('Before a holiday'),
        ul(
          'Check the delivery date and cut-off above each delivery in your cart before you submit.',
          'Each warehouse keeps its own cut-off, in its own time zone.',
          'If a holiday moves an order you placed, we e-mail you its new delivery date.',
        ),
        callout(
          'info',
          'Plan ahead',
          'Holiday weeks sell out of prime rib, whole turkeys and seafood early. Talk to your sales representative about pre-orders.',
        ),
      ],
    },
  };
}

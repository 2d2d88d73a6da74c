/** How ordering works, in three steps; the start page and the PPro start-order modal both tell it. */
export const ORDERING_STEPS = [
  {
    title: 'Start from an order guide',
    text: 'Your usual items at your prices. Enter quantities as you walk the walk-in.',
  },
  {
    title: 'Or search the catalog',
    text: 'Find items by name, SKU or brand, or browse the categories, and add them to your cart.',
  },
  {
    title: 'Submit before the cut-off',
    text: 'Pick a delivery date per warehouse and submit before the cut-off shown at the top of the page.',
  },
] as const;

// Word lists are '|'-separated strings so a whole list stays on one readable line; an empty entry
// (a trailing '|') means "none" may be picked, which keeps names from all sounding the same.

/** A sub-subcategory and the words its product names, pack sizes and prices are made from. */
export interface LeafSpec {
  name: string;
  /** Base product nouns, e.g. 'Ribeye Steak'. */
  items: string;
  /** Words put in front of the noun, e.g. 'Angus Beef'. */
  prefixes: string;
  /** Groups of words appended after a comma, one pick per group, e.g. 'Boneless', 'Choice'. */
  modifiers: string[];
  /** Pack sizes as 'count/size UNIT', e.g. '4/5 LB', '12/32 OZ', '500/CT', '6/EA'. */
  packs: string;
  /** Price range in dollars per pound (or per piece for EA, CT and DZ packs). */
  perUnit: readonly [number, number];
  /** Share of products sold by catch weight (only packs measured in LB qualify). */
  catchWeight: number;
  /** Pounds per piece, to price EA, CT and DZ packs of goods priced by the pound. */
  eachLb: number;
}

/** A subcategory: its leaves and the product brands that make its goods. */
export interface SubcategorySpec {
  name: string;
  brands: string;
  leaves: LeafSpec[];
}

/** A top category, sold by one of the distributor's four brands. */
export interface TopCategorySpec {
  name: string;
  /** 0 specialty, 1 protein, 2 produce, 3 chef's items. */
  brand: 0 | 1 | 2 | 3;
  /** How many products of the catalog fall here, relative to the other top categories. */
  share: number;
  blurbs: string[];
  subcategories: SubcategorySpec[];
}

type LeafOptions = Partial<Pick<LeafSpec, 'prefixes' | 'modifiers' | 'catchWeight' | 'eachLb'>>;

function leaf(
  name: string,
  items: string,
  packs: string,
  perUnit: [number, number],
  options: LeafOptions = {},
): LeafSpec {
  return { name, items, packs, perUnit, prefixes: '', modifiers: [], catchWeight: 0, eachLb: 1, ...options };
}

/** The distributor's catalog: four top categories, each with subcategories and sub-subcategories. */
export const CATEGORY_TREE: readonly TopCategorySpec[] = [
  {
    name: 'Protein',
    brand: 1,
    share: 30,
    blurbs: [
      'Hand-selected and cut to spec in our own butcher shop.',
      'Sourced from family farms we have worked with for decades.',
      'Consistent size and marbling, case after case.',
      'Traceable from farm to your kitchen door.',
      'Shipped cold-chain and delivered within days of processing.',
    ],
    subcategories: [
      {
        name: 'Beef',
        brands: 'Larder Prime|Prairie Creek Ranch|Stonebridge Ranch|Heritage Hill Farms|Cedar Hollow Meats',
        leaves: [
          leaf(
            'Steaks',
            'Ribeye Steak|New York Strip Steak|Filet Mignon|Top Sirloin Steak|Flank Steak|Skirt Steak|Hanger Steak|Porterhouse Steak|Flat Iron Steak|Tomahawk Ribeye|Denver Steak',
            '4/5 LB|1/10 LB|2/6 LB|24/8 OZ|20/10 OZ|16/12 OZ',
            [9, 38],
            {
              prefixes: 'Angus Beef|Prime Angus Beef|Wagyu Beef|Grass-Fed Beef|Dry-Aged Beef|Beef',
              modifiers: ['Boneless|Center Cut|Trimmed|Bone-In|', 'Choice|Prime|Select|'],
              catchWeight: 0.7,
            },
          ),
          leaf(
            'Roasts',
            'Prime Rib Roast|Chuck Roll|Brisket|Top Round|Bottom Round|Tri-Tip|Strip Loin|Whole Tenderloin|Short Rib|Eye of Round|Picanha',
            '1/12 LB|2/14 LB|1/18 LB|3/8 LB|4/5 LB',
            [5, 24],
            {
              prefixes: 'Angus Beef|Beef|Grass-Fed Beef|Wagyu Beef|Natural Beef',
              modifiers: ['Boneless|Bone-In|Peeled|Denuded|', 'Choice|Prime|Select|'],
              catchWeight: 0.9,
            },
          ),
          leaf(
            'Ground Beef & Patties',
            'Ground Beef 80/20|Ground Beef 85/15|Ground Chuck|Burger Patties|Smash Burger Patties|Ground Brisket Blend|Steak Burger Patties',
            '4/5 LB|1/10 LB|40/4 OZ|30/5.3 OZ|24/6 OZ|8/10 LB',
            [3.5, 11],
            {
              prefixes: 'Angus|Grass-Fed|Wagyu|Natural|',
              modifiers: ['Fresh|Frozen', ''],
              catchWeight: 0.1,
            },
          ),
        ],
      },
      {
        name: 'Pork',
        brands: 'Larder Prime|Heritage Hill Farms|Red Barn Farms|Cedar Hollow Meats',
        leaves: [
          leaf(
            'Chops & Loins',
            'Pork Chop|Pork Loin|Pork Tenderloin|Rack of Pork|Pork Porterhouse|Pork Rib Chop',
            '2/8 LB|4/5 LB|24/10 OZ|1/10 LB|6/2 LB',
            [3.5, 16],
            {
              prefixes: 'Berkshire|Heritage|Duroc|Natural|Kurobuta',
              modifiers: ['Bone-In|Boneless|Frenched|Center Cut|', 'Fresh|Frozen|'],
              catchWeight: 0.6,
            },
          ),
          leaf(
            'Bacon & Belly',
            'Applewood Smoked Bacon|Hickory Smoked Bacon|Pork Belly|Slab Bacon|Pancetta|Peppered Bacon|Canadian Bacon|Guanciale',
            '1/15 LB|2/5 LB|12/1 LB|1/10 LB',
            [4, 14],
            {
              prefixes: 'Berkshire|Heritage|Duroc|',
              modifiers: ['Thick Cut|Center Cut|Skin-On|Skinless|Layflat|'],
              catchWeight: 0.4,
            },
          ),
          leaf(
            'Ribs',
            'Baby Back Ribs|St. Louis Style Spare Ribs|Spare Ribs|Country Style Ribs|Rib Tips',
            '1/30 LB|10/2.5 LB|1/20 LB',
            [3, 9],
            {
              prefixes: 'Pork|Berkshire Pork|Duroc Pork|Natural Pork',
              modifiers: ['Fresh|Frozen|Fully Cooked|Membrane Removed'],
              catchWeight: 0.8,
            },
          ),
          leaf(
            'Sausage',
            'Italian Sausage|Chorizo|Bratwurst|Andouille Sausage|Breakfast Sausage|Kielbasa|Merguez|Toulouse Sausage',
            '2/5 LB|1/10 LB|4/2.5 LB|12/1 LB',
            [3, 9],
            {
              prefixes: 'Hot|Sweet|Mild|Smoked|Fresh|',
              modifiers: ['Links|Bulk|Patties|Ropes|'],
              catchWeight: 0.1,
            },
          ),
        ],
      },
      {
        name: 'Poultry',
        brands: 'Golden Plains Poultry|Sunrise Farms|Larder Prime|Bramble Creek',
        leaves: [
          leaf(
            'Chicken',
            'Chicken Breast|Chicken Thighs|Chicken Wings|Whole Chicken|Chicken Tenders|Chicken Drumsticks|Airline Chicken Breast|Chicken Leg Quarters|Ground Chicken|Cornish Game Hen',
            '4/10 LB|1/40 LB|2/5 LB|48/6 OZ|1/20 LB',
            [1.8, 8],
            {
              prefixes: 'Free-Range|Organic|Air-Chilled|Antibiotic-Free|Halal|',
              modifiers: ['Boneless Skinless|Bone-In|Skin-On|Jumbo|', 'Fresh|Frozen|IQF|'],
              catchWeight: 0.6,
            },
          ),
          leaf(
            'Turkey',
            'Turkey Breast|Whole Turkey|Ground Turkey|Turkey Thighs|Smoked Turkey Breast|Turkey Drumsticks',
            '2/9 LB|1/20 LB|4/5 LB|12/1 LB',
            [2.5, 9],
            {
              prefixes: 'Free-Range|Organic|Heritage|Antibiotic-Free|',
              modifiers: ['Boneless|Bone-In|Skin-On|Roast Ready|', 'Fresh|Frozen|'],
              catchWeight: 0.7,
            },
          ),
          leaf(
            'Duck & Game Birds',
            'Pekin Duck Breast|Moulard Duck Magret|Whole Pekin Duck|Duck Leg Confit|Rendered Duck Fat|Semi-Boneless Quail|Whole Squab|Whole Pheasant|Guinea Hen',
            '4/5 LB|12/8 OZ|6/2 LB|1/10 LB|2/5 LB',
            [6, 22],
            {
              prefixes: 'Free-Range|Heritage|Farm-Raised|',
              modifiers: ['Fresh|Frozen|'],
              catchWeight: 0.6,
            },
          ),
        ],
      },
      {
        name: 'Seafood',
        brands: 'Pacific Tide Seafood|North Atlantic Fisheries|Larder Dock|Bluewater Catch|Harbor Point',
        leaves: [
          leaf(
            'Fin Fish',
            'Salmon Fillet|Halibut Fillet|Cod Loin|Ahi Tuna Loin|Branzino|Chilean Sea Bass|Swordfish Loin|Mahi Mahi Fillet|Arctic Char Fillet|Black Cod|Red Snapper|Rainbow Trout',
            '1/10 LB|2/5 LB|20/6 OZ|1/15 LB',
            [7, 32],
            {
              prefixes: 'Wild-Caught|Farm-Raised|Line-Caught|Sushi-Grade|Responsibly Farmed|',
              modifiers: ['Skin-On|Skinless|Pin Bone Out|Whole Gutted|', 'Fresh|Frozen|IVP|'],
              catchWeight: 0.6,
            },
          ),
          leaf(
            'Shellfish',
            'Shrimp 16/20|Shrimp U-10|Shrimp 21/25|Sea Scallops U-10|Bay Scallops|Mussels|Littleneck Clams|Oysters|Calamari Tubes & Tentacles|Octopus',
            '5/2 LB|1/10 LB|4/2.5 LB|10/1 LB',
            [6, 30],
            {
              prefixes: 'Wild|Farm-Raised|Dry-Packed|',
              modifiers: ['Peeled & Deveined|Tail-On|Shell-On|Cleaned|', 'Fresh|Frozen|IQF|'],
              catchWeight: 0.2,
            },
          ),
          leaf(
            'Crab & Lobster',
            'Lobster Tails|Whole Live Lobster|Lobster Meat|Jumbo Lump Crab Meat|Snow Crab Clusters|King Crab Legs|Dungeness Crab|Soft Shell Crab',
            '10/1 LB|1/10 LB|12/1 LB|6/2 LB',
            [14, 55],
            {
              prefixes: 'Maine|Canadian|Alaskan|Wild|',
              modifiers: ['Fresh|Frozen|Pasteurized|Cooked|Raw|'],
              catchWeight: 0.5,
            },
          ),
        ],
      },
      {
        name: 'Lamb & Veal',
        brands: 'Larder Prime|Stonebridge Ranch|Highland Pastures',
        leaves: [
          leaf(
            'Lamb',
            'Rack of Lamb|Lamb Loin Chops|Leg of Lamb|Lamb Shank|Ground Lamb|Lamb Shoulder',
            '4/2 LB|1/10 LB|2/6 LB|12/1 LB',
            [8, 28],
            {
              prefixes: 'Colorado|New Zealand|Australian|American|Grass-Fed',
              modifiers: ['Frenched|Bone-In|Boneless|Denuded|', 'Fresh|Frozen|'],
              catchWeight: 0.8,
            },
          ),
          leaf(
            'Veal',
            'Veal Chop|Veal Osso Buco|Veal Scaloppini|Veal Loin|Veal Cheeks|Veal Bones',
            '1/10 LB|12/12 OZ|2/5 LB|1/25 LB',
            [6, 30],
            {
              prefixes: 'Milk-Fed|Pasture-Raised|Dutch|',
              modifiers: ['Frenched|Bone-In|Boneless|Center Cut|', 'Fresh|Frozen|'],
              catchWeight: 0.7,
            },
          ),
        ],
      },
    ],
  },
  {
    name: 'Produce',
    brand: 2,
    share: 20,
    blurbs: [
      'Picked at peak ripeness and delivered fresh.',
      'Grown by partner farms and inspected on arrival at our dock.',
      'Graded for size and consistency so every plate looks the same.',
      'Stored at the right temperature from field to delivery.',
    ],
    subcategories: [
      {
        name: 'Vegetables',
        brands: 'Larder Fresh|Sierra Valley Produce|Green Acres Growers|Coastal Harvest|Riverbend Farms',
        leaves: [
          leaf(
            'Tomatoes',
            'Roma Tomatoes|Beefsteak Tomatoes|Cherry Tomatoes|Grape Tomatoes|Heirloom Tomatoes|Vine-Ripe Tomatoes|Campari Tomatoes|Green Tomatoes',
            '1/25 LB|1/10 LB|12/1 PT|1/20 LB|2/10 LB',
            [1, 4.5],
            {
              prefixes: 'Organic|Local|Hothouse|||',
              modifiers: ['Extra Large|Large|Medium|Mixed||'],
              eachLb: 0.75,
            },
          ),
          leaf(
            'Leafy Greens',
            'Romaine Hearts|Baby Spinach|Arugula|Spring Mix|Iceberg Lettuce|Kale|Butter Lettuce|Frisée|Radicchio|Swiss Chard|Little Gem Lettuce',
            '1/3 LB|4/2.5 LB|24/CT|2/5 LB|1/10 LB',
            [1.5, 8],
            {
              prefixes: 'Organic|Local|Hydroponic|Baby|||',
              modifiers: ['Washed & Trimmed|Loose|Clamshell||'],
              eachLb: 0.6,
            },
          ),
          leaf(
            'Onions & Garlic',
            'Yellow Onions|Red Onions|Sweet Onions|White Onions|Shallots|Peeled Garlic|Leeks|Pearl Onions|Cipollini Onions|Green Onions',
            '1/50 LB|1/25 LB|1/10 LB|4/5 LB|1/5 LB',
            [0.6, 6],
            {
              prefixes: 'Jumbo|Organic|Local|Colossal||',
              modifiers: ['Peeled|Whole|Diced||'],
            },
          ),
          leaf(
            'Peppers & Chiles',
            'Green Bell Peppers|Red Bell Peppers|Jalapeño Peppers|Poblano Peppers|Shishito Peppers|Habanero Peppers|Serrano Peppers|Mini Sweet Peppers|Fresno Chiles',
            '1/25 LB|1/10 LB|1/5 LB|1/11 LB',
            [1.2, 9],
            {
              prefixes: 'Organic|Local|Greenhouse||',
              modifiers: ['Extra Large|Large|Medium||'],
            },
          ),
          leaf(
            'Root Vegetables',
            'Russet Potatoes|Yukon Gold Potatoes|Fingerling Potatoes|Sweet Potatoes|Carrots|Rainbow Carrots|Beets|Parsnips|Celery Root|Turnips|Ginger Root|Red Bliss Potatoes',
            '1/50 LB|1/25 LB|1/10 LB|1/5 LB',
            [0.5, 5],
            {
              prefixes: 'Organic|Local|Baby|Jumbo||',
              modifiers: ['Washed|Peeled|Topped||'],
            },
          ),
          leaf(
            'Mushrooms',
            'Cremini Mushrooms|Shiitake Mushrooms|Oyster Mushrooms|Portobello Caps|White Button Mushrooms|Maitake Mushrooms|King Trumpet Mushrooms|Chanterelle Mushrooms|Morel Mushrooms|Enoki Mushrooms',
            '1/10 LB|1/5 LB|1/3 LB|12/8 OZ|1/1 LB',
            [2.5, 38],
            {
              prefixes: 'Organic|Local|Wild|Cultivated||',
              modifiers: ['Sliced|Whole|Jumbo|Stemmed||'],
            },
          ),
          leaf(
            'Squash & Cucumbers',
            'Zucchini|Yellow Squash|Butternut Squash|Acorn Squash|Spaghetti Squash|English Cucumbers|Kirby Cucumbers|Delicata Squash|Eggplant|Japanese Eggplant',
            '1/20 LB|1/25 LB|1/35 LB|12/CT|1/10 LB',
            [0.8, 4],
            {
              prefixes: 'Organic|Local|Fancy|Baby||',
              modifiers: ['Medium|Large|Choice||'],
              eachLb: 1.2,
            },
          ),
        ],
      },
      {
        name: 'Fruit',
        brands: 'Larder Fresh|Sunny Slope Orchards|Sierra Valley Produce|Coastal Harvest|Tropicana Grove',
        leaves: [
          leaf(
            'Citrus',
            'Lemons|Limes|Navel Oranges|Blood Oranges|Grapefruit|Meyer Lemons|Key Limes|Mandarins|Cara Cara Oranges|Yuzu',
            '1/40 LB|1/20 LB|1/10 LB|1/5 LB',
            [0.9, 6],
            {
              prefixes: 'Organic|Seedless|Fancy|Choice||',
              modifiers: ['115 CT|140 CT|165 CT|200 CT|Juice Grade||'],
            },
          ),
          leaf(
            'Berries',
            'Strawberries|Blueberries|Raspberries|Blackberries|Mixed Berries|Cranberries|Gooseberries|Red Currants',
            '8/1 LB|12/6 OZ|12/1 PT|1/10 LB',
            [2.5, 10],
            {
              prefixes: 'Organic|Local|Jumbo|Wild||',
              modifiers: ['Fresh|IQF Frozen||'],
            },
          ),
          leaf(
            'Stone Fruit',
            'Peaches|White Peaches|Nectarines|Plums|Apricots|Bing Cherries|Rainier Cherries|Pluots',
            '1/25 LB|1/18 LB|1/10 LB|1/5 LB',
            [1.5, 8],
            {
              prefixes: 'Organic|Local|Tree-Ripe|California||',
              modifiers: ['Large|Extra Large|Volume Fill||'],
            },
          ),
          leaf(
            'Apples & Pears',
            'Honeycrisp Apples|Granny Smith Apples|Gala Apples|Fuji Apples|Pink Lady Apples|Bosc Pears|Bartlett Pears|Anjou Pears|Asian Pears',
            '1/40 LB|1/20 LB|1/10 LB',
            [0.9, 3.5],
            {
              prefixes: 'Organic|Local|Washington|Extra Fancy||',
              modifiers: ['88 CT|100 CT|113 CT|125 CT||'],
            },
          ),
          leaf(
            'Tropical Fruit',
            'Hass Avocados|Pineapples|Mangoes|Bananas|Papayas|Kiwifruit|Passion Fruit|Dragon Fruit|Coconuts|Lychees',
            '1/25 LB|1/40 LB|1/10 LB|12/CT',
            [0.7, 6],
            {
              prefixes: 'Organic|Ripe|Golden|Fair Trade||',
              modifiers: ['48 CT|60 CT|Large|Ripened||'],
              eachLb: 1.5,
            },
          ),
          leaf(
            'Melons & Grapes',
            'Cantaloupe|Honeydew Melon|Seedless Watermelon|Red Seedless Grapes|Green Seedless Grapes|Concord Grapes|Galia Melon|Champagne Grapes',
            '1/40 LB|1/18 LB|1/10 LB|6/CT',
            [0.5, 4],
            {
              prefixes: 'Organic|Local|Jumbo|Mini||',
              eachLb: 6,
            },
          ),
        ],
      },
      {
        name: 'Herbs & Microgreens',
        brands: 'Larder Fresh|Green Acres Growers|Petite Leaf Farms',
        leaves: [
          leaf(
            'Fresh Herbs',
            'Italian Parsley|Cilantro|Basil|Thyme|Rosemary|Chives|Mint|Dill|Tarragon|Sage|Oregano|Bay Leaves|Chervil',
            '1/1 LB|30/CT|12/1 OZ|1/8 OZ|60/CT',
            [6, 28],
            {
              prefixes: 'Organic|Local|Hydroponic|Living||',
              modifiers: ['Bunched|Clamshell|Loose||'],
              eachLb: 0.2,
            },
          ),
          leaf(
            'Microgreens & Edible Flowers',
            'Pea Tendrils|Micro Arugula|Micro Cilantro|Micro Basil|Radish Sprouts|Edible Flower Mix|Nasturtium Leaves|Micro Mix|Sunflower Shoots|Micro Shiso',
            '1/4 OZ|1/8 OZ|12/2 OZ|1/1 LB',
            [20, 80],
            {
              prefixes: 'Organic|Local|Petite||',
            },
          ),
        ],
      },
      {
        name: 'Fresh-Cut',
        brands: 'Larder Fresh|Chef Cut Kitchens|Riverbend Farms',
        leaves: [
          leaf(
            'Cut Vegetables',
            'Diced Onions|Sliced Mushrooms|Shredded Lettuce|Mirepoix|Julienne Carrots|Diced Peppers|Spiralized Zucchini|Broccoli Florets|Cauliflower Florets|Pico de Gallo|Cole Slaw Mix|Butternut Squash Cubes',
            '4/5 LB|2/5 LB|1/10 LB|6/2 LB',
            [1.8, 6],
            {
              prefixes: 'Fresh-Cut|Organic||',
              modifiers: ['1/4 in.|3/8 in.|1/2 in.|||'],
            },
          ),
          leaf(
            'Cut Fruit',
            'Pineapple Chunks|Melon Medley|Fruit Salad|Sliced Apples|Mango Spears|Citrus Segments|Watermelon Cubes|Berry Medley',
            '4/5 LB|2/5 LB|6/2 LB',
            [2.5, 7],
            {
              prefixes: 'Fresh-Cut|Organic||',
            },
          ),
        ],
      },
    ],
  },
  {
    name: 'Specialty',
    brand: 0,
    share: 30,
    blurbs: [
      'Imported directly from the producer and stored in climate-controlled rooms.',
      'A pantry staple in professional kitchens across the country.',
      'Chosen by our specialty buyers after tasting side by side.',
      'Made in small batches by artisans with generations of experience.',
      'Consistent quality that holds up to a busy service.',
    ],
    subcategories: [
      {
        name: 'Cheese',
        brands: 'Larder Reserve|Alpine Dairy Co.|Casa Bellina|Old Mill Creamery|Fromagerie du Lac',
        leaves: [
          leaf(
            'Hard & Aged Cheese',
            'Parmigiano Reggiano|Grana Padano|Aged Cheddar|Manchego|Gruyère|Comté|Pecorino Romano|Aged Gouda|Asiago|Emmental',
            '1/5 LB|2/5 LB|1/10 LB|12/8 OZ|1/20 LB',
            [6, 28],
            {
              prefixes: 'Imported|Raw Milk|Cave-Aged|Organic|||',
              modifiers: ['Wheel|Wedge|Grated|Shaved|Block|', '12 Month|18 Month|24 Month|||'],
              catchWeight: 0.4,
            },
          ),
          leaf(
            'Soft & Fresh Cheese',
            'Fresh Mozzarella|Burrata|Brie|Camembert|Goat Cheese|Ricotta|Mascarpone|Feta|Triple Crème|Stracciatella',
            '6/1 LB|2/3 LB|12/8 OZ|1/5 LB|6/4 OZ',
            [4, 20],
            {
              prefixes: 'Imported|Local|Organic|Whole Milk|Artisan||',
              modifiers: ['Ovoline|Log|Crumbled|Wheel|Tub|||'],
              catchWeight: 0.1,
            },
          ),
          leaf(
            'Blue Cheese',
            "Gorgonzola Dolce|Gorgonzola Piccante|Roquefort|Stilton|Danish Blue|Cabrales|Bleu d'Auvergne|Creamy Blue",
            '1/5 LB|2/3 LB|4/1.5 LB|1/6 LB',
            [7, 30],
            {
              prefixes: 'Imported|Raw Milk|Organic||',
              modifiers: ['Wheel|Wedge|Crumbled||'],
              catchWeight: 0.4,
            },
          ),
        ],
      },
      {
        name: 'Oils & Vinegars',
        brands: 'Larder Reserve|Olivarra|Casa Bellina|Golden Press|Mezzaluna Imports',
        leaves: [
          leaf(
            'Olive Oil',
            'Extra Virgin Olive Oil|Pure Olive Oil|Olive Pomace Oil|Blended Olive Oil|Lemon-Infused Olive Oil',
            '4/1 GAL|6/1 L|12/500 ML|2/3 L|6/3 L',
            [3.5, 14],
            {
              prefixes: 'Italian|Spanish|Greek|California|Organic|||',
              modifiers: ['Cold Pressed|Unfiltered|First Harvest|||'],
            },
          ),
          leaf(
            'Frying & Cooking Oils',
            'Canola Oil|Soybean Oil|Peanut Oil|Rice Bran Oil|Sunflower Oil|Avocado Oil|Grapeseed Oil|Toasted Sesame Oil|Clear Fry Oil',
            '1/35 LB|6/1 GAL|4/1 GAL|1/5 GAL',
            [1.2, 6],
            {
              prefixes: 'Non-GMO|High Oleic|Expeller-Pressed||',
              modifiers: ['Zero Trans Fat|Long Life||'],
            },
          ),
          leaf(
            'Vinegars',
            'Balsamic Vinegar of Modena|White Balsamic Vinegar|Red Wine Vinegar|Sherry Vinegar|Champagne Vinegar|Apple Cider Vinegar|Rice Vinegar|Banyuls Vinegar',
            '4/1 GAL|6/500 ML|2/5 L|12/250 ML',
            [1, 20],
            {
              prefixes: 'Aged|Organic|Imported||',
              modifiers: ['8 Year|12 Year|Reserve|||'],
            },
          ),
        ],
      },
      {
        name: 'Dry Goods',
        brands: 'Larder Pantry|Mezzaluna Imports|Casa Bellina|Prairie Mills|Harbor Pantry',
        leaves: [
          leaf(
            'Pasta',
            'Spaghetti|Rigatoni|Penne Rigate|Bucatini|Orecchiette|Fusilli|Linguine|Paccheri|Casarecce|Mezze Maniche|Orzo|Tagliatelle Nests|Fettuccine',
            '20/1 LB|12/1 LB|2/10 LB|1/20 LB|4/5 LB',
            [1.2, 6],
            {
              prefixes: 'Bronze-Die|Organic|Gluten-Free|Whole Wheat|Artisan||',
            },
          ),
          leaf(
            'Rice & Grains',
            'Arborio Rice|Carnaroli Rice|Jasmine Rice|Basmati Rice|Sushi Rice|Long Grain White Rice|Wild Rice|Quinoa|Farro|Pearl Barley|Polenta|Couscous|Freekeh',
            '1/50 LB|1/25 LB|4/10 LB|6/5 LB|12/2 LB',
            [0.6, 6],
            {
              prefixes: 'Organic|Imported|Tri-Color|||',
            },
          ),
          leaf(
            'Flour & Sugar',
            'All-Purpose Flour|Bread Flour|Tipo 00 Flour|Semolina Flour|Cake Flour|Whole Wheat Flour|Rye Flour|Cornmeal|Granulated Sugar|Powdered Sugar|Light Brown Sugar|Turbinado Sugar',
            '1/50 LB|1/25 LB|4/10 LB|8/5 LB|12/2 LB',
            [0.4, 5],
            {
              prefixes: 'Organic|Unbleached|Stone-Ground|||',
            },
          ),
          leaf(
            'Beans & Legumes',
            'Black Beans|Cannellini Beans|Chickpeas|Red Lentils|French Green Lentils|Kidney Beans|Pinto Beans|Borlotti Beans|Split Peas|Black Beluga Lentils',
            '1/25 LB|12/2 LB|6/#10 CN|1/10 LB',
            [0.8, 5],
            {
              prefixes: 'Organic|Heirloom|||',
            },
          ),
        ],
      },
      {
        name: 'Spices & Seasonings',
        brands: 'Larder Pantry|Spice Route Traders|Saltworks Co.|Harbor Pantry',
        leaves: [
          leaf(
            'Spices',
            'Black Peppercorns|Ground Cumin|Smoked Paprika|Ground Cinnamon|Whole Nutmeg|Chili Flakes|Ground Coriander|Fennel Seed|Saffron Threads|Star Anise|Sumac|Turmeric|Cardamom Pods|Ground Ginger',
            '1/5 LB|6/1 LB|12/16 OZ|1/1 LB|6/8 OZ',
            [4, 40],
            {
              prefixes: 'Organic|Premium|Imported|Fair Trade||',
            },
          ),
          leaf(
            'Salt & Blends',
            "Kosher Salt|Flaky Sea Salt|Fleur de Sel|Pink Himalayan Salt|Everything Bagel Seasoning|Cajun Seasoning|Steak Seasoning|Italian Herb Blend|Za'atar|Ras el Hanout|Garam Masala|Lemon Pepper",
            '1/3 LB|12/3 LB|1/25 LB|6/1 LB|1/5 LB',
            [0.5, 18],
            {
              prefixes: 'Organic|Coarse|Fine|Premium|||',
            },
          ),
        ],
      },
      {
        name: 'Canned & Jarred',
        brands: 'Larder Pantry|Casa Bellina|Mezzaluna Imports|Harbor Pantry|Valle Rosso',
        leaves: [
          leaf(
            'Tomatoes & Sauces',
            'San Marzano Tomatoes|Whole Peeled Tomatoes|Crushed Tomatoes|Tomato Paste|Tomato Purée|Diced Tomatoes|Marinara Sauce|Pizza Sauce|Passata',
            '6/#10 CN|12/28 OZ|24/14.5 OZ|6/3 KG',
            [0.6, 3.5],
            {
              prefixes: 'Italian|Organic|California|||',
            },
          ),
          leaf(
            'Olives & Pickles',
            'Castelvetrano Olives|Kalamata Olives|Niçoise Olives|Cornichons|Nonpareil Capers|Caperberries|Pickled Jalapeños|Sliced Pepperoncini|Giardiniera|Dill Pickle Spears|Roasted Red Peppers|Artichoke Hearts',
            '4/1 GAL|6/#10 CN|12/32 OZ|2/5 KG',
            [1, 7],
            {
              prefixes: 'Imported|Organic|Marinated|||',
            },
          ),
          leaf(
            'Condiments',
            'Dijon Mustard|Whole Grain Mustard|Mayonnaise|Ketchup|Hot Sauce|Sriracha|Worcestershire Sauce|Fish Sauce|Soy Sauce|Tamari|Gochujang|Harissa|Chili Crisp|Truffle Aioli',
            '4/1 GAL|12/32 OZ|6/64 OZ|24/12 OZ',
            [0.8, 8],
            {
              prefixes: 'Organic|Imported|Artisan|||',
            },
          ),
        ],
      },
      {
        name: 'Dairy & Eggs',
        brands: 'Larder Reserve|Old Mill Creamery|Sunrise Farms|Meadow Gold Dairy',
        leaves: [
          leaf(
            'Butter & Cream',
            'Unsalted Butter|Salted Butter|European-Style Butter|Cultured Butter|Heavy Cream|Crème Fraîche|Sour Cream|Whole Milk|Half & Half|Buttermilk|Clarified Butter|Ghee',
            '36/1 LB|12/32 OZ|4/1 GAL|6/1 QT|4/5 LB|1/5 LB',
            [1, 9],
            {
              prefixes: 'Organic|Grass-Fed|Local|||',
            },
          ),
          leaf(
            'Eggs',
            'Large White Eggs|Large Brown Eggs|Extra Large Eggs|Jumbo Eggs|Liquid Whole Eggs|Liquid Egg Whites|Hard-Cooked Peeled Eggs|Duck Eggs|Quail Eggs',
            '15/DZ|30/DZ|12/2 LB|6/5 LB',
            [1.2, 6],
            {
              prefixes: 'Cage-Free|Pasture-Raised|Organic|Free-Range||',
              modifiers: ['Grade AA|Grade A||'],
              eachLb: 1.5,
            },
          ),
        ],
      },
      {
        name: 'Pastry & Chocolate',
        brands: 'Larder Reserve|Maison Cacao|Alpine Dairy Co.|Patisserie Select',
        leaves: [
          leaf(
            'Chocolate',
            'Dark Chocolate Callets 70%|Milk Chocolate Callets|White Chocolate Callets|Cocoa Powder|Bittersweet Chocolate Bars|Cocoa Nibs|Gianduja|Chocolate Pearls|Baking Chocolate 55%',
            '1/11 LB|4/5.5 LB|2/2.2 LB|1/5 KG|6/2.2 LB',
            [5, 22],
            {
              prefixes: 'Belgian|French|Swiss|Single-Origin|Organic||',
            },
          ),
          leaf(
            'Baking Ingredients',
            'Madagascar Vanilla Beans|Pure Vanilla Extract|Almond Flour|Pistachio Paste|Praline Paste|Fondant|Isomalt|Gelatin Sheets|Agar Agar|Fruit Purée|Candied Orange Peel|Glucose Syrup',
            '1/1 KG|6/1 KG|1/5 LB|12/16 OZ|1/2.2 LB',
            [3, 40],
            {
              prefixes: 'Organic|Premium|Professional||',
            },
          ),
        ],
      },
    ],
  },
  {
    name: "Chef's Items",
    brand: 3,
    share: 20,
    blurbs: [
      'Built for the demands of a professional kitchen.',
      'NSF listed and dishwasher safe where noted.',
      'Stocked deep so you never run short mid-service.',
      'Chosen by working chefs on our culinary team.',
    ],
    subcategories: [
      {
        name: 'Smallwares',
        brands: 'Larder Kitchen Pro|ProLine Kitchen|SteelCraft|Crestline',
        leaves: [
          leaf(
            'Knives & Cutlery',
            "Chef's Knife|Paring Knife|Boning Knife|Bread Knife|Santoku Knife|Slicing Knife|Cleaver|Utility Knife|Fillet Knife",
            '1/EA|3/EA|6/EA',
            [12, 140],
            {
              prefixes: 'Forged|Stamped|German Steel|Japanese Steel|Damascus|Pro Series',
              modifiers: ['6 in.|8 in.|10 in.|12 in.|', 'Black Handle|Wood Handle|Color-Coded Handle||'],
            },
          ),
          leaf(
            'Cookware',
            'Sauté Pan|Saucepan|Stock Pot|Sheet Pan|Skillet|Rondeau|Fry Pan|Hotel Pan|Roasting Pan|Wok|Braiser|Sauce Pot',
            '1/EA|2/EA|6/EA|12/EA',
            [14, 220],
            {
              prefixes: 'Stainless Steel|Aluminum|Tri-Ply|Non-Stick|Carbon Steel|Cast Iron',
              modifiers: ['Full Size|Half Size|8 qt.|12 qt.|20 qt.|10 in.|12 in.|14 in.|'],
            },
          ),
          leaf(
            'Utensils',
            'Fish Spatula|Offset Spatula|Tongs|Whisk|Ladle|Slotted Spoon|Spider Skimmer|Bench Scraper|Microplane Grater|Mandoline Slicer|Mixing Bowl|Squeeze Bottles|Plating Tweezers|Instant-Read Thermometer',
            '1/EA|6/EA|12/EA|24/EA',
            [2.5, 45],
            {
              prefixes: 'Stainless Steel|Silicone|Heavy-Duty|High-Heat|Pro Series||',
              modifiers: ['9 in.|12 in.|16 in.||'],
            },
          ),
          leaf(
            'Storage & Prep',
            'Food Storage Container|Ingredient Bin|Cutting Board|Food Pan Lid|Dough Box|Speed Rack Cover|Shelf Liner|Label Dispenser',
            '1/EA|6/EA|12/EA|24/EA',
            [3, 45],
            {
              prefixes: 'Polycarbonate|Polypropylene|Clear|Color-Coded|Heavy-Duty',
              modifiers: ['2 qt.|4 qt.|8 qt.|22 qt.|18 x 24 in.|'],
            },
          ),
        ],
      },
      {
        name: 'Disposables',
        brands: 'Larder Kitchen Pro|Ecoware|GreenLeaf Disposables|ServeRight',
        leaves: [
          leaf(
            'To-Go Containers',
            'Hinged Clamshell|Deli Container with Lid|Soup Container|Kraft Paper Box|Foil Pan|Sushi Tray|Portion Cup|Pizza Box|Bakery Box',
            '200/CT|250/CT|500/CT|1000/CT',
            [0.05, 0.6],
            {
              prefixes: 'Compostable|Recyclable|Kraft|Clear PET|Microwavable|Fiber',
              modifiers: ['8 oz|16 oz|32 oz|9 x 9 in.|12 in.|2 oz|'],
            },
          ),
          leaf(
            'Cups & Lids',
            'Hot Cup|Cold Cup|Dome Lid|Sip Lid|Straw|Portion Cup Lid|Coffee Sleeve|Cup Carrier',
            '1000/CT|500/CT|2000/CT',
            [0.02, 0.35],
            {
              prefixes: 'Compostable|Paper|PLA|Clear PET|Recyclable|Insulated',
              modifiers: ['8 oz|12 oz|16 oz|20 oz|24 oz|Wrapped|'],
            },
          ),
          leaf(
            'Gloves & Hairnets',
            'Nitrile Gloves|Vinyl Gloves|Poly Gloves|Hairnets|Beard Nets|Disposable Aprons|Shoe Covers|Sleeve Covers',
            '1000/CT|100/CT|500/CT|2000/CT',
            [0.03, 0.15],
            {
              prefixes: 'Powder-Free|Black|Blue|Clear|Heavy-Duty|Food-Safe',
              modifiers: ['Small|Medium|Large|X-Large|'],
            },
          ),
          leaf(
            'Film, Foil & Bags',
            'Plastic Film|Aluminum Foil|Parchment Paper Sheets|Sandwich Bags|Vacuum Sealer Bags|Pan Liners|Piping Bags|Cheesecloth',
            '1/EA|2/EA|4/EA|6/EA',
            [8, 45],
            {
              prefixes: 'Heavy-Duty|Standard|Pop-Up|Pre-Cut|Food Service',
            },
          ),
          leaf(
            'Napkins & Towels',
            'Dinner Napkins|Beverage Napkins|Paper Towels|C-Fold Towels|Roll Towels|Linen-Feel Napkins|Wet Wipes|Bar Mops',
            '3000/CT|1000/CT|4000/CT|500/CT',
            [0.008, 0.08],
            {
              prefixes: 'White|Black|Kraft|2-Ply|1-Ply|Recycled',
            },
          ),
        ],
      },
      {
        name: 'Janitorial',
        brands: 'Larder Kitchen Pro|CleanPro|Brightline Chemical',
        leaves: [
          leaf(
            'Cleaning Chemicals',
            'Degreaser|Sanitizer|Dish Detergent|Oven Cleaner|Glass Cleaner|Floor Cleaner|Rinse Aid|Hand Soap|Delimer|Quat Sanitizer',
            '4/1 GAL|1/5 GAL|6/32 OZ|12/32 OZ',
            [0.8, 5],
            {
              prefixes: 'Concentrated|Ready-to-Use|Eco-Friendly|Heavy-Duty|Food-Safe|Lemon-Scented',
            },
          ),
          leaf(
            'Trash Liners',
            'Trash Can Liners|Compostable Bags|Recycling Bags',
            '100/CT|250/CT|500/CT',
            [0.06, 0.4],
            {
              prefixes: 'Black|Clear|Heavy-Duty|Low-Density|High-Density',
              modifiers: ['33 gal|44 gal|55 gal|13 gal|'],
            },
          ),
        ],
      },
      {
        name: 'Tabletop',
        brands: 'Larder Kitchen Pro|Crestline|Tablecraft House|Harbor Porcelain',
        leaves: [
          leaf(
            'Dinnerware',
            'Dinner Plate|Salad Plate|Pasta Bowl|Coupe Bowl|Ramekin|Platter|Bread Plate|Soup Cup|Oval Platter',
            '12/EA|24/EA|36/EA|6/EA',
            [2.5, 22],
            {
              prefixes: 'Porcelain|Stoneware|Melamine|Bone China|Matte Black|Speckled',
              modifiers: ['6 in.|8 in.|10 in.|12 in.|4 oz|'],
            },
          ),
          leaf(
            'Glassware',
            'Wine Glass|Rocks Glass|Highball Glass|Pint Glass|Coupe Glass|Champagne Flute|Carafe|Water Tumbler',
            '12/EA|24/EA|36/EA',
            [2, 16],
            {
              prefixes: 'Crystal|Tempered|Stemless|Stackable|Lead-Free',
              modifiers: ['8 oz|12 oz|16 oz|20 oz|'],
            },
          ),
          leaf(
            'Flatware',
            'Dinner Fork|Salad Fork|Dinner Knife|Steak Knife|Teaspoon|Soup Spoon|Dessert Spoon|Butter Spreader',
            '12/EA|36/EA|24/EA',
            [0.9, 9],
            {
              prefixes: '18/10 Stainless|18/0 Stainless|Matte Black|Gold-Finish|Heavy Weight',
            },
          ),
        ],
      },
    ],
  },
];

// The demo catalogue and reviews that `seed-database.ts` writes into an empty database.
// Every image lives in web/public; the illustrations are hand-drawn SVGs.
import type { CrossReference, Fitment, PartCategory } from '@moto-parts/contracts';

/** A part as the seed writes it: prices in integer cents, stock in units. */
export interface SeedPart {
  /** Firestore document id, kebab-case. */
  id: string;
  /** At most 20 characters (the shop's name limit). */
  name: string;
  /** The maker's part number, unique (docs/decisions/0036-part-numbers.md). */
  sku: string;
  /** The other makers' numbers it replaces, as printed in their manuals and on their boxes. */
  crossReferences: CrossReference[];
  /** Site-relative path of an image in web/public. */
  image: string;
  description: string;
  priceCents: number;
  minOrder: number;
  availableQuantity: number;
  /** One unit packed, in grams (shipping by weight). */
  weightGrams: number;
  category: PartCategory;
  /** The bikes it fits (docs/decisions/0021-categories-and-fitment.md); none when it fits every bike. */
  fitment: Fitment[];
  fitsAllBikes: boolean;
}

/** The batch code of every seeded part's stock: one lot each, made a quarter before the seed. */
export const seedLotCode = 'B-0412';

export interface SeedReview {
  id: string;
  /** At most 20 characters. */
  name: string;
  picture: string;
  review: string;
  /** 1 to 5, half steps allowed (e.g. 4.5). */
  rating: number;
  /** Days before the seed runs: the review's createdAt is now minus this. */
  daysAgo: number;
}

export const seedParts: SeedPart[] = [
  {
    id: 'drilled-brake-disc',
    name: 'Drilled Brake Disc',
    sku: 'MP-BD-3207',
    crossReferences: [
      { brand: 'Yamaha', number: '1WS-F582U-00' },
      { brand: 'EBC', number: 'MD2122X' },
    ],
    image: '/images/parts/drilled-brake-disc.svg',
    description:
      'Floating 320 mm front disc in heat-treated 420 stainless steel on an orange-anodised 7075 aluminium carrier. 5 mm thick, six-bolt mount with a 64 mm centre bore.',
    priceCents: 11450,
    minOrder: 4,
    availableQuantity: 260,
    weightGrams: 1400,
    category: 'brakes',
    fitment: [
      { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
      { make: 'Kawasaki', model: 'Ninja 400', fromYear: 2018, toYear: 2026 },
      { make: 'Triumph', model: 'Bonneville T120', fromYear: 2016, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'o-ring-chain',
    name: 'O-Ring Drive Chain',
    sku: 'MP-DC-525X118',
    crossReferences: [
      { brand: 'DID', number: '525VX3-118' },
      { brand: 'RK', number: '525XSO-118' },
    ],
    image: '/images/parts/o-ring-chain.svg',
    description:
      '525-pitch, 118-link O-ring chain with nitrile seals and a rivet-type master link, cut to your bike’s length when fitted. Tensile strength 40 kN, suited to 650 to 1200 cc twins.',
    priceCents: 3890,
    minOrder: 10,
    availableQuantity: 1200,
    weightGrams: 2300,
    category: 'drivetrain',
    fitment: [
      // Both run a 525 chain from the factory; a Ninja 400, 390 Duke or CB500X runs a 520.
      { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
      { make: 'Triumph', model: 'Bonneville T120', fromYear: 2016, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'alloy-rear-sprocket',
    name: 'Alloy Rear Sprocket',
    sku: 'MP-SP-4842',
    crossReferences: [
      { brand: 'JT', number: 'JTR1334.43' },
      { brand: 'Yamaha', number: '1WS-25454-00' },
    ],
    image: '/images/parts/alloy-rear-sprocket.svg',
    description:
      '43-tooth 525-pitch rear sprocket machined from 7075-T6 aluminium and hard-anodised orange. Six-bolt pattern, made to run with our 525 O-ring chain.',
    priceCents: 2450,
    minOrder: 10,
    availableQuantity: 640,
    weightGrams: 600,
    category: 'drivetrain',
    fitment: [
      // The 43-tooth rear of the MT-07, as its numbers say (JT JTR1334.43, Yamaha 1WS-25454-00).
      { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'slip-on-silencer',
    name: 'Slip-On Silencer',
    sku: 'MP-EX-7101',
    crossReferences: [],
    image: '/images/parts/slip-on-silencer.svg',
    description:
      'Titanium slip-on silencer with carbon-fibre end caps, a 51 mm inlet and a removable dB killer. About 2.5 kg lighter than a typical stock can.',
    priceCents: 21900,
    minOrder: 2,
    availableQuantity: 85,
    weightGrams: 3200,
    category: 'exhaust',
    fitment: [
      { make: 'Royal Enfield', model: 'Interceptor 650', fromYear: 2018, toYear: 2026 },
      { make: 'Triumph', model: 'Bonneville T120', fromYear: 2016, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'forged-piston-kit',
    name: 'Forged Piston Kit',
    sku: 'MP-PK-6700',
    crossReferences: [{ brand: 'Wiseco', number: '4982M06700' }],
    image: '/images/parts/forged-piston-kit.svg',
    description:
      'Forged 2618 aluminium piston for a 67.0 mm bore with a graphite-coated skirt. Supplied with rings, wrist pin and circlips.',
    priceCents: 14900,
    minOrder: 4,
    availableQuantity: 150,
    weightGrams: 900,
    category: 'engine',
    fitment: [
      { make: 'Royal Enfield', model: 'Classic 350', fromYear: 2009, toYear: 2020 },
      { make: 'Harley-Davidson', model: 'Sportster Iron 883', fromYear: 2009, toYear: 2022 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'full-face-helmet',
    name: 'Full-Face Helmet',
    sku: 'MP-HM-0550',
    crossReferences: [],
    image: '/images/parts/full-face-helmet.svg',
    description:
      'Fibreglass-composite full-face helmet with a quick-release anti-fog visor and a removable, washable liner. ECE 22.06 certified, sizes XS to XXL.',
    priceCents: 18900,
    minOrder: 2,
    availableQuantity: 120,
    weightGrams: 1900,
    category: 'riding-gear',
    fitment: [],
    fitsAllBikes: true,
  },
  {
    id: 'race-gloves',
    name: 'Leather Race Gloves',
    sku: 'MP-GV-0910',
    crossReferences: [],
    image: '/images/parts/race-gloves.svg',
    description:
      'Goatskin leather gloves with TPU knuckle armour, pre-curved fingers and a wide hook-and-loop wrist strap. Priced per pair, sizes S to XXL.',
    priceCents: 6400,
    minOrder: 6,
    availableQuantity: 340,
    weightGrams: 350,
    category: 'riding-gear',
    fitment: [],
    fitsAllBikes: true,
  },
  {
    id: 'billet-clutch-lever',
    name: 'Billet Clutch Lever',
    sku: 'MP-CL-1480',
    crossReferences: [{ brand: 'Honda', number: '53178-MFJ-D01' }],
    image: '/images/parts/billet-clutch-lever.svg',
    description:
      'CNC-machined 6061 aluminium clutch lever with a six-position reach adjuster. The folding tip swings away in a tip-over instead of snapping.',
    priceCents: 3200,
    minOrder: 10,
    availableQuantity: 480,
    weightGrams: 150,
    category: 'controls',
    fitment: [
      { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
      { make: 'Honda', model: 'CB500X', fromYear: 2013, toYear: 2023 },
      { make: 'KTM', model: '390 Duke', fromYear: 2013, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'led-headlight',
    name: '7in LED Headlight',
    sku: 'MP-LT-7000',
    crossReferences: [{ brand: 'Triumph', number: 'T2701133' }],
    image: '/images/parts/led-headlight.svg',
    description:
      '7-inch round LED headlight with a high/low beam projector and a daytime-running halo ring, 12 V and IP67. Fits standard 7-inch buckets with an H4 plug.',
    priceCents: 7900,
    minOrder: 4,
    availableQuantity: 210,
    weightGrams: 800,
    category: 'electrics',
    fitment: [
      { make: 'Royal Enfield', model: 'Classic 350', fromYear: 2009, toYear: 2026 },
      { make: 'Royal Enfield', model: 'Interceptor 650', fromYear: 2018, toYear: 2026 },
      { make: 'Harley-Davidson', model: 'Sportster Iron 883', fromYear: 2009, toYear: 2022 },
      { make: 'Triumph', model: 'Bonneville T120', fromYear: 2016, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'rear-shock-absorber',
    name: 'Rear Shock Absorber',
    sku: 'MP-RS-3300',
    crossReferences: [{ brand: 'Royal Enfield', number: '570093' }],
    image: '/images/parts/rear-shock-absorber.svg',
    description:
      'Nitrogen-charged rear shock with a piggyback reservoir and adjustable preload, rebound and compression. 330 mm eye to eye, supplied with a 95 N/mm spring.',
    priceCents: 34900,
    minOrder: 2,
    availableQuantity: 60,
    weightGrams: 2800,
    category: 'suspension',
    fitment: [
      { make: 'Royal Enfield', model: 'Classic 350', fromYear: 2009, toYear: 2026 },
      { make: 'Triumph', model: 'Bonneville T120', fromYear: 2016, toYear: 2026 },
      { make: 'Boss Hoss', model: 'BHC-3 LS3', fromYear: 2009, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'iridium-spark-plug',
    name: 'Iridium Spark Plug',
    sku: 'MP-SK-0906',
    crossReferences: [
      { brand: 'NGK', number: 'CR9EIA-9' },
      { brand: 'Denso', number: 'IUH27D' },
    ],
    image: '/images/parts/iridium-spark-plug.svg',
    description:
      'Iridium spark plug with a 0.6 mm centre electrode, 10 mm thread and 16 mm hex. Suits most modern four-stroke motorcycle engines.',
    priceCents: 680,
    minOrder: 20,
    availableQuantity: 5000,
    weightGrams: 60,
    category: 'engine',
    fitment: [
      { make: 'Honda', model: 'CRF1100L Africa Twin', fromYear: 2020, toYear: 2026 },
      { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
      { make: 'Kawasaki', model: 'Ninja 400', fromYear: 2018, toYear: 2026 },
      { make: 'Boss Hoss', model: 'BHC-3 LS3', fromYear: 2009, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'high-flow-air-filter',
    name: 'High-Flow Air Filter',
    sku: 'MP-AF-0210',
    crossReferences: [
      { brand: 'Honda', number: '17210-MKK-D00' },
      { brand: 'K&N', number: 'HA-1004' },
    ],
    image: '/images/parts/high-flow-air-filter.svg',
    description:
      'Washable cotton-gauze cone filter with a 62 mm rubber neck and a stainless steel clamp. Reusable for up to 80,000 km with regular cleaning and oiling.',
    priceCents: 4200,
    minOrder: 6,
    availableQuantity: 400,
    weightGrams: 300,
    category: 'engine',
    fitment: [
      { make: 'Boss Hoss', model: 'BHC-3 LS3', fromYear: 2009, toYear: 2026 },
      { make: 'Honda', model: 'CRF1100L Africa Twin', fromYear: 2020, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'sintered-brake-pads',
    name: 'Sintered Brake Pads',
    sku: 'MP-BP-0921',
    crossReferences: [
      { brand: 'EBC', number: 'FA196HH' },
      { brand: 'Honda', number: '06455-MKK-D01' },
    ],
    image: '/images/parts/sintered-brake-pads.svg',
    description:
      'Sintered copper-compound pads on a steel backing plate with an anti-squeal shim. Consistent bite wet or dry; priced per caliper set.',
    priceCents: 1850,
    minOrder: 10,
    availableQuantity: 1500,
    weightGrams: 250,
    category: 'brakes',
    fitment: [
      { make: 'Honda', model: 'CRF1100L Africa Twin', fromYear: 2020, toYear: 2026 },
      { make: 'Honda', model: 'CB500X', fromYear: 2013, toYear: 2023 },
      { make: 'Royal Enfield', model: 'Interceptor 650', fromYear: 2018, toYear: 2026 },
      { make: 'Boss Hoss', model: 'BHC-3 LS3', fromYear: 2009, toYear: 2026 },
    ],
    fitsAllBikes: false,
  },
  {
    id: 'dual-compound-grips',
    name: 'Dual-Compound Grips',
    sku: 'MP-GR-2200',
    crossReferences: [],
    image: '/images/parts/dual-compound-grips.svg',
    description:
      'Dual-compound rubber grips for 22 mm (7/8 in) handlebars, with a soft orange rib inlay and closed ends. Priced per pair.',
    priceCents: 1400,
    minOrder: 10,
    availableQuantity: 900,
    weightGrams: 200,
    category: 'controls',
    fitment: [],
    fitsAllBikes: true,
  },
];

export const seedReviews: SeedReview[] = [
  {
    id: 'review-marco-bellini',
    name: 'Marco Bellini',
    picture: '/images/reviews/marco-bellini.svg',
    review:
      'We fit the drilled discs to most of the track bikes in our Bologna workshop. They run flat and true out of the box, and the carriers are beautifully machined.',
    rating: 5,
    daysAgo: 3,
  },
  {
    id: 'review-aisha-okafor',
    name: 'Aisha Okafor',
    picture: '/images/reviews/aisha-okafor.svg',
    review:
      'As a dealer in Lagos I need stock that arrives complete. Three large orders so far and every box matched the packing list.',
    rating: 4.5,
    daysAgo: 12,
  },
  {
    id: 'review-kenji-watanabe',
    name: 'Kenji Watanabe',
    picture: '/images/reviews/kenji-watanabe.svg',
    review:
      'The piston kits are consistent to the hundredth of a millimetre, which saves my Osaka shop a lot of measuring. Rings and pins are in the box.',
    rating: 5,
    daysAgo: 21,
  },
  {
    id: 'review-sofia-lindqvist',
    name: 'Sofia Lindqvist',
    picture: '/images/reviews/sofia-lindqvist.svg',
    review:
      'Switched to the sintered pads before a track day at Anderstorp. Strong, predictable bite all weekend and no fade at all.',
    rating: 4.5,
    daysAgo: 30,
  },
  {
    id: 'review-daniel-ortega',
    name: 'Daniel Ortega',
    picture: '/images/reviews/daniel-ortega.svg',
    review:
      'The helmets are good value and our customers like the quick-release visor. Shipping to Guadalajara took nine days longer than quoted, though.',
    rating: 3.5,
    daysAgo: 45,
  },
  {
    id: 'review-priya-raman',
    name: 'Priya Raman',
    picture: '/images/reviews/priya-raman.svg',
    review:
      'We order spark plugs and air filters every month for our service centre in Bengaluru. The minimum orders suit a workshop our size, and support answers within a day.',
    rating: 4,
    daysAgo: 58,
  },
  {
    id: 'review-tom-whitaker',
    name: 'Tom Whitaker',
    picture: '/images/reviews/tom-whitaker.svg',
    review:
      "Fitted the rear shock to a customer's naked bike and the difference on the Yorkshire back roads was night and day. Clear setup guide, too.",
    rating: 5,
    daysAgo: 74,
  },
  {
    id: 'review-lucas-moreau',
    name: 'Lucas Moreau',
    picture: '/images/reviews/lucas-moreau.svg',
    review:
      'Our club racing team near Lyon runs these chains and sprockets all season. Wear has been even, and the orange sprockets look great in the paddock.',
    rating: 4.5,
    daysAgo: 96,
  },
];

import type { Random } from './random';

/** Word lists for the catalogue of a small maker of cosmetics, soap, candles and food. */
const QUALIFIERS = [
  'Organic', 'Refined', 'Unrefined', 'Raw', 'Cold-pressed', 'Virgin', 'Extra virgin', 'Unscented', 'Deodorized',
  'Fair trade', 'Wild-harvested', 'Natural', 'Food grade', 'Cosmetic grade', 'USP grade', 'Kosher', 'Fractionated',
  'Filtered', 'Steam-distilled', 'Powdered', 'Granulated', 'Fine', 'Coarse', 'Dried', 'Whole', 'Ground', 'Roasted',
];

const MATERIALS = [
  'Shea butter', 'Cocoa butter', 'Mango butter', 'Kokum butter', 'Coconut oil', 'Olive oil', 'Sweet almond oil', 'Jojoba oil',
  'Argan oil', 'Avocado oil', 'Castor oil', 'Sunflower oil', 'Grapeseed oil', 'Rosehip seed oil', 'Hemp seed oil',
  'Apricot kernel oil', 'Babassu oil', 'Beeswax', 'Candelilla wax', 'Carnauba wax', 'Soy wax', 'Rapeseed wax',
  'Coconut wax', 'Lavender essential oil', 'Peppermint essential oil', 'Eucalyptus essential oil', 'Tea tree oil',
  'Rosemary extract', 'Lemon essential oil', 'Sweet orange oil', 'Bergamot oil', 'Vanilla extract', 'Vanilla beans',
  'Cinnamon powder', 'Clove buds', 'Ginger root', 'Turmeric powder', 'Chamomile flowers', 'Calendula petals',
  'Aloe vera gel', 'Vegetable glycerin', 'Sodium hydroxide', 'Potassium hydroxide', 'Citric acid', 'Lactic acid',
  'Kaolin clay', 'Bentonite clay', 'French green clay', 'Activated charcoal', 'Colloidal oatmeal', 'Raw honey',
  'Goat milk powder', 'Dead Sea salt', 'Himalayan pink salt', 'Epsom salt', 'Cane sugar', 'Brown sugar', 'Baking soda',
  'Arrowroot powder', 'Tapioca starch', 'Zinc oxide', 'Titanium dioxide', 'Mica pigment', 'Iron oxide red',
  'Ultramarine blue', 'Sandalwood fragrance', 'Patchouli oil', 'Vetiver oil', 'Cedarwood oil', 'Frankincense resin',
  'Myrrh gum', 'Rose geranium oil', 'Ylang ylang oil', 'Jasmine absolute', 'Neroli oil', 'Lemongrass oil', 'Spearmint oil',
  'Cetearyl alcohol', 'Emulsifying wax', 'Stearic acid', 'Polysorbate 80', 'Xanthan gum', 'Guar gum', 'Vitamin E oil',
  'Hyaluronic acid', 'Panthenol', 'Allantoin', 'Sodium lactate', 'Cocamidopropyl betaine', 'Decyl glucoside',
  'Sodium cocoyl isethionate', 'Rolled oats', 'Whole wheat flour', 'Rye flour', 'Spelt flour', 'Almond flour',
  'Cocoa powder', 'Dark chocolate', 'Milk chocolate', 'Hazelnuts', 'Walnuts', 'Pecans', 'Pistachios', 'Sunflower seeds',
  'Pumpkin seeds', 'Chia seeds', 'Flax seeds', 'Dried cranberries', 'Raisins', 'Medjool dates', 'Maple syrup',
  'Agave syrup', 'Sea salt flakes', 'Black pepper', 'Smoked paprika', 'Chili flakes', 'Garlic powder', 'Onion powder',
  'Oregano', 'Basil', 'Thyme', 'Green tea', 'Black tea', 'Rooibos', 'Hibiscus flowers', 'Coffee beans', 'Cotton wicks',
  'Wooden wicks', 'Amber glass jar', 'Clear PET bottle', 'Aluminium tin', 'Kraft label', 'Shrink band', 'Pump dispenser',
  'Dropper cap', 'Cardboard shipper', 'Tissue paper', 'Glass dropper bottle', 'Lip balm tube', 'Soap mould',
];

const VARIANTS = ['refined', 'unrefined', 'deodorized', 'grade A', 'premium', 'standard', 'bulk', 'sample', 'seconds', 'export', 'bio'];

const SIZES = [
  ...[5, 10, 15, 30, 50, 100, 120, 250, 500, 750, 1000].flatMap((n) => [`${n} ml`, `${n} g`]),
  ...[1, 2, 5, 10, 20, 25].flatMap((n) => [`${n} kg`, `${n} l`]),
  ...[2, 4, 8, 16].map((n) => `${n} oz`),
  ...[1, 5, 50].map((n) => `${n} lb`),
];

const PACKS = ['jar', 'bottle', 'tin', 'pouch', 'bag', 'sack', 'drum', 'pail', 'tote', 'carton', 'case', 'box', 'bucket', 'tub', 'IBC'];

const LEFTOVERS = ['remnants', 'offcuts', 'rework', 'samples', 'trial', 'returns', 'overrun'];

export function skuName(random: Random): string {
  const qualifier = random.chance(0.5) ? `${random.pick(QUALIFIERS)} ` : '';
  const material = random.pick(MATERIALS);
  const variant = random.chance(0.3) ? `, ${random.pick(VARIANTS)}` : '';
  return `${qualifier}${qualifier ? material.toLowerCase() : material}${variant} ${random.pick(SIZES)} ${random.pick(PACKS)}`;
}

/** A batch usually carries its SKU's name, often with a lot note; anonymous batches get a name of their own. */
export function batchName(random: Random, skuName: string | null, month: string): string {
  if (skuName === null) return `${random.pick(MATERIALS)} ${random.pick(LEFTOVERS)} ${month}`;
  return random.chance(0.4) ? `${skuName} lot ${month}-${1 + random.int(200)}` : skuName;
}

/** A GTIN-13 built from a number, with its check digit, so SKU barcodes look and validate like real ones. */
export function gtin13(n: number): string {
  const body = `40${String(n).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

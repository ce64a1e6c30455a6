/** The demo data set's mixture, which the menu's Mixture Detail sample link opens where it exists. */
export const DEMO_MIXTURE = 'MIX000001';

/** Countries offered at registration (id, iso, name, phone code); Turkey (218, +90) is the default. */
export const COUNTRIES = [
  { id: 218, iso: 'TR', nicename: 'Turkey', phonecode: '90' },
  { id: 15, iso: 'AZ', nicename: 'Azerbaijan', phonecode: '994' },
  { id: 55, iso: 'CY', nicename: 'Cyprus', phonecode: '357' },
  { id: 73, iso: 'FR', nicename: 'France', phonecode: '33' },
  { id: 80, iso: 'DE', nicename: 'Germany', phonecode: '49' },
  { id: 84, iso: 'GR', nicename: 'Greece', phonecode: '30' },
  { id: 103, iso: 'IQ', nicename: 'Iraq', phonecode: '964' },
  { id: 150, iso: 'NL', nicename: 'Netherlands', phonecode: '31' },
  { id: 225, iso: 'GB', nicename: 'United Kingdom', phonecode: '44' },
  { id: 226, iso: 'US', nicename: 'United States', phonecode: '1' },
] as const;

/** Currencies the site keeps accounts in (the spec's symbol table). */
export const CURRENCIES = ['TRY', 'EUR', 'USD', 'IQD', 'TND', 'CHF', 'PEN', 'PLN'] as const;

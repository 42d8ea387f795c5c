/** The box Home keeps for the part that comes after the first paint (HomePage writes it out; SiteExtras fills it). */
export const HOME_SLOT_ID = 'home-extras';

import { ManualOdd } from '@bet/shared';

/** Whether an odd typed on the fixture list is one the server takes as a manual odd. */
export const isManualOddText = (text: string): boolean => ManualOdd.safeParse(Number(text)).success;

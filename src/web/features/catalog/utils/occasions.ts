/** Occasion tags the shop names in every language; any other tag is shown as written. */
export const occasionKeys = [
  'anniversary',
  'wedding',
  'holidays',
  'surprise',
  'birthday',
  'mothers_day',
  'fathers_day',
  'valentines_day',
  'graduation',
  'new_job',
  'birth',
  'thank_you',
  'just_because',
  'ramadan',
  'eid',
] as const;
export type OccasionKey = (typeof occasionKeys)[number];

export const occasionKey = (value: string): OccasionKey | null =>
  (occasionKeys as readonly string[]).includes(value) ? (value as OccasionKey) : null;

import type { Appearance } from '@contracts/appearance';

export type AppearanceChanges = Partial<Appearance>;

const COLOR = /^#[0-9a-fA-F]{6}$/;
export const colorFields = ['primaryColor', 'secondaryColor', 'accentColor', 'backgroundColor', 'textColor'] as const;
export type ColorField = (typeof colorFields)[number];
export const isColor = (value: string) => COLOR.test(value);

/** Two field values alike: texts compare language by language, an absent language as empty. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((k) => ((a as Record<string, unknown>)[k] ?? '') === ((b as Record<string, unknown>)[k] ?? ''));
  }
  return a === b;
}

/** The changes with one more field set; a field set back to its saved value is no longer a change. */
export function withChange<K extends keyof Appearance>(saved: Appearance, changes: AppearanceChanges, field: K, value: Appearance[K]): AppearanceChanges {
  const next = { ...changes };
  if (sameValue(saved[field], value)) delete next[field];
  else next[field] = value;
  return next;
}

/** Colour fields whose typed value is not #rrggbb: saving waits until they are fixed. */
export const invalidColors = (changes: AppearanceChanges): ColorField[] => colorFields.filter((f) => changes[f] !== undefined && !isColor(changes[f]));

/** What the preview draws: the saved look with the changes, a colour still being typed keeping its saved value. */
export function previewOf(saved: Appearance, changes: AppearanceChanges): Appearance {
  const bad = new Set<string>(invalidColors(changes));
  return { ...saved, ...Object.fromEntries(Object.entries(changes).filter(([f]) => !bad.has(f))) };
}

import type { Appearance } from '@contracts/appearance';
import { contrastRatio, readableText } from '@contracts/contrast';
import type { ColorField } from './draft';

/**
 * How well text reads with this colour: on a themed colour, its text as the shop will write it (dark
 * or white, contracts/theme.ts); for the text and background colours, the one on the other.
 */
export function textContrast(field: ColorField, look: Appearance): number {
  if (field === 'textColor' || field === 'backgroundColor') return contrastRatio(look.textColor, look.backgroundColor);
  return contrastRatio(look[field], readableText(look[field]));
}

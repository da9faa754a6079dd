import { z } from 'zod';
import { whenMissing } from './common.js';
import { CITY_INVALID, CITY_MAX, CITY_REQUIRED, namedCityOf } from './delivery.js';

// Letters of any script, digits, spaces and the marks place names use (Aït, M'diq, Tan-Tan, Sidi Ifni (Centre)).
const PLACE_NAME = /^[\p{L}\p{M}\p{N} '’.\-()]+$/u;

/**
 * A city, town or village of Morocco, typed or chosen: one line of letters, at most 80 characters.
 * A named city however written is stored under its name ("casa" → "Casablanca"); any other place as typed.
 */
export const CitySchema = z
  .string(whenMissing(CITY_REQUIRED))
  .transform((v) => v.normalize('NFC').replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { message: CITY_REQUIRED, abort: true })
      .max(CITY_MAX, `Nom de ville trop long (${CITY_MAX} caractères au plus)`)
      .regex(PLACE_NAME, CITY_INVALID)
      .refine((v) => /\p{L}/u.test(v), CITY_INVALID),
  )
  .transform((v) => namedCityOf(v) ?? v);

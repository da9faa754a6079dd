import type { Palette } from '../palettes.js';
import type { Rng } from '../random.js';

/**
 * Draws one object as SVG elements on the 1200-unit canvas, standing on the ground line y = 960
 * and roughly within x 280..920, y 240..960. Gradient ids are prefixed with the motif's name.
 */
export type MotifDraw = (p: Palette, rng: Rng) => string;

export interface MotifSpec {
  draw: MotifDraw;
  /** A scene (sky, dunes) rather than an object: painted inside the frame's window, clipped to it. */
  scene?: boolean;
}

import { argan } from './argan.js';
import { babouches } from './babouches.js';
import { balloon } from './balloon.js';
import { bouquet } from './bouquet.js';
import { candle } from './candle.js';
import { dates } from './dates.js';
import { desert } from './desert.js';
import { door } from './door.js';
import { envelope } from './envelope.js';
import { giftBox } from './gift-box.js';
import { jewellery } from './jewellery.js';
import { lantern } from './lantern.js';
import { pottery } from './pottery.js';
import { pouf } from './pouf.js';
import { spa } from './spa.js';
import { tagine } from './tagine.js';
import { teapot } from './teapot.js';
import { ticket } from './ticket.js';
import type { MotifSpec } from './types.js';

export const motifs = {
  argan: { draw: argan },
  babouches: { draw: babouches },
  balloon: { draw: balloon, scene: true },
  bouquet: { draw: bouquet },
  candle: { draw: candle },
  dates: { draw: dates },
  desert: { draw: desert, scene: true },
  door: { draw: door },
  envelope: { draw: envelope },
  giftBox: { draw: giftBox },
  jewellery: { draw: jewellery },
  lantern: { draw: lantern },
  pottery: { draw: pottery },
  pouf: { draw: pouf },
  spa: { draw: spa },
  tagine: { draw: tagine },
  teapot: { draw: teapot },
  ticket: { draw: ticket },
} satisfies Record<string, MotifSpec>;

export type MotifName = keyof typeof motifs;
export const motifNames = Object.keys(motifs) as MotifName[];

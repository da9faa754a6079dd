// The demo pictures' drawing, run apart by drawMissingPictures: receives the pictures' specs,
// answers each one's WebP files as it is drawn, and exits. libvips keeps the memory it drew with
// (hundreds of MB for a hundred pictures): in this short-lived process it goes back to the system.
import { renderArt, type ArtSpec } from '../../lib/art/index.js';
import { loadSharp } from '../../lib/pictures/sharp.js';
import { mapLimit } from './concurrency.js';

export type DrawRequest = ArtSpec[];
export type Drawn = { index: number; files: [number, Uint8Array][] };

const send = (message: Drawn) => new Promise<void>((resolve, reject) => process.send!(message, (err: Error | null) => (err ? reject(err) : resolve())));

process.once('message', (specs: DrawRequest) => {
  void (async () => {
    // Apart from the server, libvips may use every core (0: its default) and needs no cache.
    const sharp = await loadSharp();
    sharp.cache(false);
    sharp.concurrency(0);
    // Two pictures at once: libvips' threads do the work; more only raises the peak.
    await mapLimit(specs.map((spec, index) => ({ spec, index })), 2, async ({ spec, index }) => send({ index, files: [...(await renderArt(spec))] }));
    process.disconnect();
  })();
});

/** Widths the server writes for each gift image (`-400.webp`, `-800.webp`, `-1200.webp`). */
const WIDTHS = [400, 800, 1200] as const;
const VARIANT = /-800\.webp$/;

/** The URL of another width of a server-made image; any other URL is returned unchanged. */
export const variantUrl = (url: string, width: (typeof WIDTHS)[number]) => url.replace(VARIANT, `-${width}.webp`);

/** `src` plus a `srcSet` over the resized variants, when the URL follows the server's naming. */
export function imageSources(url: string): { src: string; srcSet?: string } {
  if (!VARIANT.test(url)) return { src: url };
  return { src: url, srcSet: WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(', ') };
}

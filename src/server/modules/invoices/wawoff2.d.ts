declare module 'wawoff2/decompress.js' {
  /** A WOFF2 font as plain TrueType (or OpenType). */
  export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}

/**
 * sharp (libvips), loaded with the first picture read or written rather than with the server: about
 * 20 MB of memory that a copy serving only stored pictures does without.
 */
export const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  // libvips' cache of decoded images and its threads' buffers stay resident: a server that now and
  // then resizes an upload needs neither the default 50 MB cache nor a thread per core.
  sharp.cache({ memory: 16, files: 0, items: 20 });
  sharp.concurrency(1);
  return sharp;
};

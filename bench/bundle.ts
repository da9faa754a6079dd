import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Measure } from './types.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const webDir = join(process.cwd(), 'dist', 'web');

/** What a storefront visitor downloads before the first page: the entry chunk and its static imports. */
export async function benchBundle(): Promise<Measure[]> {
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('dist/web is missing: run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');

  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const gz = (files: Set<string>) =>
    [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(webDir, f)), { level: 9 }).length, 0) / 1024;
  return [
    { name: 'storefront initial JS (gzip)', value: round(gz(js)), unit: 'KB', budget: 150 },
    { name: 'storefront initial CSS (gzip)', value: round(gz(css)), unit: 'KB' },
  ];
}

const round = (n: number) => Math.round(n * 10) / 10;

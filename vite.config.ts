import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** `@/…` is the client (src/web), `@contracts/…` the contracts it shares with the server. */
export const aliases = {
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@contracts': fileURLToPath(new URL('./src/contracts', import.meta.url)),
};

const api = 'http://127.0.0.1:' + (process.env.PORT ?? '3000');

/**
 * What a storefront page can load, so the shared chunks below take nothing the back office alone
 * uses. App modules: everything reachable from the entry without going through the back office's
 * route tree or its texts. Icons: the lucide barrel imports every icon before tree-shaking, so an
 * icon counts when a storefront module imports it by name. Both are filled once the module graph
 * is complete (buildEnd) and read when chunks are made.
 */
const storefront = new Set<string>();
const storefrontIcons = new Set<string>();
const backOfficeDoor = /[\\/]routes[\\/]admin[\\/]index\.tsx$|[\\/]i18n[\\/]locales[\\/]\w+[\\/]admin[\w-]*\.json$/;
const lucideBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const lucideIcon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

function storefrontModules(): Plugin {
  return {
    name: 'storefront-modules',
    apply: 'build',
    buildEnd() {
      storefront.clear();
      storefrontIcons.clear();
      const ids = [...this.getModuleIds()];
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of queue) {
        if (storefront.has(id) || backOfficeDoor.test(id)) continue;
        storefront.add(id);
        const info = this.getModuleInfo(id);
        queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }
      const barrel = ids.find((id) => lucideBarrel.test(id));
      const barrelCode = barrel ? this.getModuleInfo(barrel)?.code : null;
      if (!barrel || !barrelCode) return;
      const iconFiles = new Map<string, string>();
      for (const [, names, file] of barrelCode.matchAll(/export \{([^}]+)\} from '(\.\/icons\/[^']+)'/g)) {
        for (const name of names!.split(',')) iconFiles.set(name.replace('default as', '').trim(), resolve(dirname(barrel), file!));
      }
      for (const id of storefront) {
        const code = this.getModuleInfo(id)?.code ?? '';
        for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
          for (const name of names!.split(',')) {
            const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0]!);
            if (file) storefrontIcons.add(file);
          }
        }
      }
    },
  };
}
const forStorefront = (pattern: RegExp) => (id: string) => pattern.test(id) && storefront.has(id);
/** Lucide's shared helpers, and the icons a storefront module uses (all of them if the barrel could not be read). */
const storefrontIcon = (id: string) =>
  /[\\/]lucide-react[\\/]/.test(id) && (!lucideIcon.test(id) || storefrontIcons.size === 0 || storefrontIcons.has(id));

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss(), storefrontModules()],
  resolve: { alias: aliases },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Maps are written for debugging a build, never referenced or served (plugins/web.ts).
    sourcemap: 'hidden',
    manifest: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks: on a phone each request costs a round trip, so dozens of tiny
        // chunks (one per icon, one per translation file) slowed the first paint more than bytes.
        codeSplitting: {
          groups: [
            // Texts are not grouped: each language and namespace is a chunk of its own (i18n/index.ts).
            { name: 'icons', test: storefrontIcon },
            { name: 'shared', test: forStorefront(/[\\/]src[\\/]web[\\/](components|lib|hooks|stores|i18n)[\\/](?!locales[\\/])/), minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/uploads': api, '/healthz': api },
  },
});

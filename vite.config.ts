import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type BuildEnvironmentOptions, type Plugin } from 'vite';
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
/** What the first page needs before it can draw: modules the entry imports statically, and their icons. */
const shell = new Set<string>();
const shellIcons = new Set<string>();
/**
 * What the pages most visitors land on (home, catalogue, a gift) import statically, and their icons:
 * shared pieces they do not draw (forms, dialogs, tabs) go in chunks of their own.
 */
const landing = new Set<string>();
const landingIcons = new Set<string>();
const landingPage = /[\\/]src[\\/]web[\\/]routes[\\/]store[\\/](home|catalog|gift)\.tsx$/;
const entries = new Set<string>();
const appStart = /[\\/]src[\\/]web[\\/]start\.tsx$/;
const backOfficeDoor = /[\\/]routes[\\/]admin[\\/]index\.tsx$|[\\/]i18n[\\/]locales[\\/]\w+[\\/]admin[\w-]*\.json$/;
const lucideBarrel = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const radixBarrel = /[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/;
const lucideIcon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

function storefrontModules(): Plugin {
  return {
    name: 'storefront-modules',
    apply: 'build',
    async buildEnd() {
      storefront.clear();
      storefrontIcons.clear();
      shell.clear();
      shellIcons.clear();
      const ids = [...this.getModuleIds()];
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of queue) {
        if (storefront.has(id) || backOfficeDoor.test(id)) continue;
        storefront.add(id);
        const info = this.getModuleInfo(id);
        queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }
      const shellQueue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      entries.clear();
      shellQueue.forEach((id) => entries.add(id));
      // The entry only waits for the first paint, then loads the app's start: the shell begins there.
      shellQueue.push(...ids.filter((id) => appStart.test(id)));
      // The radix-ui barrel imports every primitive, as lucide's does every icon: the walk does not
      // go through it but follows the primitives a module names (`import { Toast } from 'radix-ui'`).
      const radix = ids.find((id) => radixBarrel.test(id));
      const radixCode = radix ? (this.getModuleInfo(radix)?.code ?? '') : '';
      const primitives = new Map([...radixCode.matchAll(/import \* as (\w+) from "([^"]+)"/g)].map(([, name, pkg]) => [name!, pkg!]));
      for (const id of shellQueue) {
        if (shell.has(id) || lucideIcon.test(id) || id === radix || pagesOnly.test(id)) continue;
        shell.add(id);
        shellQueue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        const code = this.getModuleInfo(id)?.code ?? '';
        for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g)) {
          for (const name of names!.split(',')) {
            const pkg = primitives.get(name.trim().split(/\s+as\s+/)[0]!);
            const resolved = pkg && radix ? await this.resolve(pkg, radix) : null;
            if (resolved) shellQueue.push(resolved.id);
          }
        }
      }
      landing.clear();
      landingIcons.clear();
      const landingQueue = ids.filter((id) => landingPage.test(id));
      for (const id of landingQueue) {
        if (landing.has(id) || lucideIcon.test(id)) continue;
        landing.add(id);
        landingQueue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
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
            if (!file) continue;
            storefrontIcons.add(file);
            if (shell.has(id)) shellIcons.add(file);
            if (landing.has(id)) landingIcons.add(file);
          }
        }
      }
    },
  };
}
/** The form kit's pieces over react-hook-form: they go with the routes that draw a form, or every page sharing a chunk with them would load it. */
const formKit = /[\\/]src[\\/]web[\\/]components[\\/]ui[\\/]form[\\/](form\.tsx|use-[\w-]+\.ts)$/;
/** The storefront's own components, helpers, hooks and stores (texts and the form kit apart). */
const sharedPiece = (id: string) =>
  /[\\/]src[\\/]web[\\/](components|lib|hooks|stores|i18n)[\\/](?!locales[\\/])/.test(id) && !formKit.test(id) && storefront.has(id);
/** Lucide's shared helpers, and the icons a storefront module uses (all of them if the barrel could not be read). */
const storefrontIcon = (id: string) =>
  /[\\/]lucide-react[\\/]/.test(id) && (!lucideIcon.test(id) || storefrontIcons.size === 0 || storefrontIcons.has(id));
/** The first page's own modules (icons included only when a shell module imports them by name). */
const inShell = (id: string) => (lucideIcon.test(id) ? shellIcons.has(id) : shell.has(id) && !lucideBarrel.test(id) && !shellRoot.test(id) && !entries.has(id));
/**
 * Library modules the shell reaches only through their package's index, which only pages loaded
 * later use (`Trans`, mutations, several or infinite queries): left to those pages' chunks.
 */
const pagesOnly =
  /react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js$|[\\/]html-parse-stringify[\\/]|@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](infiniteQueryObserver|mutationObserver|queriesObserver|useQueries|useMutation|useInfiniteQuery)\.js$/;
/** Vite's loader of dynamic imports, with which the entry loads the shell: a chunk of its own, or it would ride in the shell. */
const preloadHelper = /vite\/(preload-helper|modulepreload-polyfill)/;
const shellRoot = /[\\/]src[\\/]web[\\/](main\.tsx|index\.html|styles\.css)$|\.css$/;

/**
 * The server's renderer of the public pages (decision 019): src/web/entry-server.tsx built for Node
 * into dist/ssr (`vite build --ssr`), its packages left to node_modules.
 */
const ssrBuild: BuildEnvironmentOptions = {
  outDir: '../../dist/ssr',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  rolldownOptions: {
    input: 'entry-server.tsx',
    // The renderer reads every text at start (entry-server.tsx), so the client's lazy text chunks are one module here.
    onLog(level, log, handler) {
      if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // Bundled, so the renderer holds the icons the pages draw rather than lucide's 1,600 (about 8 MB of server memory).
  ssr: { noExternal: ['lucide-react'] },
  publicDir: isSsrBuild ? false : '../../public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [storefrontModules()])],
  resolve: { alias: aliases },
  build: isSsrBuild
    ? ssrBuild
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        // Maps are written for debugging a build, never referenced or served (pages/web.ts).
        sourcemap: 'hidden',
        manifest: true,
        rolldownOptions: {
          // The web fonts' stylesheet is a file of its own: a rendered page applies it after its first
          // picture (main.tsx, decision 034).
          input: { index: resolve(aliases['@'], 'index.html'), fonts: resolve(aliases['@'], 'fonts.css') },
          output: {
            // Fewer, larger chunks: on a phone each request costs a round trip, so dozens of tiny
            // chunks (one per icon, one per translation file) slowed the first paint more than bytes.
            codeSplitting: {
              groups: [
                // Texts are not grouped: each language and namespace is a chunk of its own (i18n/index.ts).
                // What the first page cannot draw without comes first, so later groups take only what
                // pages load on demand and never grow the first download. Then what the landing pages
                // (home, catalogue, gift) share, before the rest (forms, dialogs, tabs, their Radix pieces
                // and icons), which only the pages that draw them fetch.
                { name: 'loader', test: (id) => preloadHelper.test(id), priority: 6 },
                { name: 'shell', test: inShell, priority: 5 },
                { name: 'icons', test: (id) => storefrontIcon(id) && (!lucideIcon.test(id) || landingIcons.has(id)), priority: 4 },
                { name: 'more-icons', test: storefrontIcon, priority: 3 },
                // The landing pages' shared pieces first, so the rest (and what it imports) never rides along with them.
                { name: 'shared', test: (id) => sharedPiece(id) && landing.has(id), minShareCount: 2, priority: 2 },
                { name: 'widgets', test: sharedPiece, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: { '/api': api, '/uploads': api, '/healthz': api },
  },
}));

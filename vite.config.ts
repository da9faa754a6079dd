import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = 'http://127.0.0.1:' + (process.env.PORT ?? '3000');

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
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
            // The back office's texts (admin.json) stay out: they load with the back office only.
            { name: 'locale-fr', test: /[\\/]i18n[\\/]locales[\\/]fr[\\/](?!admin\.json)/ },
            { name: 'locale-ar', test: /[\\/]i18n[\\/]locales[\\/]ar[\\/](?!admin\.json)/ },
            { name: 'locale-en', test: /[\\/]i18n[\\/]locales[\\/]en[\\/](?!admin\.json)/ },
            { name: 'icons', test: /[\\/]lucide-react[\\/]/ },
            { name: 'shared', test: /[\\/]src[\\/]web[\\/](components|lib|hooks|stores|i18n)[\\/]/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': api, '/uploads': api, '/healthz': api },
  },
});

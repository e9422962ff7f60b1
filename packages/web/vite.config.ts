import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Installable and playable offline (issue 22, item 18): Workbox precaches the whole built app —
// pages, translations and the computer's worker with its nets — so that games against the
// computer and hot-seat need no network after the first visit. A new version is fetched in the
// background and takes over by itself. The server's routes are never served from the cache.
const offline = VitePWA({
  registerType: 'autoUpdate',
  // A tiny separate script registers the service worker: nothing added to the home page's bundle.
  injectRegister: 'script-defer',
  manifest: {
    name: 'ludus — traditional board games',
    short_name: 'ludus',
    description: 'Backgammon, tryktrak and Shatra in the browser.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f1e7',
    theme_color: '#8a3b0e',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,json,webmanifest}'],
    // The worker bundles the engines' nets (about 0.6 MB today).
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/ws/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [preact(), offline],
  // @preact/signals resolves its peer `preact` from the repository root, where npm placed a
  // second copy; two Preact copies break hooks, so every import gets this package's one.
  resolve: { dedupe: ['preact', '@preact/signals'] },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  worker: { format: 'es' },
  // `npm run dev` talks to a game server started apart (`npm start`, or the server package's
  // start script) on :8080 for the online pages.
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
  preview: { port: 8080, strictPort: true, host: 'localhost' },
});

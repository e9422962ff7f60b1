import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [preact()],
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

import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [preact()],
  // @preact/signals resolves its peer `preact` from the repository root, where npm placed a
  // second copy; two Preact copies break hooks, so every import gets this package's one.
  resolve: { dedupe: ['preact', '@preact/signals'] },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 8080, strictPort: true, host: 'localhost' },
});

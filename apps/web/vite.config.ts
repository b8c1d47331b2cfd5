import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the API listens in development; in production it serves this build on one origin. */
const apiOrigin = 'http://localhost:3000';
const apiProxy = { '/v1': { target: apiOrigin } };

const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API serves the build under a strict CSP; assets stay files rather than data: URIs.
    assetsInlineLimit: 0,
    // Lets tools (bundle-size checks) map routes to the files they load.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        /*
         * The contracts package is pure declarations (schemas, constants, paths), but its
         * top-level zod calls look like side effects to the bundler, which would then ship
         * every schema, zod and the phone-number metadata with the landing page because it
         * reads a route path. Declared free of side effects, each page keeps what it uses.
         */
        moduleSideEffects: [{ test: contractsSource, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          /*
           * Everything the entry needs before the first render goes in one file: one request
           * instead of a dozen small ones, and it compresses better. Screens stay lazy chunks.
           */
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});

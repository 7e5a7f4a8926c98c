import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// The router plugin must come before react() so generated routes are transformed by it.
export default defineConfig({
  base: '/conveyancing/',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    react(),
  ],
  build: { outDir: 'dist/app', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': apiTarget } },
});

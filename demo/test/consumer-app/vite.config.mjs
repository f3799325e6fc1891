import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// OREBIT_SRC: the origin serving /widgets/ (the test's `wrangler dev`).
export default defineConfig({
  plugins: [react()],
  define: { __OREBIT_SRC__: JSON.stringify(process.env.OREBIT_SRC ?? '') },
});

import type { Config } from 'tailwindcss';

/** Loaded from src/client/index.css with @config; breakpoints follow spec §9. */
export default {
  content: ['./index.html', './src/client/**/*.{ts,tsx}'],
  theme: {
    screens: { sm: '600px', md: '800px', lg: '1024px' },
    extend: {
      maxWidth: { card: '40rem', mixture: '70rem', warning: '20em' },
      fontFamily: { label: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'] },
      colors: {
        brand: { 50: '#eef6f3', 100: '#d5ebe2', 500: '#2f7d62', 600: '#256650', 700: '#1d5040', 900: '#0f2a22' },
      },
    },
  },
} satisfies Config;

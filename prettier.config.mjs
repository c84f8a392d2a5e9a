/**
 * One formatter for the tree; `npm run lint` fails on unformatted files (`npm run format` fixes them).
 * The Tailwind plugin sorts class lists in the order Tailwind's own stylesheet emits them.
 */
const config = {
  printWidth: 120,
  singleQuote: true,
  trailingComma: 'all',
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
  tailwindFunctions: ['cn', 'cva'],
};

export default config;

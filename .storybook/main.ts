import type { StorybookConfig } from '@storybook/react-vite';

// Written by hand: `storybook init` would install system packages and download a browser.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // The app's router plugin regenerates the route tree; stories don't need it. The first pages' HTML copies
    // are the app's (its index.html), not Storybook's.
    const plugins = (viteConfig.plugins ?? []).flat().filter((p) => {
      const name = p && typeof p === 'object' && 'name' in p ? String(p.name) : '';
      return !name.startsWith('tanstack') && name !== 'first-page-preloads';
    });
    return { ...viteConfig, base: '/', plugins };
  },
};
export default config;

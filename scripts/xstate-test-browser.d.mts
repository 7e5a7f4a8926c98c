import type { Plugin } from 'vite';

export function xstateTestBrowserEntry(): Plugin;

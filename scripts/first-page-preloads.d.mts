import type { Plugin } from 'vite';

export function firstPagePreloads(): Plugin;

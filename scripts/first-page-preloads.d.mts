import type { Plugin } from 'vite';

export function firstPagePreloads(htmlFor: (page: string) => string): Plugin;

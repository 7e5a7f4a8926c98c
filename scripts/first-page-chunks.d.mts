import type { Rolldown } from 'vite';

export function firstPageChunkGroups(): Rolldown.CodeSplittingGroup[];

export const HOME_PAGE: RegExp;
export const SIGNED_IN_PAGES: RegExp;
export const RENDER_MODULE: RegExp;

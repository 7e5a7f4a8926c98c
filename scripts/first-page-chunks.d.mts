import type { Rolldown } from 'vite';

export function firstPageChunkGroups(): Rolldown.CodeSplittingGroup[];

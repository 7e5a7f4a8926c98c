import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../../src/api/public-operations';

const specDir = path.join(import.meta.dirname, '../../openapi');

/**
 * The contract's public operations (`security: []`), read from the layout openapi/ uses: the root maps each
 * path to `./paths/<area>.yaml#/<key>`, and the area file holds `<key>:` items at column 0.
 */
function publicPathsInSpec(): string[] {
  const root = readFileSync(path.join(specDir, 'openapi.yaml'), 'utf8');
  const refs = [...root.matchAll(/^ {2}(\/\S*):\n {4}\$ref: '\.\/(paths\/[\w-]+\.yaml)#\/([\w-]+)'/gm)];
  expect(refs.length).toBeGreaterThan(80);
  return refs.filter(([, , file, key]) => itemIsPublic(readFileSync(path.join(specDir, file!), 'utf8'), key!)).map(([, route]) => route!);
}

function itemIsPublic(areaFile: string, key: string): boolean {
  // Each top-level key of an area file starts one path item.
  const item = areaFile.split(/^(?=\S)/m).find((part) => part.startsWith(`${key}:\n`));
  expect(item, `${key} in its area file`).toBeDefined();
  return /^ {4}security: \[\]$/m.test(item ?? '');
}

describe('public operations', () => {
  it('match the operations the contract marks security: []', () => {
    expect([...publicPaths].sort()).toEqual(publicPathsInSpec().sort());
  });
});

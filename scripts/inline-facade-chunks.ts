import type { Plugin } from 'vite';

/**
 * When a dynamically imported module sits in a group's chunk (first-page-chunks.mjs puts the listing's split route
 * modules and the render module in theirs), Rolldown keeps a file of one line for the import to load, which only
 * re-exports from the group's chunk (rolldown/rolldown#9729; Rollup imports the group's chunk and picks the names).
 * Each such file is one more request on a first page, and over HTTP/1.1 a phone fetches six at a time. This does what
 * Rollup does: the import loads the group's chunk and picks the names, and the re-exporting file is dropped.
 */

/** A chunk whose whole code is `export{a as b,…}from"./target.js"`. */
const FACADE = /^export\s*\{([^}]*)\}\s*from\s*(["'`])\.\/([^"'`]+)\2;?\s*$/;

interface Facade {
  /** Both as the bundle names them (under Vite's assets directory). */
  fileName: string;
  target: string;
  /** `{b:m.a,…}`: the names the import gets, from the target's. */
  namespace: string;
}

export function facadeOf(fileName: string, code: string): Facade | null {
  const match = FACADE.exec(code);
  if (!match) return null;
  const [, specifiers = '', , target = ''] = match;
  const names = specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) => {
      const [local = '', exported = local] = specifier.split(/\s+as\s+/);
      return `${JSON.stringify(exported)}:m.${local}`;
    });
  // Both files sit in one directory (the import is `./…`): the target's name in the bundle is the facade's directory and its own.
  return { fileName, target: fileName.slice(0, fileName.lastIndexOf('/') + 1) + target, namespace: `{${names.join(',')}}` };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Edit {
  start: number;
  end: number;
  text: string;
}

const baseName = (fileName: string) => fileName.slice(fileName.lastIndexOf('/') + 1);

/** The edits that make `code` (a chunk in the facades' directory) import each facade's target instead of the facade. */
export function facadeEdits(code: string, facades: readonly Facade[]): Edit[] {
  const edits: Edit[] = [];
  for (const facade of facades) {
    for (const match of code.matchAll(new RegExp(`import\\((["'\`])\\./${escape(baseName(facade.fileName))}\\1\\)`, 'g'))) {
      const quote = match[1] ?? '`';
      const text = `import(${quote}./${baseName(facade.target)}${quote}).then((m)=>(${facade.namespace}))`;
      edits.push({ start: match.index, end: match.index + match[0].length, text });
    }
  }
  return edits.sort((a, b) => a.start - b.start);
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The first value of a source-map segment (its generated column, relative) and the characters it takes. */
function firstValue(segment: string): { value: number; length: number } {
  let result = 0;
  let shift = 0;
  for (let index = 0; index < segment.length; index += 1) {
    const digit = BASE64.indexOf(segment.charAt(index));
    result += (digit & 31) << shift;
    shift += 5;
    if ((digit & 32) === 0) {
      const value = result & 1 ? -(result >>> 1) : result >>> 1;
      return { value, length: index + 1 };
    }
  }
  throw new Error(`inline-facade-chunks: unreadable source-map segment "${segment}"`);
}

function encodeValue(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64.charAt(digit);
  } while (rest > 0);
  return out;
}

/** Moves the mappings of generated `line` at or after `column` by `delta` characters (what an edit there did to the code). */
export function shiftMappings(mappings: string, line: number, column: number, delta: number): string {
  const lines = mappings.split(';');
  const segments = (lines[line] ?? '').split(',');
  let at = 0;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] ?? '';
    if (!segment) continue;
    const { value, length } = firstValue(segment);
    at += value;
    if (at >= column) {
      // Columns after the first are relative to the one before, so moving this one moves the rest of the line.
      segments[index] = encodeValue(value + delta) + segment.slice(length);
      break;
    }
  }
  lines[line] = segments.join(',');
  return lines.join(';');
}

/** Applies the edits to the code and its map (the map's columns follow the code). */
export function applyEdits(code: string, mappings: string | undefined, edits: readonly Edit[]): { code: string; mappings: string | undefined } {
  let nextCode = code;
  let nextMappings = mappings;
  // From the end, so an edit never moves the place of one still to come.
  for (const edit of [...edits].reverse()) {
    nextCode = nextCode.slice(0, edit.start) + edit.text + nextCode.slice(edit.end);
    if (nextMappings === undefined) continue;
    const before = code.slice(0, edit.start);
    const line = before.split('\n').length - 1;
    const column = edit.start - (before.lastIndexOf('\n') + 1);
    nextMappings = shiftMappings(nextMappings, line, column + (edit.end - edit.start), edit.text.length - (edit.end - edit.start));
  }
  return { code: nextCode, mappings: nextMappings };
}

export function inlineFacadeChunks(): Plugin {
  let dropped: Facade[] = [];
  return {
    name: 'inline-facade-chunks',
    apply: 'build',
    // Before first-page-preloads lists each page's files (and before Vite writes its preload lists, which then name the
    // target's files).
    enforce: 'post',
    generateBundle(_options, bundle) {
      const facades = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' && item.isDynamicEntry && !item.isEntry && item.imports.length === 1
          ? [facadeOf(item.fileName, item.code)].filter((f) => f !== null)
          : [],
      );
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || facades.some((facade) => facade.fileName === item.fileName)) continue;
        const edits = facadeEdits(item.code, facades);
        if (edits.length === 0) continue;
        // Rolldown writes a chunk's map from an asset made before this hook (rolldown/rolldown#10676), so both follow.
        const mapAsset = bundle[`${item.fileName}.map`];
        const map = mapAsset?.type === 'asset' ? (JSON.parse(String(mapAsset.source)) as { mappings: string }) : undefined;
        const { code, mappings } = applyEdits(item.code, map?.mappings, edits);
        item.code = code;
        if (mappings !== undefined) {
          if (mapAsset?.type === 'asset' && map) mapAsset.source = JSON.stringify({ ...map, mappings });
          // Vite's preload lists, written after this hook, start from the chunk's own copy of the map.
          if (item.map) item.map.mappings = mappings;
        }
        item.dynamicImports = [...new Set(item.dynamicImports.map((file) => facades.find((facade) => facade.fileName === file)?.target ?? file))];
      }
      for (const facade of facades) {
        delete bundle[facade.fileName];
        delete bundle[`${facade.fileName}.map`];
      }
      dropped = facades;
    },
    writeBundle(_options, bundle) {
      for (const facade of dropped) {
        const stillNamed = Object.values(bundle).find((item) =>
          (item.type === 'chunk' ? item.code : String(item.source)).includes(baseName(facade.fileName)),
        );
        if (stillNamed) throw new Error(`inline-facade-chunks: ${stillNamed.fileName} names ${facade.fileName}, which was not built`);
      }
    },
  };
}

import { describe, expect, it } from 'vitest';
import { applyEdits, facadeEdits, facadeOf, shiftMappings } from '../../scripts/inline-facade-chunks';

/** One source-map number (base64 VLQ), to write the expected mappings. */
function encodeOne(value: number): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value << 1;
  let out = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    out += digits.charAt(rest > 0 ? digit | 32 : digit);
  } while (rest > 0);
  return out;
}

describe('inline-facade-chunks', () => {
  it('knows a file that only re-exports from another, and what the import gets from it', () => {
    expect(facadeOf('assets/_app-X.js', 'export{_ as component}from"./signed-in-Y.js";')).toEqual({
      fileName: 'assets/_app-X.js',
      target: 'assets/signed-in-Y.js',
      namespace: '{"component":m._}',
    });
    expect(facadeOf('assets/a.js', 'export{t as loader,n as component}from"./b.js";')?.namespace).toBe('{"loader":m.t,"component":m.n}');
  });

  it('leaves a file with code of its own alone', () => {
    expect(facadeOf('assets/a.js', 'export{t as loader}from"./b.js";export const c=1;')).toBeNull();
    expect(facadeOf('assets/a.js', 'import{t}from"./b.js";console.log(t);')).toBeNull();
  });

  it('makes the import load the target and pick the names, wherever the import is', () => {
    const facade = facadeOf('assets/_app-X.js', 'export{_ as component}from"./signed-in-Y.js";');
    if (!facade) throw new Error('not a facade');
    const code = 'a(()=>s(()=>import(`./_app-X.js`),__VITE_PRELOAD__));b(()=>import("./_app-X.js"));c(()=>import(`./other.js`))';
    const { code: next } = applyEdits(code, undefined, facadeEdits(code, [facade]));
    expect(next).toBe(
      'a(()=>s(()=>import(`./signed-in-Y.js`).then((m)=>({"component":m._})),__VITE_PRELOAD__));' +
        'b(()=>import("./signed-in-Y.js").then((m)=>({"component":m._})));c(()=>import(`./other.js`))',
    );
  });

  it('moves the source map with the code after an edit, and only on its line', () => {
    // Generated columns 0, 4 and 9 on the first line (each relative to the one before), one segment on the second.
    expect(shiftMappings('AAAA,IAAI,KAAK;AAAA', 0, 5, 3)).toBe('AAAA,IAAI,QAAK;AAAA');
    expect(shiftMappings('AAAA,IAAI,KAAK;AAAA', 0, 5, -3)).toBe('AAAA,IAAI,EAAK;AAAA');
    expect(shiftMappings('AAAA,IAAI,KAAK;AAAA', 0, 10, 3)).toBe('AAAA,IAAI,KAAK;AAAA');
    expect(shiftMappings('AAAA;AAAA,KAAK', 1, 1, 40)).toBe('AAAA;AAAA,6CAAK');
  });

  it('keeps what follows two edits on one line where the map said it was', () => {
    const code = 'x(import(`./f.js`));y(import(`./f.js`));z()';
    const facade = { fileName: 'assets/f.js', target: 'assets/t.js', namespace: '{"a":m.b}' };
    // Segments at `x`, `y` (column 20) and `z` (column 40): 'oB' is 20, each relative to the one before.
    expect([code.indexOf('y('), code.indexOf('z(')]).toEqual([20, 40]);
    const { code: next, mappings } = applyEdits(code, 'AAAA,oBAAA,oBAAA', facadeEdits(code, [facade]));
    const grown = 'import(`./t.js`).then((m)=>({"a":m.b}))'.length - 'import(`./f.js`)'.length;
    expect([next.indexOf('y('), next.indexOf('z(')]).toEqual([20 + grown, 40 + 2 * grown]);
    // `y` moved by one edit and `z` by two: the first shift carries the second along (columns are relative).
    expect(mappings).toBe(shiftMappings(shiftMappings('AAAA,oBAAA,oBAAA', 0, 38, grown), 0, 18, grown));
    expect(mappings).toBe(`AAAA,${encodeOne(20 + grown)}AAA,${encodeOne(20 + grown)}AAA`);
  });
});

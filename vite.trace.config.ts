import base from './vite.config';
import type { Plugin } from 'vite';
const targets = /(Popover|FocusScope|Document|calculatePosition|Menu|Dialog|usePreventScroll|ariaHideOutside)\.mjs$/;
const tracer: Plugin = {
  name: 'trace',
  apply: 'build',
  generateBundle(_o, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.name.startsWith('signed-in')) continue;
      const inChunk = new Set(Object.keys(chunk.modules));
      for (const id of inChunk) {
        if (!/(Dialog|Popover|Menu)\.mjs$/.test(id)) continue;
        const info = this.getModuleInfo(id);
        const imp = (info?.importers ?? []).map((x) => x.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/'));
        console.log('TRACE', id.replace(/.*node_modules\//, ''), '<-', imp.join(', '));
      }
    }
  },
};
export default { ...base, plugins: [...(base.plugins ?? []), tracer] };

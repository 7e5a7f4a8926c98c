import type { AnyStateMachine } from 'xstate';

/**
 * The machine's config as JSON, for QA reports and Stately's editor (issue 21). Guards, actions and actors given
 * as functions are written as their names, as the diagram labels them; a config holds nothing else that JSON drops.
 */
export function machineConfigJson(machine: AnyStateMachine): string {
  return JSON.stringify(machine.config, (_key, value: unknown) => (typeof value === 'function' ? value.name || 'inline' : value), 2);
}

/** What the diagram's stylesheet sets on its shapes: copied onto each one, so the file looks as the page does. */
const DRAWN_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
] as const;

/** The drawn diagram as a standalone SVG file: the page's styles written onto each shape, sized as laid out. */
export function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true);
  if (!(copy instanceof SVGSVGElement)) throw new Error('not an SVG element');
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  originals.forEach((original, index) => {
    const target = copies[index];
    if (!(target instanceof SVGElement)) return;
    const computed = getComputedStyle(original);
    const style = DRAWN_PROPERTIES.map((name) => [name, computed.getPropertyValue(name)] as const)
      .filter(([, value]) => value !== '')
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    if (style) target.setAttribute('style', style);
    target.removeAttribute('class');
  });
  const viewBox = svg.viewBox.baseVal;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(viewBox.width));
  copy.setAttribute('height', String(viewBox.height));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

/**
 * What a designer sees once a story has finished (its play function included): the story tests check that
 * something of the screen is on the canvas and that it wears the app's stylesheet (see vitest.setup.ts).
 */

/** Storybook's own blocks, the story router's "current path" line, and what never renders. */
const NOT_THE_STORY = [
  '.sb-wrapper',
  '#storybook-docs',
  '.sb-errordisplay',
  '.sb-nopreview',
  '.sb-preparing-story',
  '.sb-preparing-docs',
  '.story-current-path',
  'script',
  'style',
  'noscript',
  'template',
].join(', ');

/** Controls and pictures count as content even without text (an icon button, an empty text field, a diagram). */
const NON_TEXT_CONTENT = 'img, svg, canvas, input, textarea, select, iframe, video';

/** Smallest box counted as seen: react-aria's visually hidden text is 1 × 1 px. */
const MIN_SIZE = 2;

function onScreen(box: DOMRect, view: Window): boolean {
  return box.width > MIN_SIZE && box.height > MIN_SIZE && box.right > 0 && box.bottom > 0 && box.left < view.innerWidth && box.top < view.innerHeight;
}

/** Hidden by its own style or an ancestor's: not displayed, invisible, transparent, or clipped to nothing. */
function hidden(element: Element, view: Window): boolean {
  for (let node: Element | null = element; node && node !== node.ownerDocument.documentElement; node = node.parentElement) {
    const style = view.getComputedStyle(node);
    if (style.display === 'none' || style.visibility !== 'visible' || Number(style.opacity) === 0) return true;
    if (style.clipPath === 'inset(50%)') return true;
    if (style.overflow === 'hidden') {
      const box = node.getBoundingClientRect();
      if (box.width <= MIN_SIZE || box.height <= MIN_SIZE) return true;
    }
  }
  return false;
}

export interface VisibleContent {
  /** The visible text, in document order, each piece trimmed. */
  text: string[];
  /** Visible controls and pictures. */
  nonText: number;
}

/** The story's content a person can see in the viewport: modals and toasts (portalled to the body) included. */
export function visibleContent(doc: Document = document): VisibleContent {
  const view = doc.defaultView ?? window;
  const text: string[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const piece = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!piece || !parent || parent.closest(NOT_THE_STORY)) continue;
    const range = doc.createRange();
    range.selectNodeContents(node);
    if (![...range.getClientRects()].some((box) => onScreen(box, view))) continue;
    if (!hidden(parent, view)) text.push(piece);
  }
  const nonText = [...doc.body.querySelectorAll(NON_TEXT_CONTENT)].filter((element) => {
    // An svg's own shapes are part of it: count the outermost svg only.
    if (element.parentElement?.closest('svg')) return false;
    return !element.closest(NOT_THE_STORY) && onScreen(element.getBoundingClientRect(), view) && !hidden(element, view);
  }).length;
  return { text, nonText };
}

export function isBlank(content: VisibleContent): boolean {
  return content.text.length === 0 && content.nonText === 0;
}

/** A font list as Chromium serialises a computed font-family: double quotes, one space after each comma. */
function normaliseFontList(list: string): string {
  return list
    .split(',')
    .map((family) => family.trim().replace(/^'(.*)'$/, '"$1"'))
    .join(', ');
}

export interface AppFont {
  /** The app's font list (`--ui-font` of src/app/ui/ui.css), or '' when that stylesheet is not loaded. */
  app: string;
  /** The body's computed font-family (src/app/app.css gives it the app's font; without it: the browser's serif). */
  body: string;
}

export function appFont(doc: Document = document): AppFont {
  const view = doc.defaultView ?? window;
  const app = view.getComputedStyle(doc.documentElement).getPropertyValue('--ui-font').trim();
  return { app: app && normaliseFontList(app), body: normaliseFontList(view.getComputedStyle(doc.body).fontFamily) };
}

import { expect, waitFor, within } from 'storybook/test';

/** Modals portal to the body, outside the story's canvas: query the whole page. */
export function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Waits until the story's router (see with-router) shows `path`, given without the /conveyancing basepath. */
export async function expectPath(canvasElement: HTMLElement, path: string): Promise<void> {
  const output = await within(canvasElement).findByRole('status', { name: 'current path' });
  await waitFor(() => expect(output.textContent).toBe(path));
}

import { expect, userEvent, within } from 'storybook/test';

/** What the signed-copy stories do as the user: find a slot by its name, choose a file in it, press its icons. */

export function pdf(name: string, size?: number): File {
  const file = new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
  // A real 10 MB file would slow the story down; the machine reads only the size.
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

export async function findSlot(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('group', { name }));
}

function fileInput(canvasElement: HTMLElement, name: string): HTMLInputElement {
  const input = within(canvasElement).getByRole('group', { name }).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`The slot ${name} offers no file picker.`);
  return input;
}

/** Picks `file` in the slot `name`, as the system dialog would hand it over ("All files": any type). */
export async function choose(canvasElement: HTMLElement, name: string, file: File): Promise<void> {
  await findSlot(canvasElement, name);
  const person = userEvent.setup({ applyAccept: false });
  await person.upload(fileInput(canvasElement, name), file);
}

/** Picks `file` and presses the slot's check icon. */
export async function chooseAndUpload(canvasElement: HTMLElement, name: string, file: File): Promise<void> {
  await choose(canvasElement, name, file);
  const slot = await findSlot(canvasElement, name);
  await userEvent.click(slot.getByRole('button', { name: `Upload ${name}` }));
}

export async function expectUploaded(canvasElement: HTMLElement, name: string, fileName: string): Promise<void> {
  const slot = await findSlot(canvasElement, name);
  await expect(await slot.findByRole('button', { name: `Download ${fileName}` })).toBeVisible();
}

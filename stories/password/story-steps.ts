import { expect, userEvent, within } from 'storybook/test';
import { page } from '../support/page';

/** Types into the field labelled `label` (after the page has rendered it). */
export async function typeInto(canvasElement: HTMLElement, label: string, value: string): Promise<void> {
  const field = await within(canvasElement).findByLabelText(label);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

export async function press(canvasElement: HTMLElement, name: string): Promise<void> {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
}

/** The alert dialog titled `title` (portalled to the body) shows `text` in `tone`. */
export async function expectAlert(canvasElement: HTMLElement, title: string, text: string, tone: 'error' | 'warning' | 'success') {
  const dialog = await page(canvasElement).findByRole('alertdialog', { name: title });
  if (text) await expect(dialog).toHaveTextContent(text);
  await expect(dialog).toHaveClass(`ui-alert--${tone}`);
  return dialog;
}

/** Presses OK in the alert titled `title`; the dialog closes. */
export async function acknowledge(canvasElement: HTMLElement, title: string): Promise<void> {
  const dialog = await page(canvasElement).findByRole('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PropertyLoadFailedPage, SignatureLoadFailedPage } from '../../src/app/screens/load-failed/PropertyLoadFailedPage';
import { messages } from '../../src/domain/messages';
import { expectPath } from '../support/page';
import { withRouter } from '../support/with-router';

const meta = {
  title: 'Property/PropertyLoadFailedPage',
  component: PropertyLoadFailedPage,
  parameters: { layout: 'padded' },
  decorators: [withRouter('/get-property')],
} satisfies Meta<typeof PropertyLoadFailedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A property that could not be fetched: the seed's title, why, and the way back to the listing. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.propertyLoadFailed })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.propertyLoadFailedText);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the property listing' }));
    await expectPath(canvasElement, '/property-listing');
  },
};

/** A signature that could not be fetched (seed 000 §8 "/{product}/get-signature"): its title, why, and the way back. */
export const SignatureLoadFailed: Story = {
  // Played in the story tests: no jsdom test shows the signature load failure.
  tags: ['browser'],
  render: () => <SignatureLoadFailedPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: messages.signatureLoadFailed })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.signatureLoadFailedText);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the property listing' }));
    await expectPath(canvasElement, '/property-listing');
  },
};

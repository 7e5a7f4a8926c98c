import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion, AccordionItem, Disclosure } from '../../src/app/ui';

const meta = {
  title: 'UI/Accordion',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: Accordion,
  parameters: { layout: 'padded' },
  render: (args) => (
    <Accordion {...args}>
      <AccordionItem id="who" title="Who can subscribe?">
        <p>Law firms practising conveyancing in Singapore.</p>
      </AccordionItem>
      <AccordionItem id="ids" title="Does every lawyer need a user ID?">
        <p>Yes, IDs must not be shared.</p>
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'Who can subscribe?' });
    const second = canvas.getByRole('button', { name: 'Does every lawyer need a user ID?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Law firms practising conveyancing in Singapore.')).toBeVisible();
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MultipleExpanded: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ['who', 'ids'] },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const SingleDisclosure: Story = {
  render: () => (
    <Disclosure title="Status explained">
      <p>Pending until Property Information and Stakeholder Profiles are complete; then Active.</p>
    </Disclosure>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Status explained' }));
    await expect(canvas.getByText(/Pending until Property Information/)).toBeVisible();
  },
};

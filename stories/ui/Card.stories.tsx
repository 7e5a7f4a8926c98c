import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, PageTitle } from '../../src/app/ui';

const meta = {
  title: 'UI/Card',
  // Played in the story tests: no jsdom test covers the kit's components on their own (focus, keyboard, popovers included).
  tags: ['browser'],
  component: Card,
  parameters: { layout: 'padded' },
  args: {
    title: 'Applicant Information',
    children: <p>Name, e-mail address and contact no. of the applicant solicitor.</p>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Applicant Information' })).toBeVisible();
  },
};

export const WithActions: Story = { args: { actions: <Button variant="secondary">Edit</Button> } };

export const Untitled: Story = { args: { title: undefined } };

export const PageTitleAbove: Story = {
  render: (args) => (
    <>
      <PageTitle actions={<Button>Add New Property</Button>} description="All property files of your firm.">
        Property
      </PageTitle>
      <Card {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactUsSection } from '../../src/app/screens/public/ContactUsSection';
import '../../src/app/screens/public/public.css';

const meta = {
  title: 'Public/ContactUsSection',
  // Played in the story tests: no jsdom test checks the map or that nothing loads from outside.
  tags: ['browser'],
  component: ContactUsSection,
  decorators: [(Story) => <div className="landing"><main className="landing-main">{Story()}</main></div>],
} satisfies Meta<typeof ContactUsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Map: our office at 80 Robinson Road/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Helpdesk' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sales and subscriptions' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+65 6221 8800' })).toHaveAttribute('href', 'tel:+6562218800');
    await expect(canvas.getByRole('link', { name: 'sales@conveyancingworkbench.sg' })).toHaveAttribute(
      'href',
      'mailto:sales@conveyancingworkbench.sg',
    );
    // Nothing on the page may load from outside: no frames, no remote images.
    await expect(canvasElement.querySelector('iframe, img[src^="http"]')).toBeNull();
  },
};

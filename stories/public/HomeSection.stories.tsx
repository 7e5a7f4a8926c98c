import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from '../../src/app/screens/public/Carousel';
import { HomeSection } from '../../src/app/screens/public/HomeSection';
import '../../src/app/screens/public/public.css';

const meta = {
  title: 'Public/HomeSection',
  component: HomeSection,
  args: { onNavigate: fn() },
  decorators: [(Story) => <div className="landing"><main className="landing-main">{Story()}</main></div>],
} satisfies Meta<typeof HomeSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const slideName = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('group', { name: /of 4$/ }).getAttribute('aria-label');

export const Default: Story = {
  // Played in the story tests: no jsdom test checks the feature headings or the second slide.
  tags: ['browser'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Check the Valuation List before you requisition' })).toBeVisible();
    for (const title of ['Property and contact management', 'Option to Purchase and Warrant to Act', 'S.65 form', 'Legal requisitions', 'IRAS and other services', 'e-Checklist add-on']) {
      await expect(canvas.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2: e-Checklist add-on' }));
    await expect(canvas.getByRole('heading', { name: 'Subscribe for 6 months, get 3 months free' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See fees and charges' }));
    await expect(args.onNavigate).toHaveBeenCalledWith({ section: 'helpsupport', tab: 'fees' });
  },
};

/** The carousel alone with a short interval, so rotation and Pause can be seen without waiting 10 s. */
export const CarouselPauseStopsAdvancing: Story = {
  render: (args) => <Carousel onNavigate={args.onNavigate} intervalMs={250} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slideName(canvasElement)).toBe('2 of 4'), { timeout: 2000 });

    await userEvent.click(canvas.getByRole('button', { name: 'Pause carousel' }));
    // Leave the carousel so that only the Pause button holds it still.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Highlights' }));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    const paused = slideName(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(slideName(canvasElement)).toBe(paused);

    await userEvent.click(canvas.getByRole('button', { name: 'Play carousel' }));
    await waitFor(() => expect(slideName(canvasElement)).not.toBe(paused), { timeout: 2000 });
  },
};

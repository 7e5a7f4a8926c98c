import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingPage } from '../../../src/app/screens/public/LandingPage';
import { renderLanding } from './render-landing';

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('landing page hash', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it.each([
    ['#home-header', 'Home'],
    ['#helpsupport-header', 'Help & Support'],
    ['#happenings-header', 'Happenings'],
    ['#contactus-header', 'Contact Us'],
  ])('%s marks %s as the current section', (hash, label) => {
    renderLanding(hash);
    expect(mainMenu().getByRole('link', { name: label })).toHaveAttribute('aria-current', 'location');
    const others = mainMenu()
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') !== null);
    expect(others).toHaveLength(1);
  });

  it.each(['', '#', '#unknown-header', '#property'])('%j selects Home', (hash) => {
    renderLanding(hash);
    expect(mainMenu().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location');
  });

  it('follows a hash that changes after the first render', () => {
    const { rerender, onLogin } = renderLanding('#home-header');
    rerender(<LandingPage hash="#contactus-header" onLogin={onLogin} />);
    expect(mainMenu().getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'location');
  });

  it('a menu click selects the section, updates the hash and moves focus to its heading', async () => {
    const user = userEvent.setup();
    renderLanding('');
    await user.click(mainMenu().getByRole('link', { name: 'Happenings' }));
    expect(window.location.hash).toBe('#happenings-header');
    expect(mainMenu().getByRole('link', { name: 'Happenings' })).toHaveAttribute('aria-current', 'location');
    // The section loads on demand; focus moves to its heading once it is on the page.
    const heading = await screen.findByRole('heading', { level: 2, name: 'Happenings' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('Login calls onLogin', async () => {
    const user = userEvent.setup();
    const { onLogin } = renderLanding('');
    await user.click(mainMenu().getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('the sister product link opens in a new tab', () => {
    renderLanding('');
    const link = mainMenu().getByRole('link', { name: 'Property Search Portal' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('Happenings opens on Resources', async () => {
    renderLanding('#happenings-header');
    const tabs = within(await screen.findByRole('tablist', { name: 'Happenings' }));
    expect(tabs.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  });
});


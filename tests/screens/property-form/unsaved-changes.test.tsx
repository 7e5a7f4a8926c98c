import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PropertyUpdateRequest, SavedProperty } from '../../../machines/property-form.machine';
import { SAMPLE_UPDATED } from '../../../machines/property-form.samples';
import { messages } from '../../../src/domain/messages';
import { stubScrollToEachTest } from '../support/screen-model';
import { SAMPLE_PROPERTY } from './property-fixtures';
import { clearToasts, expectLeftFor, LISTING, pressInAlert, renderPropertyScreen, user, type PropertyScreen } from './property-form-screen';

vi.mock('../../../src/app/screens/property-form/sections/PropertyFormFields', () => import('./stand-in-sections'));

/**
 * Issue 18: leaving the property details page with changes not saved asks 'Leave without saving?' first, whichever
 * way the user leaves; the answer comes from the form's machine (its `edited` context), not from the page.
 */

const EDIT_PATH = `/property-details/${SAMPLE_PROPERTY.id}/true/false`;

const updateProperty = fromPromise<SavedProperty, PropertyUpdateRequest>(() => Promise.resolve(SAMPLE_UPDATED));

let shown: PropertyScreen | null = null;

/** The listing, then the details page in edit mode, on the browser's own history (its back, its beforeunload). */
async function openEditing(): Promise<PropertyScreen> {
  const rendered = renderPropertyScreen({ start: LISTING, property: SAMPLE_PROPERTY, overrides: { updateProperty }, history: 'browser' });
  shown = rendered;
  await screen.findByRole('heading', { name: `Page ${LISTING}` });
  // Through the router, so the browser's back has somewhere to go.
  await act(() => rendered.router.navigate({ to: EDIT_PATH }));
  await screen.findByText('Sections for edit');
  return rendered;
}

const editAField = () => user().click(screen.getByRole('button', { name: 'Fill in a LAND property' }));
const leftNavLink = (name: string) => within(screen.getByRole('navigation', { name: 'Property' })).getByRole('link', { name });
const question = () => screen.queryByRole('alertdialog', { name: messages.unsavedChangesTitle });

describe('leaving the property details page with unsaved changes', () => {
  stubScrollToEachTest();
  afterEach(() => {
    clearToasts();
    shown?.router.history.destroy();
    shown = null;
  });

  it('a link asks first; Stay keeps the page and the edits', async () => {
    const rendered = await openEditing();
    await editAField();
    await user().click(leftNavLink('Property'));
    const dialog = await screen.findByRole('alertdialog', { name: messages.unsavedChangesTitle });
    expect(dialog).toHaveTextContent(messages.leaveWithoutSaving);
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await pressInAlert(messages.unsavedChangesTitle, 'Stay');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(rendered.router.state.location.pathname).toBe(EDIT_PATH);
    expect(screen.getByText('Reference No.: TL/CONV/0202')).toBeInTheDocument();
  });

  it('Leave goes where the link leads', async () => {
    const rendered = await openEditing();
    await editAField();
    await user().click(leftNavLink('Property'));
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await expectLeftFor(rendered, LISTING);
  });

  it("the browser's back asks too", async () => {
    const rendered = await openEditing();
    await editAField();
    act(() => window.history.back());
    expect(await screen.findByRole('alertdialog', { name: messages.unsavedChangesTitle })).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe(EDIT_PATH);
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await expectLeftFor(rendered, LISTING);
  });

  it('closing or reloading the tab gets the browser question while there are edits, and only then', async () => {
    await openEditing();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await editAField();
    expect(unload()).toBe(true);
  });

  it('nothing edited: the link leads straight on', async () => {
    const rendered = await openEditing();
    await user().click(leftNavLink('Property'));
    await expectLeftFor(rendered, LISTING);
    expect(question()).not.toBeInTheDocument();
  });

  it('saved: the page leaves for the listing without asking', async () => {
    const rendered = await openEditing();
    await editAField();
    await user().click(screen.getByRole('button', { name: 'Update' }));
    await expectLeftFor(rendered, LISTING);
    expect(await screen.findByText(messages.propertyUpdated(SAMPLE_UPDATED.propertyRefNo))).toBeInTheDocument();
    expect(question()).not.toBeInTheDocument();
  });

  it('Cancel on an edited form asks the same question; Leave returns to the listing', async () => {
    const rendered = await openEditing();
    await editAField();
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    await pressInAlert(messages.unsavedChangesTitle, 'Leave');
    await expectLeftFor(rendered, LISTING);
    expect(question()).not.toBeInTheDocument();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForceSecurityQuestionsPage } from '../../src/app/screens/account/ForceSecurityQuestionsPage';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { accountApi, accountHandlers, DEMO_QUESTION_SETS } from '../support/account-api';
import { HOME, withDestinations } from '../support/destinations';
import { apiCalls, mockApi, storeDemoLogin } from '../support/mock-api';
import { expectPath, page } from '../support/page';
import { withQueryClient } from '../support/with-query-client';
import { withRouter } from '../support/with-router';
import { SignedIn } from './signed-in';

function ForcedSetUp() {
  return (
    <SignedIn>
      <ForceSecurityQuestionsPage />
    </SignedIn>
  );
}

const meta = {
  title: 'Account/ForceSecurityQuestionsPage',
  component: ForcedSetUp,
  decorators: [withQueryClient, withRouter('/password-management/force-security-questions')],
  beforeEach: () => {
    storeDemoLogin('noquestions');
    return mockApi(accountApi());
  },
} satisfies Meta<typeof ForcedSetUp>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Security Questions Set-up' }));

/** Waits until the question lists arrived (the dropdowns can be used). */
async function ready(canvasElement: HTMLElement) {
  const form = await region(canvasElement);
  await waitFor(() => expect(form.getByRole('textbox', { name: 'Answer 1' })).toBeEnabled());
  return form;
}

async function choose(canvasElement: HTMLElement, slot: 1 | 2, question: string) {
  const form = await region(canvasElement);
  await userEvent.click(form.getByRole('button', { name: new RegExp(`Question ${slot}`) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: question }));
}

async function fillIn(canvasElement: HTMLElement, answers: { answer1?: string; answer2?: string } = { answer1: 'Rex', answer2: 'Ipoh' }) {
  const form = await ready(canvasElement);
  await choose(canvasElement, 1, DEMO_QUESTION_SETS.set1[1]!);
  await choose(canvasElement, 2, DEMO_QUESTION_SETS.set2[2]!);
  if (answers.answer1) await userEvent.type(form.getByRole('textbox', { name: 'Answer 1' }), answers.answer1);
  if (answers.answer2) await userEvent.type(form.getByRole('textbox', { name: 'Answer 2' }), answers.answer2);
  return form;
}

/** A one-time set-up: no navigation, the intro, two dropdowns, two answers, the email, Logout. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(form.getByText(messages.forcedSetupIntro)).toBeVisible();
    for (const slot of [1, 2]) {
      await expect(form.getByRole('button', { name: new RegExp(`Question ${slot}`) })).toHaveTextContent('Choose a question');
      await expect(form.getByRole('textbox', { name: `Answer ${slot}` })).toHaveValue('');
    }
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('conveyancing@tanlim.com.sg');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(form.getByRole('button', { name: 'Logout' })).toBeEnabled();
    await expect(form.queryByRole('button', { name: 'Ignore' })).not.toBeInTheDocument();
  },
};

export const QuestionsNotChosen: Story = {
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.securityQuestionsIncomplete });
    await expect(alert).toHaveTextContent(messages.chooseBothQuestions);
    await expect(apiCalls('POST /register-security-qa')).toHaveLength(0);
  },
};

export const AnswersMissing: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement, { answer1: 'Rex' });
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.securityQuestionsIncomplete });
    await expect(alert).toHaveTextContent(messages.fillBothAnswers);
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(form.getByRole('textbox', { name: 'Answer 1' })).toHaveValue('Rex');
  },
};

/** Both questions and answers: registered as the user, then on to the property listing (seed 002 §4). */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(apiCalls('POST /register-security-qa').map((call) => call.body)).toEqual([
      { userid: 'noquestions', question1: DEMO_QUESTION_SETS.set1[1], answer1: 'Rex', question2: DEMO_QUESTION_SETS.set2[2], answer2: 'Ipoh' },
    ]);
  },
};

export const Saving: Story = {
  beforeEach: () => mockApi(accountApi({ 'POST /register-security-qa': accountHandlers.never })),
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled());
    await expect(form.getByRole('textbox', { name: 'Answer 1' })).toBeDisabled();
    await expect(page(canvasElement).getByText(messages.pleaseWait)).toBeVisible();
  },
};

export const ServerRefused: Story = {
  beforeEach: () =>
    mockApi(accountApi({ 'POST /register-security-qa': accountHandlers.register({ errorMessage: 'Answers must be at least 2 characters long.' }) })),
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.errorOnRegisterSecurityQuestion });
    await expect(alert).toHaveTextContent('Answers must be at least 2 characters long.');
    await expectPath(canvasElement, '/password-management/force-security-questions');
  },
};

export const QuestionsUnavailable: Story = {
  beforeEach: () => mockApi(accountApi({ 'GET /questions': accountHandlers.questionsFailed })),
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alertdialog', { name: messages.fetchQuestionsError });
    await expect(alert).toHaveTextContent('Internal Server Error');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const form = await region(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent(messages.securityQuestionsUnavailable);
    await expect(form.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(form.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

/** Logout ends the session and leads to the public home, which the story then shows. */
export const Logout: Story = {
  decorators: [withDestinations(HOME)],
  play: async ({ canvasElement }) => {
    const form = await ready(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Logout' }));
    await expectPath(canvasElement, '/home');
    await expect(localStorage.getItem(STORAGE_KEYS.jwt)).toBeNull();
  },
};

/** Seed 002 §4: a 'fail' status without an errorMessage goes on to the listing as well. */
export const FailStatusGoesOn: Story = {
  beforeEach: () => mockApi(accountApi({ 'POST /register-security-qa': accountHandlers.register({ status: 'fail' }) })),
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expectPath(canvasElement, '/property-listing');
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

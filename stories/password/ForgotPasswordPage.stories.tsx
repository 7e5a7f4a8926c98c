import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ForgotPasswordPage } from '../../src/app/screens/password/ForgotPasswordPage';
import { messages } from '../../src/domain/messages';
import { STORAGE_KEYS } from '../../src/domain/session-keys';
import { apiCalls, DEMO_RESET_TOKEN, DEMO_SECURITY_ANSWERS, mockApi, passwordApi, passwordHandlers } from '../support/mock-api';
import { expectPath } from '../support/page';
import { withRouter } from '../support/with-router';
import { expectAlert, press, typeInto } from './story-steps';

const meta = {
  title: 'Password/ForgotPasswordPage',
  component: ForgotPasswordPage,
  decorators: [withRouter('/password-management/forgot-password')],
  beforeEach: () => mockApi(passwordApi()),
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function getQuestions(canvasElement: HTMLElement, userid: string) {
  await typeInto(canvasElement, 'User ID', userid);
  await press(canvasElement, 'Get Security Questions');
}

async function answer(canvasElement: HTMLElement, answer1: string, answer2: string) {
  await getQuestions(canvasElement, 'lawyer1');
  await typeInto(canvasElement, 'Answer 1', answer1);
  await typeInto(canvasElement, 'Answer 2', answer2);
  await press(canvasElement, 'Validate Security Questions');
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(canvas.getByLabelText('User ID')).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Get Security Questions' })).toBeEnabled();
    await expect(canvas.queryByRole('group', { name: 'Security Questions' })).not.toBeInTheDocument();
  },
};

export const UserIdEmpty: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Get Security Questions');
    await expectAlert(canvasElement, messages.userIdEmpty, '', 'error');
    // The public menu's read of its settings (the sister product's address) is not a call of this page's.
    await expect(apiCalls().filter((call) => call.path !== '/get-app-settings')).toHaveLength(0);
  },
};

export const QuestionsNotSet: Story = {
  play: async ({ canvasElement }) => {
    await getQuestions(canvasElement, 'noquestions');
    await expectAlert(canvasElement, messages.securityQuestionsNotSetTitle, messages.securityQuestionsNotSetText, 'error');
  },
};

export const LookupFailed: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /retrieve-security-qa': passwordHandlers.serverError }),
  play: async ({ canvasElement }) => {
    await getQuestions(canvasElement, 'lawyer1');
    await expectAlert(canvasElement, messages.fetchQuestionsError, 'Internal Server Error', 'warning');
  },
};

export const Answering: Story = {
  play: async ({ canvasElement }) => {
    await getQuestions(canvasElement, 'lawyer1');
    const canvas = within(canvasElement);
    const group = within(await canvas.findByRole('group', { name: 'Security Questions' }));
    await expect(group.getByLabelText('Security Question 1')).toHaveValue('What is the name of your first pet?');
    await expect(group.getByLabelText('Security Question 2')).toHaveValue('In which city was your mother born?');
    await expect(canvas.getByLabelText('User ID')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Get Security Questions' })).not.toBeInTheDocument();
    await expect(group.getByRole('button', { name: 'Validate Security Questions' })).toBeEnabled();
  },
};

export const AnswersMissing: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, DEMO_SECURITY_ANSWERS.answer1, '');
    await expectAlert(canvasElement, messages.fillBothAnswers, '', 'error');
    await expect(apiCalls('POST /verify-security-qa')).toHaveLength(0);
  },
};

export const VerificationFailed: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, 'Rex', 'Penang');
    await expectAlert(canvasElement, messages.securityQuestionsValidationFailed, messages.securityAnswersMismatch, 'error');
    await expect(localStorage.getItem(STORAGE_KEYS.receivedQuestions)).toBeNull();
  },
};

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await answer(canvasElement, DEMO_SECURITY_ANSWERS.answer1, DEMO_SECURITY_ANSWERS.answer2);
    await expectPath(canvasElement, '/password-management/reset-password');
    await expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('lawyer1');
    await expect(localStorage.getItem(STORAGE_KEYS.receivedQuestions)).toBe('true');
    await expect(localStorage.getItem(STORAGE_KEYS.resetToken)).toBe(DEMO_RESET_TOKEN);
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Cancel');
    await expectPath(canvasElement, '/home');
  },
};

export const FetchingQuestions: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /retrieve-security-qa': passwordHandlers.never }),
  play: async ({ canvasElement }) => {
    await getQuestions(canvasElement, 'lawyer1');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Get Security Questions' })).toBeDisabled());
    await expect(canvas.getByLabelText('User ID')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Verifying: Story = {
  beforeEach: () => mockApi({ ...passwordApi(), 'POST /verify-security-qa': passwordHandlers.never }),
  play: async ({ canvasElement }) => {
    await answer(canvasElement, DEMO_SECURITY_ANSWERS.answer1, DEMO_SECURITY_ANSWERS.answer2);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Validate Security Questions' })).toBeDisabled());
    await expect(canvas.getByLabelText('Answer 1')).toBeDisabled();
  },
};

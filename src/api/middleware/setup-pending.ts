import type { Middleware } from 'openapi-fetch';
import { isSetupStep, type SetupStep } from '../../domain/setup-steps';

/**
 * A 403 SetupPending answer means the user's one-time set-up is not done (the server's set-up gate): the app
 * is told which step, to take the user there. The error itself is still thrown by the error middleware.
 */
export function setupPendingMiddleware(onSetupPending: (step: SetupStep) => void): Middleware {
  return {
    async onResponse({ response }) {
      if (response.status !== 403) return undefined;
      const step = await pendingStepIn(response);
      if (step) onSetupPending(step);
      return undefined;
    },
  };
}

async function pendingStepIn(response: Response): Promise<SetupStep | undefined> {
  try {
    // A clone, so the error middleware still finds the body for its message.
    const body = (await response.clone().json()) as unknown;
    const pending = typeof body === 'object' && body !== null ? (body as { pending?: unknown }).pending : undefined;
    return isSetupStep(pending) ? pending : undefined;
  } catch {
    return undefined;
  }
}

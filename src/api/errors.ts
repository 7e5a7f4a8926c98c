import { sessionMessages as messages } from '../domain/messages/session';
import type { components } from './schema.gen';

type EditConflict = components['schemas']['EditConflict'];

/**
 * Every failed call surfaces as an ApiError, so screens and machines handle one shape: `status` 0 means
 * no response arrived; otherwise the HTTP status with the server's `errormsg` as the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Per-field messages of a 400 answer. */
  readonly errors: readonly string[];
  /** A 409's `conflict`: the version saved after the one the update was made from (openapi EditConflict). */
  readonly conflict: EditConflict | null;

  constructor(status: number, message: string, errors: readonly string[] = [], options?: ErrorOptions & { conflict?: EditConflict | null }) {
    super(message, options);
    this.status = status;
    this.errors = errors;
    this.conflict = options?.conflict ?? null;
  }

  static network(cause: unknown): ApiError {
    return new ApiError(0, messages.networkError, [], { cause });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads `{ errormsg, errors }` from an error body; anything else falls back to 'Error Status {code}'. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const errormsg = isRecord(body) && typeof body.errormsg === 'string' && body.errormsg !== '' ? body.errormsg : null;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter((e): e is string => typeof e === 'string') : [];
  const conflict = isRecord(body) && isRecord(body.conflict) && typeof body.conflict.version === 'number' ? (body.conflict as EditConflict) : null;
  return new ApiError(response.status, errormsg ?? messages.errorStatus(response.status), errors, { conflict });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    // A clone, so whoever else reads the response still finds its body.
    return (await response.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

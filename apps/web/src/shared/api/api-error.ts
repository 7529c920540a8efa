import { type ErrorCode, messages } from '@here-and-there/contracts';

/** A failed call, normalised from the server's `{code, message, fields}` body (DESIGN §4). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | string;
  readonly fields: Record<string, string[]>;

  constructor(status: number, code: ErrorCode | string, message: string, fields: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    if (body && typeof body === 'object') {
      const { code, message, fields } = body as { code?: unknown; message?: unknown; fields?: unknown };
      return new ApiError(
        response.status,
        typeof code === 'string' ? code : `http_${response.status}`,
        typeof message === 'string' && message ? message : messages.somethingWentWrong,
        isFieldErrors(fields) ? fields : {},
      );
    }
    return new ApiError(response.status, `http_${response.status}`, messages.somethingWentWrong);
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, 'network', messages.somethingWentWrong);
    error.cause = cause;
    return error;
  }
}

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  !!value &&
  typeof value === 'object' &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'));

export const hasStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

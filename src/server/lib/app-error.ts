export const ErrorCodes = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

/** The one error type services throw; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ErrorCodes[this.code];
  }
}

export const notFound = (message = 'Ressource introuvable') => new AppError('not_found', message);
export const invalid = (message: string, details?: Record<string, unknown>) =>
  new AppError('invalid_data', message, details);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, details);
export const forbidden = (message = 'Accès refusé') => new AppError('forbidden', message);
export const unauthorized = (message = 'Connexion requise') => new AppError('unauthorized', message);

import { errorCodes, type ErrorCode, type ErrorDetails } from '../../contracts/errors.js';

export type { ErrorCode } from '../../contracts/errors.js';

/** Details are required when the code's contract has required fields, optional otherwise. */
type DetailsArg<C extends ErrorCode> = object extends ErrorDetails<C>
  ? [details?: ErrorDetails<C>]
  : [details: ErrorDetails<C>];

/**
 * The one error type services throw; the error handler answers `{ code, message, details }` with
 * the code's status (codes, statuses and details are defined in src/contracts/errors.ts).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly details: ErrorDetails<C>;

  constructor(
    readonly code: C,
    message: string,
    ...[details]: DetailsArg<C>
  ) {
    super(message);
    this.name = 'AppError';
    this.details = details ?? ({} as ErrorDetails<C>);
  }

  get status(): number {
    return errorCodes[this.code].status;
  }
}

export const notFound = (message = 'Ressource introuvable') => new AppError('not_found', message);
export const invalid = (message: string, details?: ErrorDetails<'invalid_data'>) => new AppError('invalid_data', message, details);
export const conflict = (message: string) => new AppError('conflict', message);
export const forbidden = (message = 'Accès refusé') => new AppError('forbidden', message);
export const unauthorized = (message = 'Connexion requise') => new AppError('unauthorized', message);

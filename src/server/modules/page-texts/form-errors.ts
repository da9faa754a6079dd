import type { FastifyRequest } from 'fastify';
import { invalid } from '../../http/app-error.js';

/**
 * For routes with `attachValidation`: a public form's first error reaches the screen as written
 * ("Adresse email invalide"), without the field path; every issue stays in `issues`.
 */
export function rejectInvalidForm(request: FastifyRequest) {
  const err = request.validationError as (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
  if (!err) return;
  const issues = (err.validation ?? []).map((v) => ({
    path: (v.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.'),
    message: v.message ?? 'Valeur invalide',
  }));
  throw invalid(issues[0]?.message ?? 'Formulaire invalide', { issues });
}

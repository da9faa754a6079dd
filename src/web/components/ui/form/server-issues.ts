import { errorDetails } from '@/lib/errors';

/**
 * The field issues of a refusal (`invalid_data`, docs/decisions/017-error-contract.md) that a form can
 * show: the first issue of each field the form holds, by the issue's path or its first part
 * (`name.fr`, else `name`). Issues about anything else (`items.0.quantity`) are left to the form's toast.
 */
export function fieldIssues(err: unknown, holds: (field: string) => boolean) {
  const fields: { field: string; message: string }[] = [];
  for (const issue of errorDetails(err, 'invalid_data')?.issues ?? []) {
    const field = [issue.path, issue.path.split('.')[0] ?? ''].find((path) => path !== '' && holds(path));
    if (field && !fields.some((f) => f.field === field)) fields.push({ field, message: issue.message });
  }
  return fields;
}

import type { z } from 'zod';
import type { InvalidParam } from '../../shared/contract/problem';
import { AppError } from './app-error';

/** Field path as the API reports it: `components[1].quantity`. */
export function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '');
}

export function invalidParamsOf(error: z.ZodError, root = ''): InvalidParam[] {
  return error.issues.flatMap((issue) => {
    const path = root ? [root, ...issue.path] : issue.path;
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ name: fieldName([...path, key]), reason: 'extra keys not allowed' }));
    }
    // A bad key of a record: say what is wrong with the key, not with the record.
    if (issue.code === 'invalid_key') {
      return [{ name: fieldName(path), reason: issue.issues[0]?.message ?? issue.message }];
    }
    return [{ name: fieldName(path) || root || 'body', reason: issue.message }];
  });
}

/** Validates request input against its contract schema, or throws a validation problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, root = ''): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new AppError('validation-error', { invalidParams: invalidParamsOf(result.error, root) });
  return result.data;
}

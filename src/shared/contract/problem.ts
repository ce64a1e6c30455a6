import { z } from 'zod';
import { Operation } from './envelope';
import { PROBLEM_STATUS, PROBLEM_TITLE, type ProblemType } from './problem-types';

export { PROBLEM_STATUS, PROBLEM_TITLE, type ProblemType };

export const InvalidParam = z.object({ name: z.string(), reason: z.string() });
export type InvalidParam = z.infer<typeof InvalidParam>;

export const Problem = z.object({
  type: z.enum(Object.keys(PROBLEM_STATUS) as [ProblemType, ...ProblemType[]]),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  'invalid-params': z.array(InvalidParam).optional(),
  Id: z.string().optional(),
  /** the permission a 403 found missing */
  permission: z.string().optional(),
  operations: z.array(Operation).optional(),
});
export type Problem = z.infer<typeof Problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

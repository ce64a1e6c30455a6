import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Operation } from '../../../shared/contract/envelope';
import type { NextIdKind, NextIdResource } from '../../../shared/contract/next-id';
import { isApiError } from '../api-error';
import { nextIdQuery } from './get-next-id';

const ATTEMPTS = 3;

/** The body field a kind's create names its id in, where it is not `id`. */
const ID_FIELD: Partial<Record<NextIdKind, string>> = { mixture: 'mix_id' };

/** The id itself was taken (not, say, a code): the one conflict a fresh suggestion cures. */
const idTaken = (error: unknown, field: string) =>
  isApiError(error) && error.problem?.type === 'duplicate-resource' && error.invalidParams.some((param) => param.name === field);

/**
 * Creates under the typed label, or, when none was typed, under the suggested next id. A
 * suggestion is not a reservation: when someone else took it first, a fresh one is fetched
 * and the create tried again, so a blank label always means "the next free id".
 */
export function useCreateWithNextId(kind: NextIdKind) {
  const queryClient = useQueryClient();
  return useCallback(
    async <T>(suggested: NextIdResource, typed: string, create: (id: string, operations: Operation[]) => Promise<T>): Promise<T> => {
      let next = suggested;
      for (let attempt = 1; ; attempt++) {
        try {
          return await create(typed || next.state, next.operations);
        } catch (error) {
          if (typed || attempt >= ATTEMPTS || !idTaken(error, ID_FIELD[kind] ?? 'id')) throw error;
          next = await queryClient.fetchQuery({ ...nextIdQuery(kind), staleTime: 0 });
        }
      }
    },
    [queryClient, kind],
  );
}

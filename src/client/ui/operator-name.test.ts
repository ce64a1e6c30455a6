// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../shared/contract/people';
import { useOperatorName } from './operator-name';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
const render = () => renderHook(() => useOperatorName(), { wrapper });

describe('useOperatorName', () => {
  beforeEach(() => {
    localStorage.clear();
    // The session is known as accounts off, as the shell reads it; no request leaves the test.
    client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData<SessionState>(['session'], { accounts: false, person: null, via: null, token: null });
  });

  it('starts blank on a device that has not been told a name', () => {
    expect(render().result.current[0]).toBe('');
  });

  it('remembers a name for every later screen on the device', () => {
    const stockForm = render();
    act(() => stockForm.result.current[1]('Mara Okafor'));
    expect(stockForm.result.current[0]).toBe('Mara Okafor');
    stockForm.unmount();

    expect(render().result.current[0]).toBe('Mara Okafor');
  });

  it('is the signed-in person once accounts are on, whatever was typed before', () => {
    localStorage.setItem('lotline.operator', 'Typed Name');
    client.setQueryData<SessionState>(['session'], {
      accounts: true,
      via: 'pin',
      token: null,
      person: {
        id: 'PER000002',
        username: 'olga',
        name: 'Olga Operator',
        role: 'operator',
        has_pin: true,
        active: true,
        created_at: '2026-11-27T00:00:00.000Z',
        deactivated_at: null,
      },
    });
    const form = render();
    expect(form.result.current[0]).toBe('Olga Operator');
    act(() => form.result.current[1]('Someone Else'));
    expect(form.result.current[0]).toBe('Olga Operator');
  });
});

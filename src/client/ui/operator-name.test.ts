// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOperatorName } from './operator-name';

describe('useOperatorName', () => {
  beforeEach(() => localStorage.clear());

  it('starts blank on a device that has not been told a name', () => {
    expect(renderHook(() => useOperatorName()).result.current[0]).toBe('');
  });

  it('remembers a name for every later screen on the device', () => {
    const stockForm = renderHook(() => useOperatorName());
    act(() => stockForm.result.current[1]('Mara Okafor'));
    expect(stockForm.result.current[0]).toBe('Mara Okafor');
    stockForm.unmount();

    expect(renderHook(() => useOperatorName()).result.current[0]).toBe('Mara Okafor');
  });
});

import { describe, expect, it } from 'vitest';
import { followRouterState, reportRouterState, routerNavigating, type RouterState } from './router-state';

describe('followRouterState', () => {
  it('tells a follower the state now and every change at once, until it stops', () => {
    reportRouterState({ navigating: false, locationKey: 'home' });
    const seen: RouterState[] = [];
    const stop = followRouterState((state) => seen.push(state));
    reportRouterState({ navigating: true, locationKey: 'home' });
    expect(routerNavigating()).toBe(true);
    reportRouterState({ navigating: false, locationKey: 'audit' });
    expect(routerNavigating()).toBe(false);
    stop();
    reportRouterState({ navigating: true, locationKey: 'audit' });
    expect(seen).toEqual([
      { navigating: false, locationKey: 'home' },
      { navigating: true, locationKey: 'home' },
      { navigating: false, locationKey: 'audit' },
    ]);
  });
});

// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigation } from '@/tests/mocks/next-navigation';
import { useRoutePathname } from './use-route-pathname';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

describe('useRoutePathname', () => {
  it('answers the internal route in either language', () => {
    navigation.pathname = '/fr/depliants/aldi';
    expect(renderHook(() => useRoutePathname()).result.current).toBe('/folders/[storeSlug]');
    navigation.pathname = '/promos';
    expect(renderHook(() => useRoutePathname()).result.current).toBe('/promos');
    navigation.pathname = '/fr';
    expect(renderHook(() => useRoutePathname()).result.current).toBe('/');
  });

  it('survives re-renders on an address that cannot be decoded (the 404 view of /%ZZ)', () => {
    navigation.pathname = '/fr/%ZZ';
    const { result, rerender } = renderHook(() => useRoutePathname());
    expect(result.current).toBe('/%ZZ');
    rerender();
    rerender();
    expect(result.current).toBe('/%ZZ');
  });
});

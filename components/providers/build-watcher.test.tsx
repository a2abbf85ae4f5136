// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BuildWatcher from './build-watcher';

const poller = vi.hoisted(() => ({ watchBuild: vi.fn(() => () => undefined) }));
vi.mock('./build-poller', () => poller);
vi.mock('next/navigation', () => ({ usePathname: () => '/nl' }));

type IdleWindow = { requestIdleCallback?: (callback: () => void) => number; cancelIdleCallback?: () => void };
const idleWindow = window as unknown as IdleWindow;

describe('BuildWatcher', () => {
  let idleCallback: (() => void) | null = null;
  beforeEach(() => {
    poller.watchBuild.mockClear();
    idleWindow.requestIdleCallback = (callback: () => void) => {
      idleCallback = callback;
      return 1;
    };
    idleWindow.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    Reflect.deleteProperty(idleWindow, 'requestIdleCallback');
  });

  it('starts the build poller only once the browser is idle', async () => {
    render(<BuildWatcher buildId="build-1" apiBaseUrl="/api" />);
    await act(async () => undefined);
    expect(poller.watchBuild).not.toHaveBeenCalled();
    await act(async () => {
      idleCallback?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(poller.watchBuild).toHaveBeenCalledWith('build-1', '/api', expect.objectContaining({ current: false }));
  });

  it('polls nothing without a build id', async () => {
    idleCallback = null;
    render(<BuildWatcher buildId={null} apiBaseUrl="/api" />);
    await act(async () => undefined);
    expect(idleCallback).toBeNull();
    expect(poller.watchBuild).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { DIALOG_BASE_Z_INDEX } from '@/lib/ui/breakpoints';
import { DIALOG_NAMES, resetDialogs, useDialogs } from './dialogs';

const state = () => useDialogs.getState();
const openNames = () => DIALOG_NAMES.filter((name) => state().dialogs[name].open);

describe('dialogs store', () => {
  beforeEach(() => resetDialogs());

  it('starts with every dialog hidden, the auth dialog on its default tab', () => {
    expect(openNames()).toEqual([]);
    expect(state().dialogs.auth.tab).toBe('default');
    expect(state().dialogs['main-menu'].tab).toBeNull();
  });

  it('shows a dialog with a tab and a destination URL, and hides it again', () => {
    state().show('auth', { tab: 'login', destinationUrl: '/favorieten' });
    expect(state().dialogs.auth).toMatchObject({ open: true, tab: 'login', destinationUrl: '/favorieten' });
    state().hide('auth');
    expect(state().dialogs.auth.open).toBe(false);
  });

  it('falls back to the default tab when shown without one', () => {
    state().show('auth', { tab: 'register' });
    state().hide('auth');
    state().show('auth');
    expect(state().dialogs.auth).toMatchObject({ open: true, tab: 'default', destinationUrl: null });
  });

  it('carries the destination of goto-default-browser', () => {
    state().show('goto-default-browser', { destinationUrl: 'https://example.test/promo' });
    expect(state().dialogs['goto-default-browser'].destinationUrl).toBe('https://example.test/promo');
  });

  it('toggles', () => {
    state().toggle('main-menu');
    expect(state().dialogs['main-menu'].open).toBe(true);
    state().toggle('main-menu');
    expect(state().dialogs['main-menu'].open).toBe(false);
  });

  it('stacks from z-index 2000, the dialog opened last on top', () => {
    state().show('main-menu');
    state().show('auth');
    expect(state().dialogs['main-menu'].zIndex).toBe(DIALOG_BASE_Z_INDEX);
    expect(state().dialogs.auth.zIndex).toBe(DIALOG_BASE_Z_INDEX + 1);
    state().show('main-menu', {});
    expect(state().dialogs['main-menu'].zIndex).toBe(DIALOG_BASE_Z_INDEX);
    state().hide('main-menu');
    state().show('main-menu');
    expect(state().dialogs['main-menu'].zIndex).toBe(DIALOG_BASE_Z_INDEX + 2);
  });

  it('closes all', () => {
    state().show('main-menu');
    state().show('search');
    state().show('auth', { tab: 'login' });
    state().closeAll();
    expect(openNames()).toEqual([]);
  });

  it('closes all except one, which keeps its tab', () => {
    state().show('main-menu');
    state().show('search');
    state().show('auth', { tab: 'login' });
    state().closeExcept('auth');
    expect(openNames()).toEqual(['auth']);
    expect(state().dialogs.auth.tab).toBe('login');
  });

  it('hiding a hidden dialog changes nothing', () => {
    const before = state().dialogs;
    state().hide('search');
    expect(state().dialogs).toBe(before);
  });
});

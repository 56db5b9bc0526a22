import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Theme = typeof import('./theme');
const STORAGE_KEY = 'whetstone.theme';

/** A dark-mode media query whose answer the test flips, firing its change listeners. */
function stubSystemDark(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (type: string, listener: () => void) => type === 'change' && listeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'change' && listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return list as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    setDark(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

/** The module reads the stored preference once on import, so each test imports a fresh copy. */
async function loadTheme(): Promise<Theme> {
  vi.resetModules();
  return import('./theme');
}

const root = () => document.documentElement;
const isDark = () => root().classList.contains('dark');

beforeEach(() => {
  localStorage.clear();
  root().classList.remove('dark');
  root().style.colorScheme = '';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('initTheme', () => {
  it('follows the system colour scheme when nothing is stored', async () => {
    stubSystemDark(true);
    const theme = await loadTheme();
    theme.initTheme();
    expect(isDark()).toBe(true);
    expect(root().style.colorScheme).toBe('dark');
  });

  it('stays light on a light system with nothing stored', async () => {
    stubSystemDark(false);
    const theme = await loadTheme();
    theme.initTheme();
    expect(isDark()).toBe(false);
    expect(root().style.colorScheme).toBe('light');
  });

  it('switches live when the system scheme changes while following it', async () => {
    const system = stubSystemDark(false);
    const theme = await loadTheme();
    theme.initTheme();
    system.setDark(true);
    expect(isDark()).toBe(true);
    expect(root().style.colorScheme).toBe('dark');
    system.setDark(false);
    expect(isDark()).toBe(false);
    expect(root().style.colorScheme).toBe('light');
  });

  it('applies a stored explicit choice over the system scheme', async () => {
    stubSystemDark(false);
    localStorage.setItem(STORAGE_KEY, 'dark');
    const theme = await loadTheme();
    theme.initTheme();
    expect(isDark()).toBe(true);

    const system = stubSystemDark(true);
    localStorage.setItem(STORAGE_KEY, 'light');
    const light = await loadTheme();
    light.initTheme();
    expect(isDark()).toBe(false);
    system.setDark(true);
    expect(isDark()).toBe(false);
  });

  it('ignores a stored value that is not a theme', async () => {
    stubSystemDark(true);
    localStorage.setItem(STORAGE_KEY, 'purple');
    const theme = await loadTheme();
    const { result } = renderHook(() => theme.useThemePreference());
    expect(result.current).toBe('system');
    theme.initTheme();
    expect(isDark()).toBe(true);
  });

  it('falls back to the system scheme when storage cannot be read', async () => {
    stubSystemDark(true);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const theme = await loadTheme();
    const { result } = renderHook(() => theme.useThemePreference());
    expect(result.current).toBe('system');
    theme.initTheme();
    expect(isDark()).toBe(true);
  });

  it('is light where there is no matchMedia', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const theme = await loadTheme();
    expect(() => theme.initTheme()).not.toThrow();
    expect(isDark()).toBe(false);
    expect(root().style.colorScheme).toBe('light');
  });
});

describe('setThemePreference', () => {
  it('stores only the explicit choice under the theme key and applies it', async () => {
    stubSystemDark(false);
    const theme = await loadTheme();
    theme.initTheme();
    theme.setThemePreference('dark');
    expect(isDark()).toBe(true);
    expect(root().style.colorScheme).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('dark');
    expect(localStorage.length).toBe(1);

    theme.setThemePreference('light');
    expect(isDark()).toBe(false);
    expect(root().style.colorScheme).toBe('light');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('light');
  });

  it('forgets the stored choice when going back to the system scheme', async () => {
    const system = stubSystemDark(true);
    localStorage.setItem(STORAGE_KEY, 'light');
    const theme = await loadTheme();
    theme.initTheme();
    expect(isDark()).toBe(false);
    theme.setThemePreference('system');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(isDark()).toBe(true);
    system.setDark(false);
    expect(isDark()).toBe(false);
  });

  it('survives a reload: a fresh module reads what was stored', async () => {
    stubSystemDark(false);
    const first = await loadTheme();
    first.setThemePreference('dark');
    const reloaded = await loadTheme();
    const { result } = renderHook(() => reloaded.useThemePreference());
    expect(result.current).toBe('dark');
  });

  it('still applies the choice to this tab when storage cannot be written', async () => {
    stubSystemDark(false);
    const theme = await loadTheme();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => theme.setThemePreference('dark')).not.toThrow();
    expect(isDark()).toBe(true);
  });

  it('re-renders components reading the preference', async () => {
    stubSystemDark(false);
    const theme = await loadTheme();
    const { result } = renderHook(() => theme.useThemePreference());
    expect(result.current).toBe('system');
    act(() => theme.setThemePreference('dark'));
    expect(result.current).toBe('dark');
    act(() => theme.setThemePreference('light'));
    expect(result.current).toBe('light');
  });
});

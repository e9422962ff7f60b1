// Theme and sound: signals remembered in local storage (language lives in i18n.ts).
import { effect, signal } from '@preact/signals';

export type Theme = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // No storage (private mode): the setting lasts for this visit only.
  }
}

function initialTheme(): Theme {
  const saved = read('ludus.theme');
  if (saved === 'light' || saved === 'dark') return saved;
  // index.html already chose from prefers-color-scheme before the first paint.
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export const theme = signal<Theme>(initialTheme());
export const soundOn = signal<boolean>(read('ludus.sound') !== 'off');

export function toggleTheme(): void {
  theme.value = theme.value === 'dark' ? 'light' : 'dark';
  write('ludus.theme', theme.value);
}

export function toggleSound(): void {
  soundOn.value = !soundOn.value;
  write('ludus.sound', soundOn.value ? 'on' : 'off');
}

effect(() => {
  document.documentElement.dataset.theme = theme.value;
});

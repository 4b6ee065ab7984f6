/** Light and dark: the system setting by default, or the visitor's own choice (kept in localStorage). */
export type ThemeChoice = 'system' | 'light' | 'dark';
const KEY = 'impactwire.theme';

export function storedTheme(): ThemeChoice {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function applyTheme(choice: ThemeChoice) {
  if (choice === 'system') {
    delete document.documentElement.dataset.theme;
    localStorage.removeItem(KEY);
  } else {
    document.documentElement.dataset.theme = choice;
    localStorage.setItem(KEY, choice);
  }
}

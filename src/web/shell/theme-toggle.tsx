import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { applyTheme, storedTheme, type ThemeChoice } from '@/web/lib/theme';

const next: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const icons = { system: Monitor, light: Sun, dark: Moon };

/** Cycles system → light → dark. */
export function ThemeToggle() {
  const [choice, setChoice] = useState<ThemeChoice>(storedTheme);
  const Icon = icons[choice];
  return (
    <button
      type="button"
      onClick={() => {
        const value = next[choice];
        applyTheme(value);
        setChoice(value);
      }}
      className="flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
      aria-label={`Colour theme: ${choice}. Switch to ${next[choice]}`}
      title={`Theme: ${choice}`}
    >
      <Icon className="size-4" aria-hidden="true" />
    </button>
  );
}

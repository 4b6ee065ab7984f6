import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export type AuthMode = 'signin' | 'signup' | 'reset';

export const Route = createFileRoute('/auth')({
  validateSearch: (search: Record<string, unknown>): { mode?: AuthMode } =>
    search.mode === 'signup' || search.mode === 'reset' ? { mode: search.mode } : {},
  component: () => <ComingSoon eyebrow="Account" title="Sign in" />,
});

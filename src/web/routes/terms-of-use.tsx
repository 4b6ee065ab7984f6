import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/terms-of-use')({
  component: () => <ComingSoon eyebrow="Legal" title="Terms of Use" />,
});

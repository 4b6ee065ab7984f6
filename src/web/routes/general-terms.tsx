import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/general-terms')({
  component: () => <ComingSoon eyebrow="Legal" title="General Terms and Conditions" />,
});

import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/web/components/coming-soon';

export const Route = createFileRoute('/privacy-policy')({
  component: () => <ComingSoon eyebrow="Legal" title="Privacy Policy" />,
});

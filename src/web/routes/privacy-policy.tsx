import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '@/web/legal/en/privacy-policy';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
});

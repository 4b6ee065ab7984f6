import { createFileRoute } from '@tanstack/react-router';
import { CookieHinweisPage } from '@/web/legal/de/cookie-hinweis';

export const Route = createFileRoute('/cookie-hinweis')({
  component: CookieHinweisPage,
});

import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The subscription state follows the session from the start, before a mail's link signs the reader in.
import './billing/subscription';
import './auth/boot';
import { startAnalytics } from './analytics/consent';
import { applyTheme, storedTheme } from './lib/theme';
import { queryClient } from './query-client';
import { router } from './router';
import './styles.css';

applyTheme(storedTheme());
startAnalytics();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

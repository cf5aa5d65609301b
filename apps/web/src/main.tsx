import { pageNonce } from './lib/content-security';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { switchLanguage } from './i18n';
import { router } from './app/router';
import { themes } from './app/theme';
import { useUi } from './lib/ui-store';
import { setUnauthorizedHandler } from './lib/api';
import { clearSession } from './lib/session';

// MUI's styles go into <style> elements that carry the page's nonce, as its Content-Security-Policy requires.
const emotionCache = createCache({ key: 'css', nonce: pageNonce });

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

// The server ended the session (expired, signed out elsewhere, disabled): forget it here too. What
// was read as the user goes; a query still under way stays, so that the page waiting for it comes to
// an outcome (the payment result page then asks again without a session) instead of waiting forever.
setUnauthorizedHandler(() => {
  clearSession();
  queryClient.removeQueries({ predicate: (query) => query.state.fetchStatus !== 'fetching' });
  queryClient.getMutationCache().clear();
});

function App() {
  const theme = useUi((s) => s.theme);
  const language = useUi((s) => s.language);
  useEffect(() => {
    void switchLanguage(language);
    document.documentElement.lang = language;
  }, [language]);
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={themes[theme]}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

// The first render as a transition: React then works in short slices and lets the browser paint and
// answer input between them, instead of holding the page in one long task while it builds everything.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { signOut } from '../features/auth/signOut';
import { ErrorDialogHost } from '../features/layout/ErrorDialogHost';
import { ProgressBar } from '../features/layout/ProgressBar';
import { Providers, type ProvidersProps } from './providers';
import { RouterView } from './Router';

export interface AppProps extends Omit<ProvidersProps, 'children'> {
  /** The page is (being) rendered on the server: show the route at once, as the server did. */
  serverRendered?: boolean;
}

export function App({ serverRendered = false, ...providers }: AppProps) {
  const [, navigate] = useLocation();
  // `<html data-hydrated>`: the page the server rendered now answers clicks (before, only links work).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Providers {...providers}>
      <ProgressBar />
      <RouterView serverRendered={serverRendered} />
      <ErrorDialogHost
        onTokenExpiredConfirm={async () => {
          await signOut();
          navigate('/admin/login');
        }}
      />
    </Providers>
  );
}

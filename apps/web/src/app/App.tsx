import { useLocation } from 'wouter';
import { signOut } from '../features/auth/signOut';
import { ErrorDialogHost } from '../features/layout/ErrorDialogHost';
import { ProgressBar } from '../features/layout/ProgressBar';
import { Providers } from './providers';
import { RouterView } from './Router';

export function App() {
  const [, navigate] = useLocation();
  return (
    <Providers>
      <ProgressBar />
      <RouterView />
      <ErrorDialogHost
        onTokenExpiredConfirm={async () => {
          await signOut();
          navigate('/admin/login');
        }}
      />
    </Providers>
  );
}

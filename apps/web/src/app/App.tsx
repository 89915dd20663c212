import { ErrorDialogHost } from '../features/layout/ErrorDialogHost';
import { ProgressBar } from '../features/layout/ProgressBar';
import { Providers } from './providers';
import { RouterView } from './Router';

export function App() {
  return (
    <Providers>
      <ProgressBar />
      <RouterView />
      <ErrorDialogHost />
    </Providers>
  );
}

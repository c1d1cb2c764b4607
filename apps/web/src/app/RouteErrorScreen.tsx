import { useRouteError } from 'react-router';
import { AppErrorScreen } from './AppErrorScreen';

/** The router's error element: the app error screen with the error the router caught. */
export function RouteErrorScreen() {
  return <AppErrorScreen error={useRouteError()} />;
}

import { Outlet } from 'react-router';
import { FullScreenLoading } from '../../ui/FullScreenLoading';
import { useStartupAddress } from './useStartupAddress';

/** The root of every route: nothing renders until the start-up address is handled. */
export function StartupGate() {
  const settled = useStartupAddress();
  return settled ? <Outlet /> : <FullScreenLoading />;
}

import { useBlocker } from 'react-router';

/**
 * Unsaved changes hold any navigation until the user discards them or stays (creation.md §2
 * discard-confirm). Render LeaveConfirm with what this returns.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    asking: blocker.state === 'blocked',
    discard: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}

import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { resolveStartupAddress } from './resolveStartupAddress';
import { runStartupAction } from './runStartupAction';

/** Handles the address the app was opened with, once; false until that has settled. */
export function useStartupAddress(): boolean {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [action] = useState(() => resolveStartupAddress(search));
  const [settled, setSettled] = useState(action.kind === 'none');
  const started = useRef(false);
  useEffect(() => {
    if (action.kind === 'none' || started.current) return;
    started.current = true;
    void runStartupAction(action).then((target) => {
      navigate(target, { replace: true });
      setSettled(true);
    });
  }, [action, navigate]);
  return settled;
}

import { useEffect } from 'react';
import { onGoneFolder } from '../api/treeApi';
import { checkForGoneFolders, recoverGoneFolder } from '../state/goneFolders';

/**
 * Keeps an open tab in step when a teammate's reload dissolves folders (issue 24): a change
 * refused for a folder that is gone catches the tree up instead of failing, and so does the
 * tab coming back into view, before the user acts on a folder that is no longer there.
 */
export function useGoneFolderWatch() {
  useEffect(() => {
    const stop = onGoneFolder(() => void recoverGoneFolder());
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      checkForGoneFolders().catch((err) =>
        console.error('[tree] could not check the folders again', err),
      );
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, []);
}

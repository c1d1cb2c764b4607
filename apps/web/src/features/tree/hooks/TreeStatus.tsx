import { createContext, type ReactNode, useContext } from 'react';
import { useTreeLoad } from './useTreeLoad';

type TreeStatus = ReturnType<typeof useTreeLoad>;

const Context = createContext<TreeStatus | null>(null);

/** Loads the tree once for the whole creation area and tells every page how it stands. */
export function TreeStatusProvider({ children }: { children: ReactNode }) {
  return <Context.Provider value={useTreeLoad()}>{children}</Context.Provider>;
}

export function useTreeStatus(): TreeStatus {
  const status = useContext(Context);
  if (!status) throw new Error('useTreeStatus needs the creation layout around it');
  return status;
}

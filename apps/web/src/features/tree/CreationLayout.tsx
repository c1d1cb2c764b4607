import { Outlet } from 'react-router';
import { TreeStatusProvider } from './hooks/TreeStatus';
import { TreeNavigationProvider } from './navigation/TreeNavigation';
import { CreationSidebar } from './sidebar/CreationSidebar';

/** The creation area: the folder and project sidebar, and the open page beside it. */
export function CreationLayout() {
  return (
    <TreeNavigationProvider>
      <TreeStatusProvider>
        <div className="flex h-full">
          <CreationSidebar />
          <section className="relative min-w-0 flex-1 overflow-y-auto bg-white">
            <Outlet />
          </section>
        </div>
      </TreeStatusProvider>
    </TreeNavigationProvider>
  );
}

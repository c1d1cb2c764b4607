import { Outlet } from 'react-router';
import { AreaSidebar } from '../../ui/AreaSidebar';
import { TreeStatusProvider } from './hooks/TreeStatus';
import { useGoneFolderWatch } from './hooks/useGoneFolderWatch';
import { TreeNavigationProvider } from './navigation/TreeNavigation';
import { CreationSidebar } from './sidebar/CreationSidebar';

/**
 * The creation area: the folder and project sidebar, and the open page beside it (on a phone
 * the sidebar is in the shell's menu drawer and the page has the whole width).
 */
export function CreationLayout() {
  useGoneFolderWatch();
  return (
    <TreeNavigationProvider>
      <TreeStatusProvider>
        <div className="flex h-full">
          <AreaSidebar>
            <CreationSidebar />
          </AreaSidebar>
          <section className="relative min-w-0 flex-1 overflow-y-auto bg-white">
            <Outlet />
          </section>
        </div>
      </TreeStatusProvider>
    </TreeNavigationProvider>
  );
}

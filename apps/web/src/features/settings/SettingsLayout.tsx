import { Outlet } from 'react-router';
import { AreaSidebar } from '../../ui/AreaSidebar';
import { SettingsSidebar } from './SettingsSidebar';

/**
 * Settings: the sidebar on the left, the selected page on the right (core.md §2); on a phone
 * the sidebar is in the shell's menu drawer.
 */
export function SettingsLayout() {
  return (
    <div className="flex h-full">
      <AreaSidebar>
        <SettingsSidebar />
      </AreaSidebar>
      <div className="min-w-0 flex-1 overflow-y-auto bg-canvas/60">
        <Outlet />
      </div>
    </div>
  );
}

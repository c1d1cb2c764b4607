import { Outlet } from 'react-router';
import { SettingsSidebar } from './SettingsSidebar';

/** Settings: the sidebar on the left, the selected page on the right (core.md §2). */
export function SettingsLayout() {
  return (
    <div className="flex h-full">
      <SettingsSidebar />
      <div className="min-w-0 flex-1 overflow-y-auto bg-canvas/60">
        <Outlet />
      </div>
    </div>
  );
}

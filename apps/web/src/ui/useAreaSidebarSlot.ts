import { create } from 'zustand';

interface AreaSidebarSlot {
  /** Where an area's sidebar goes in the phone layout: inside the open menu drawer, else null. */
  element: HTMLElement | null;
  setElement(element: HTMLElement | null): void;
}

/** The phone drawer's place for the current area's sidebar (the shell owns it, areas fill it). */
export const useAreaSidebarSlot = create<AreaSidebarSlot>()((set) => ({
  element: null,
  setElement: (element) => set({ element }),
}));

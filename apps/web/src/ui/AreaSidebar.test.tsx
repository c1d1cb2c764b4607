import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaSidebar } from './AreaSidebar';
import { useAreaSidebarSlot } from './useAreaSidebarSlot';

const phone = () =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener() {},
    removeEventListener() {},
  }));

afterEach(() => useAreaSidebarSlot.setState({ element: null }));

describe('AreaSidebar', () => {
  it('stays in place on a wide screen', () => {
    const { container } = render(
      <div data-testid="layout">
        <AreaSidebar>
          <aside aria-label="Tree" />
        </AreaSidebar>
      </div>,
    );
    expect(container.querySelector('[data-testid="layout"] > aside')).not.toBeNull();
  });

  it('on a phone shows only inside the open drawer, and follows it as it opens and closes', () => {
    phone();
    render(
      <AreaSidebar>
        <aside aria-label="Tree" />
      </AreaSidebar>,
    );
    expect(screen.queryByRole('complementary', { name: 'Tree' })).toBeNull();

    const slot = document.createElement('div');
    document.body.append(slot);
    act(() => useAreaSidebarSlot.getState().setElement(slot));
    expect(slot.querySelector('aside[aria-label="Tree"]')).not.toBeNull();

    act(() => useAreaSidebarSlot.getState().setElement(null));
    expect(screen.queryByRole('complementary', { name: 'Tree' })).toBeNull();
    slot.remove();
  });
});

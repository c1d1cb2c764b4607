import * as Dialog from '@radix-ui/react-dialog';

const base = 'fixed inset-0 z-50 animate-fade-in';

/**
 * The dimmed page behind every dialog; `dark` behind media, whose colours read better on black.
 * Plain dimming, no backdrop blur: a blurred full-screen backdrop is redrawn on every frame in
 * which anything above it moves (a scrolled list, a progress bar), and where the browser
 * composites in software (no GPU, remote desktops, VMs) that cost a whole core. Measured in
 * Chromium scrolling the actor picker: 40 s of compositor CPU in a 43 s run with the blur,
 * 7 s in 20 s without.
 */
export function DialogOverlay({ tone = 'dim' }: { tone?: 'dim' | 'dark' }) {
  return (
    <Dialog.Overlay
      className={`${base} ${tone === 'dark' ? 'bg-[#0c0b12]/75' : 'bg-[#17161f]/45'}`}
    />
  );
}

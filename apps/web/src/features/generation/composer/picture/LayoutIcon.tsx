import type { LayoutPlacement } from '@talkreel/contract';
import { actorBox } from '../../model/framePlacement';

/** A miniature 16:9 frame showing where a layout puts the actor. */
export function LayoutIcon({ placement }: { placement: LayoutPlacement }) {
  const box = actorBox('16:9', placement, placement === 'circle' ? 0.8 : 0.75);
  return (
    <span
      className="relative block h-[18px] w-[32px] overflow-hidden rounded-[3px] border-[1.5px] border-current"
      aria-hidden="true"
    >
      <span
        className="absolute bg-current opacity-70"
        style={{
          left: `${box.left * 100}%`,
          top: `${box.top * 100}%`,
          width: `${box.width * 100}%`,
          height: `${box.height * 100}%`,
          borderRadius: placement === 'circle' ? '9999px' : '2px 2px 0 0',
        }}
      />
    </span>
  );
}

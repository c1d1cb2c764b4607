import { ImageIcon, Video } from 'lucide-react';
import { localPreviewOf } from '../../hooks/localPreviews';
import { useStockBackgrounds } from '../../hooks/useStockBackgrounds';
import type { BackgroundChoice } from '../../state/pictureChoice';

/**
 * The preview's background layer. The actor's own backdrop is the actor's picture blurred to
 * cover (as the render fills the frame around a placed actor); an uploaded file shows itself
 * when uploaded in this tab, else a calm pattern with its name.
 */
export function FrameBackground({
  background,
  actorImageUrl,
}: {
  background: BackgroundChoice;
  actorImageUrl: string | null;
}) {
  const stock = useStockBackgrounds(background.type === 'stock');
  const cover = 'absolute inset-0 size-full object-cover';
  switch (background.type) {
    case 'color':
      return <span className="absolute inset-0" style={{ background: background.value }} />;
    case 'gradient':
      return (
        <span
          className="absolute inset-0"
          style={{
            background: `linear-gradient(to bottom, ${background.value[0]}, ${background.value[1]})`,
          }}
        />
      );
    case 'stock': {
      const item = stock.data?.find((b) => b.id === background.value);
      return item ? (
        <img src={item.thumbnailUrl} alt="" className={cover} />
      ) : (
        <span className="absolute inset-0 animate-pulse bg-[#2a2838]" />
      );
    }
    case 'image':
    case 'video': {
      const url = localPreviewOf(background.value);
      if (url && background.type === 'image') return <img src={url} alt="" className={cover} />;
      if (url) return <video src={url} className={cover} muted loop autoPlay playsInline />;
      const Icon = background.type === 'image' ? ImageIcon : Video;
      return (
        <span className="absolute inset-0 flex flex-col items-center justify-start gap-1 bg-[repeating-linear-gradient(135deg,#34324a_0_10px,#2c2a3f_10px_20px)] pt-[8%] text-[11px] text-white/70">
          <Icon className="size-5" aria-hidden="true" />
          <span className="max-w-[80%] truncate">{background.name}</span>
        </span>
      );
    }
    default:
      return actorImageUrl ? (
        <>
          <img src={actorImageUrl} alt="" className={`${cover} scale-110 blur-md`} />
          <span className="absolute inset-0 bg-black/30" />
        </>
      ) : (
        <span className="absolute inset-0 bg-gradient-to-b from-[#3b3558] to-[#1d1b26]" />
      );
  }
}

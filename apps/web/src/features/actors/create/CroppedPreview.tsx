import type { CropBox } from './cropGeometry';
import type { ActorMedia } from './useActorUpload';

/** What the actor will look like: the 9:16 crop of the photo or video, `width` pixels wide. */
export function CroppedPreview({
  media,
  box,
  width,
}: {
  media: ActorMedia;
  box: CropBox;
  width: number;
}) {
  const scale = width / box.width;
  const style = {
    width: media.size.width * scale,
    height: media.size.height * scale,
    transform: `translate(${-box.x * scale}px, ${-box.y * scale}px)`,
  };
  return (
    <div
      className="relative shrink-0 overflow-hidden rounded-xl bg-[#0f0e14] shadow-[inset_0_0_0_1px_rgb(23_22_31/0.06)]"
      style={{ width, height: (width * 16) / 9 }}
      data-testid="actor-crop-preview"
    >
      {media.kind === 'image' ? (
        <img
          src={media.url}
          alt=""
          draggable={false}
          className="absolute top-0 left-0 max-w-none origin-top-left"
          style={style}
        />
      ) : (
        <video
          src={media.url}
          muted
          autoPlay
          loop
          playsInline
          className="absolute top-0 left-0 max-w-none origin-top-left"
          style={style}
        />
      )}
    </div>
  );
}

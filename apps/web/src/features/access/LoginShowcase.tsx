import { useTranslation } from 'react-i18next';

const clips = [1, 2, 3].map((n) => ({
  src: `/generated/login-clip-${n}.mp4`,
  poster: `/generated/login-clip-${n}.jpg`,
}));

/** The login page's marketing panel: three looping muted clips and the product promise. */
export function LoginShowcase() {
  const { t } = useTranslation();
  return (
    <aside
      className="relative hidden w-[46%] max-w-[760px] shrink-0 flex-col overflow-hidden bg-[#120c2c] text-white lg:flex"
      aria-label={t('login.showcase.label')}
    >
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(120%_80%_at_10%_0%,rgb(109_74_255/0.55),transparent_60%),radial-gradient(90%_70%_at_100%_100%,rgb(255_122_182/0.28),transparent_60%)]" />
      <div className="relative flex flex-1 flex-col px-12 pt-14 pb-12">
        <p className="text-[13px] font-medium tracking-[0.08em] text-brand-200 uppercase">
          {t('login.showcase.eyebrow')}
        </p>
        <h2 className="mt-4 max-w-[440px] text-[34px] leading-[1.15] font-semibold tracking-[-0.02em] text-balance">
          {t('login.showcase.title')}
        </h2>
        <p className="mt-4 max-w-[420px] text-[15px] leading-6 text-pretty text-white/70">
          {t('login.showcase.subtitle')}
        </p>
        <div className="flex flex-1 items-center justify-center gap-5 pt-10" aria-hidden="true">
          {clips.map((clip, i) => (
            <div
              key={clip.src}
              className={
                i === 1
                  ? 'w-[34%] max-w-[210px] -translate-y-8'
                  : 'w-[30%] max-w-[184px] opacity-90'
              }
            >
              <div className="aspect-[9/16] overflow-hidden rounded-[22px] bg-white/5 shadow-[0_30px_60px_-20px_rgb(0_0_0/0.6)] ring-1 ring-white/15">
                <video
                  className="size-full object-cover"
                  src={clip.src}
                  poster={clip.poster}
                  autoPlay
                  muted
                  loop
                  playsInline
                  preload="auto"
                />
              </div>
            </div>
          ))}
        </div>
        <ul className="mt-6 flex flex-wrap justify-center gap-2 text-[12.5px] text-white/75">
          {(['script', 'actor', 'video'] as const).map((k, i) => (
            <li
              key={k}
              className="flex items-center gap-2 rounded-full bg-white/8 px-3 py-1.5 ring-1 ring-white/10"
            >
              <span className="flex size-5 items-center justify-center rounded-full bg-brand-500 text-[11px] font-semibold text-white">
                {i + 1}
              </span>
              {t(`login.showcase.steps.${k}`)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}

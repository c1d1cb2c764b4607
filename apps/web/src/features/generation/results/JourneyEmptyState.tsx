import { PenLine, Sparkles, UserRound, WandSparkles } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

const cards: { tilt: string; delay: string; className: string; hue: string }[] = [
  { tilt: '-8deg', delay: '0s', className: 'left-2 top-6', hue: 'from-[#ffd9e8] to-[#f6b8d2]' },
  {
    tilt: '0deg',
    delay: '-1.6s',
    className: 'left-[72px] top-0 z-10',
    hue: 'from-brand-200 to-brand-400',
  },
  {
    tilt: '8deg',
    delay: '-3.2s',
    className: 'left-[142px] top-6',
    hue: 'from-[#c9f1e4] to-[#93dcc4]',
  },
];

/** A stylised talking actor on a 9:16 card: head, shoulders and a moving voice wave. */
function ActorCard({ hue }: { hue: string }) {
  return (
    <div
      className={`relative h-[120px] w-[68px] overflow-hidden rounded-xl bg-gradient-to-b ${hue} shadow-[0_14px_30px_-12px_rgb(46_29_120/0.35)] ring-1 ring-white/60`}
    >
      <span className="absolute top-[26px] left-1/2 size-6 -translate-x-1/2 rounded-full bg-white/85" />
      <span className="absolute -bottom-4 left-1/2 h-12 w-14 -translate-x-1/2 rounded-t-[28px] bg-white/70" />
      <span className="absolute inset-x-0 bottom-2 flex items-end justify-center gap-[3px]">
        {[0, 1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className="generation-wave h-3 w-[3px] rounded-full bg-white"
            style={{ animationDelay: `${i * 0.14}s` }}
          />
        ))}
      </span>
      <span className="generation-shimmer absolute inset-0" />
    </div>
  );
}

/**
 * Before any result (creation.md §2): an animated greeting that invites the first video —
 * three floating actor cards that "speak", sparkles, and the three steps.
 */
export function JourneyEmptyState() {
  const { t } = useTranslation();
  const steps = [
    { icon: PenLine, label: t('generation.empty.stepScript') },
    { icon: UserRound, label: t('generation.empty.stepActor') },
    { icon: WandSparkles, label: t('generation.empty.stepGenerate') },
  ];
  return (
    <div
      data-testid="generation-empty"
      className="generation-rise relative flex flex-col items-center overflow-hidden rounded-[24px] border border-line bg-[radial-gradient(120%_90%_at_50%_0%,#f3efff_0%,#ffffff_62%)] px-8 pt-12 pb-12 text-center"
    >
      <div className="relative h-[160px] w-[220px]" aria-hidden="true">
        {cards.map((c) => (
          <div
            key={c.tilt}
            className={`generation-float absolute ${c.className}`}
            style={{ '--tilt': c.tilt, animationDelay: c.delay } as CSSProperties}
          >
            <ActorCard hue={c.hue} />
          </div>
        ))}
        <Sparkles className="generation-twinkle absolute -top-2 right-2 size-5 text-brand-400" />
        <Sparkles
          className="generation-twinkle absolute bottom-4 -left-3 size-4 text-[#f59ec4]"
          style={{ animationDelay: '-1.2s' }}
        />
        <span
          className="generation-twinkle absolute top-10 -right-4 size-2 rounded-full bg-[#5cc9a7]"
          style={{ animationDelay: '-0.6s' }}
        />
      </div>
      <h2 className="mt-7 text-[22px] font-semibold tracking-[-0.02em] text-ink">
        {t('generation.empty.title')}
      </h2>
      <p className="mt-2 max-w-[420px] text-[14.5px] leading-[22px] text-ink-muted">
        {t('generation.empty.text')}
      </p>
      <ol className="mt-6 flex items-center gap-2 text-[12.5px] font-medium text-ink-muted">
        {steps.map(({ icon: Icon, label }, i) => (
          <li key={label} className="flex items-center gap-2">
            {i > 0 ? <span className="h-px w-6 bg-line" aria-hidden="true" /> : null}
            <span className="flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 shadow-[0_0_0_1px_rgb(23_22_31/0.06)]">
              <Icon className="size-3.5 text-brand-500" aria-hidden="true" />
              {label}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

import { MAX_VIDEO_TOTAL_SECONDS, SCRIPT_MIN_CHARS } from '@talkreel/contract';
import clsx from 'clsx';
import { Check, Circle, PartyPopper, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Tooltip } from '../../../ui/Tooltip';
import { allDone, type Checklist } from '../model/checklist';

function Item({ done, children }: { done: boolean; children: string }) {
  return (
    <li className="flex items-center gap-2" data-done={done}>
      {done ? (
        <Check className="size-3.5 shrink-0 text-[#6ee7a8]" strokeWidth={3} aria-hidden="true" />
      ) : (
        <Circle className="size-3.5 shrink-0 text-white/45" aria-hidden="true" />
      )}
      <span className={clsx(done && 'text-white/60 line-through decoration-white/40')}>
        {children}
      </span>
    </li>
  );
}

/** The checklist shown on the Generate button (creation.md §2). */
export function ChecklistContent({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation();
  if (allDone(checklist)) {
    return (
      <p className="flex items-center gap-2 py-0.5" data-testid="generate-checklist">
        <PartyPopper className="size-4 shrink-0 text-[#fcd34d]" aria-hidden="true" />
        {t('generation.generate.allGood')}
      </p>
    );
  }
  return (
    <div className="py-0.5" data-testid="generate-checklist">
      <p className="mb-1.5 text-[11.5px] font-semibold tracking-wide text-white/60 uppercase">
        {t('generation.generate.checklistTitle')}
      </p>
      <ul className="flex flex-col gap-1">
        <Item done={checklist.script}>
          {t('generation.generate.script', { min: SCRIPT_MIN_CHARS })}
        </Item>
        <Item done={checklist.actor}>{t('generation.generate.actor')}</Item>
        <Item done={checklist.audio}>{t('generation.generate.audio')}</Item>
        {checklist.length !== undefined ? (
          <Item done={checklist.length}>
            {t('generation.scenes.lengthItem', { minutes: MAX_VIDEO_TOTAL_SECONDS / 60 })}
          </Item>
        ) : null}
      </ul>
    </div>
  );
}

export function GenerateButton({
  checklist,
  verifying,
  onClick,
}: {
  checklist: Checklist;
  /** The one-pass voice check before generating: previews made so far. */
  verifying?: { done: number; total: number } | null;
  onClick(): void;
}) {
  const { t } = useTranslation();
  const ready = allDone(checklist);
  return (
    // Lined up with the button's right edge, which is the composer's: centred, the checklist
    // was pushed against the window's edge.
    <Tooltip content={<ChecklistContent checklist={checklist} />} side="top" align="end">
      <Button
        size="lg"
        onClick={onClick}
        loading={Boolean(verifying)}
        className={clsx('min-w-[148px]', !ready && 'opacity-90')}
        icon={<Sparkles className="size-[18px]" aria-hidden="true" />}
        data-ready={ready}
      >
        {verifying
          ? t('generation.generate.verifying', verifying)
          : t('generation.generate.button')}
      </Button>
    </Tooltip>
  );
}

import { AudioLines } from 'lucide-react';
import { CopyableText } from '../../../../ui/CopyableText';
import type { UserVoice } from './assetTypes';
import { InlineName } from './InlineName';

/** A voice card of the user detail (creation.md §2): renameable name and id. */
export function AgentVoiceCard({
  voice,
  onRename,
}: {
  voice: UserVoice;
  onRename(name: string): void;
}) {
  return (
    <div
      data-testid="agent-voice-card"
      className="flex min-w-0 items-center gap-3 rounded-xl border border-line bg-white px-3 py-2.5"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-500">
        <AudioLines className="size-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <InlineName
          name={voice.name}
          onRename={onRename}
          className="text-[13.5px] font-medium text-ink"
        />
        <CopyableText text={voice.id} className="text-[11.5px] text-ink-subtle" />
      </div>
    </div>
  );
}

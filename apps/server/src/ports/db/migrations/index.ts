import type { Migration } from 'kysely';
import { coreMigration } from './0001-core';
import { projectLatestVideoAtMigration } from './0002-project-latest-video-at';
import { jobsMigration } from './0003-jobs';
import { memberInvitationsPendingMigration } from './0004-member-invitations-pending';
import { creationMigration } from './0005-creation';
import { videoCaptionsMigration } from './0006-video-captions';
import { fairRendersMigration } from './0007-fair-renders';
import { signInHardeningMigration } from './0008-sign-in-hardening';
import { uploadsAndOwnVoicesMigration } from './0012-uploads-and-own-voices';
import { customActorsMigration } from './0013-custom-actors';
import { agentsMigration } from './0014-agents';
import { agentWorkflowDeliveriesMigration } from './0015-agent-workflow-deliveries';
import { clientEventsMigration } from './0016-client-events';
import { treeVersionsMigration } from './0017-tree-versions';
import { ttsAudioUsedAtMigration } from './0018-tts-audio-used-at';
import { workspaceKeepFoldersMigration } from './0019-workspace-keep-folders';
import { userNamePartsMigration } from './0020-user-name-parts';
import { posterThumbnailsMigration } from './0021-poster-thumbnails';
import { workProgressMigration } from './0022-work-progress';
import { apiKeysMigration } from './0023-api-keys';
import { idempotencyRecordsMigration } from './0024-idempotency-records';
import { webhooksMigration } from './0025-webhooks';
import { voicePeaksMigration } from './0026-voice-peaks';
import { videoApiFieldsMigration } from './0027-video-api-fields';
import { videoPictureMigration } from './0028-video-picture';
import { brandKitsMigration } from './0029-brand-kits';
import { videoScenesMigration } from './0030-video-scenes';
import { videoScenePartsMigration } from './0031-video-scene-parts';
import { templatesMigration } from './0032-templates';
import { batchesMigration } from './0033-batches';
import { uploadRenderKeyMigration } from './0034-upload-render-key';

/** Append-only: each new migration gets the next number; released ones never change. */
export const migrations: Record<string, Migration> = {
  '0001-core': coreMigration,
  '0002-project-latest-video-at': projectLatestVideoAtMigration,
  '0003-jobs': jobsMigration,
  '0004-member-invitations-pending': memberInvitationsPendingMigration,
  '0005-creation': creationMigration,
  '0006-video-captions': videoCaptionsMigration,
  '0007-fair-renders': fairRendersMigration,
  '0008-sign-in-hardening': signInHardeningMigration,
  '0012-uploads-and-own-voices': uploadsAndOwnVoicesMigration,
  '0013-custom-actors': customActorsMigration,
  '0014-agents': agentsMigration,
  '0015-agent-workflow-deliveries': agentWorkflowDeliveriesMigration,
  '0016-client-events': clientEventsMigration,
  '0017-tree-versions': treeVersionsMigration,
  '0018-tts-audio-used-at': ttsAudioUsedAtMigration,
  '0019-workspace-keep-folders': workspaceKeepFoldersMigration,
  '0020-user-name-parts': userNamePartsMigration,
  '0021-poster-thumbnails': posterThumbnailsMigration,
  '0022-work-progress': workProgressMigration,
  '0023-api-keys': apiKeysMigration,
  '0024-idempotency-records': idempotencyRecordsMigration,
  '0025-webhooks': webhooksMigration,
  '0026-voice-peaks': voicePeaksMigration,
  '0027-video-api-fields': videoApiFieldsMigration,
  '0028-video-picture': videoPictureMigration,
  '0029-brand-kits': brandKitsMigration,
  '0030-video-scenes': videoScenesMigration,
  '0031-video-scene-parts': videoScenePartsMigration,
  '0032-templates': templatesMigration,
  '0033-batches': batchesMigration,
  '0034-upload-render-key': uploadRenderKeyMigration,
};

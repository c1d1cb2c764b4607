/**
 * Child of the render bench: renders each actor kind at 9:16 1080p over a background video and
 * prints the process's peak resident set in MB (maxRSS) as its last line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ActorSpec, renderTalkingVideo, type SpeechResult } from '@talkreel/engine';

interface Job {
  actors: { label: string; spec: ActorSpec }[];
  background: string;
  speech: Omit<SpeechResult, 'samples'> & { samples: number[] };
  dir: string;
}

const job = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Job;
const speech: SpeechResult = { ...job.speech, samples: Float32Array.from(job.speech.samples) };
for (const a of job.actors) {
  await renderTalkingVideo({
    actor: a.spec,
    speech,
    resolution: '1080p',
    background: { type: 'video', value: job.background },
    captions: true,
    outputs: {
      video: join(job.dir, 'peak.mp4'),
      poster: join(job.dir, 'peak.jpg'),
      compressed: join(job.dir, 'peak-small.mp4'),
      srt: join(job.dir, 'peak.srt'),
    },
  });
}
// maxRSS is in kilobytes.
console.log((process.resourceUsage().maxRSS / 1024).toFixed(1));

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMailFolder } from '../../test/mail-folder';
import { createMailboxMailer } from './mailbox-mailer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talkreel-mailbox-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('mailbox mailer', () => {
  it('puts each message in the folder only once it is whole, as an .eml file', async () => {
    const mailer = createMailboxMailer(dir, 'Talkreel <noreply@example.com>', () => {});
    // A body past Node's 512 kB write chunk takes several writes, so a reader listing the folder
    // meanwhile would see a half-written file under its final name if the mailer wrote in place.
    const body = 'Your code is 123456.\n'.repeat(15_000);
    const seen = new Map<string, number>();
    let sending = true;
    const watching = (async () => {
      while (sending) {
        for (const f of fs.readdirSync(dir).filter((name) => name.endsWith('.eml'))) {
          const size = fs.statSync(path.join(dir, f)).size;
          seen.set(f, Math.min(seen.get(f) ?? size, size));
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        mailer.send({
          to: `user${i}@example.com`,
          subject: `Code ${i}`,
          text: body,
          html: `<pre>${body}</pre>`,
        }),
      ),
    );
    sending = false;
    await watching;

    const names = fs.readdirSync(dir);
    expect(names.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    expect(names).toHaveLength(4);
    // Every size a reader saw was the file's final size.
    for (const [f, size] of seen) expect(size).toBe(fs.statSync(path.join(dir, f)).size);
    const mails = await readMailFolder(dir);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: 4 }, (_, i) => `Code ${i}`).sort(),
    );
    expect(mails.every((m) => m.text.includes('Your code is 123456.'))).toBe(true);
  });
});

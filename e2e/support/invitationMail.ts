import { type Mail, readMailbox } from './mailbox';
import { testTime } from './testTime';

/** Waits for the member invitation mailed to `email` and returns its link (core.md §2). */
export async function waitForInvitationLink(
  dataDir: string,
  email: string,
): Promise<{ link: string; mail: Mail }> {
  const deadline = Date.now() + testTime(15_000);
  while (Date.now() < deadline) {
    const mails = (await readMailbox(dataDir)).filter((m) => m.to.includes(email));
    for (const mail of mails.reverse()) {
      const link = /https?:\/\/\S+\/\?token=[^\s&]+&email=[^\s>)"]+/.exec(mail.text)?.[0];
      if (link) return { link, mail };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation mailed to ${email}`);
}

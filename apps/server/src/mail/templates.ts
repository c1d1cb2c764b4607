import type { Language } from '@talkreel/contract';
import type { MailMessage } from '../ports/mail/mailer';
import { mailSafeName } from './mail-safe-name';

/** Localised e-mails: every kind exists in every UI language. */
type Kind =
  | 'loginCode'
  | 'invitationCode'
  | 'memberInvitation'
  | 'agentInvitation'
  | 'webhookDisabled';

interface Copy {
  subject: string;
  heading: string;
  body: string;
  action?: string;
  footer: string;
}

const copy: Record<Language, Record<Kind, Copy>> = {
  en: {
    loginCode: {
      subject: 'Your Talkreel sign-in code: {code}',
      heading: 'Your sign-in code',
      body: 'Enter this code to sign in to Talkreel. It expires in 10 minutes and works once.',
      footer: "If you didn't try to sign in, you can ignore this e-mail.",
    },
    invitationCode: {
      subject: 'Your Talkreel invitation code',
      heading: "You're in!",
      body: 'Your place on the Talkreel waitlist has come up. Use this invitation code to activate your account:',
      footer: 'Sign in with this e-mail address, then enter the code when asked.',
    },
    memberInvitation: {
      subject: '{inviter} invited you to {workspace} on Talkreel',
      heading: 'Join {workspace}',
      body: '{inviter} invited you to work together in {workspace} on Talkreel.',
      action: 'Accept invitation',
      footer: 'Sign in with this e-mail address to accept.',
    },
    agentInvitation: {
      subject: '{inviter} created a Talkreel account for you',
      heading: 'Welcome to Talkreel',
      body: '{inviter} created a Talkreel account for you, to make talking-actor videos. {inviter} manages it: they can see and change its voices and actors, make new ones for you, and receive the videos you make in your own workspaces.',
      action: 'Sign in',
      footer: 'Sign in with this e-mail address: we will send you a code, no password needed.',
    },
    webhookDisabled: {
      subject: 'A webhook endpoint of {workspace} was disabled',
      heading: 'Webhook endpoint disabled',
      body: 'Every delivery to {endpoint} in {workspace} has failed for 3 days, so Talkreel stopped sending events to it. Fix the receiver, then enable the endpoint again in Settings → Webhooks; the delivery log shows what it answered.',
      action: 'Open webhook settings',
      footer: 'You receive this because you manage webhooks in {workspace}.',
    },
  },
  zh: {
    loginCode: {
      subject: '你的 Talkreel 登录验证码：{code}',
      heading: '你的登录验证码',
      body: '输入此验证码登录 Talkreel。验证码 10 分钟内有效，仅可使用一次。',
      footer: '如果这不是你本人的操作，请忽略此邮件。',
    },
    invitationCode: {
      subject: '你的 Talkreel 邀请码',
      heading: '欢迎加入！',
      body: '你在 Talkreel 候补名单中的名额已开放。请使用以下邀请码激活账户：',
      footer: '请使用此邮箱登录，并在提示时输入邀请码。',
    },
    memberInvitation: {
      subject: '{inviter} 邀请你加入 Talkreel 上的 {workspace}',
      heading: '加入 {workspace}',
      body: '{inviter} 邀请你在 Talkreel 的 {workspace} 中协作。',
      action: '接受邀请',
      footer: '请使用此邮箱登录以接受邀请。',
    },
    agentInvitation: {
      subject: '{inviter} 为你创建了 Talkreel 账户',
      heading: '欢迎使用 Talkreel',
      body: '{inviter} 为你创建了 Talkreel 账户，用于制作数字人视频。该账户由 {inviter} 管理：对方可以查看和修改其中的声音与数字人、为你新建声音与数字人，并接收你在自己的工作区中制作的视频。',
      action: '登录',
      footer: '请使用此邮箱登录：我们会发送验证码给你，无需密码。',
    },
    webhookDisabled: {
      subject: '{workspace} 的一个 Webhook 端点已被停用',
      heading: 'Webhook 端点已停用',
      body: '发往 {workspace} 中 {endpoint} 的所有投递已连续失败 3 天，Talkreel 已停止向其发送事件。请修复接收端，然后在“设置 → Webhooks”中重新启用该端点；投递日志中可查看其响应。',
      action: '打开 Webhook 设置',
      footer: '你收到此邮件，是因为你管理 {workspace} 的 Webhook。',
    },
  },
  'zh-TW': {
    loginCode: {
      subject: '你的 Talkreel 登入驗證碼：{code}',
      heading: '你的登入驗證碼',
      body: '輸入此驗證碼登入 Talkreel。驗證碼 10 分鐘內有效，僅能使用一次。',
      footer: '如果這不是你本人的操作，請忽略此郵件。',
    },
    invitationCode: {
      subject: '你的 Talkreel 邀請碼',
      heading: '歡迎加入！',
      body: '你在 Talkreel 候補名單中的名額已開放。請使用以下邀請碼啟用帳戶：',
      footer: '請使用此電子郵件登入，並在提示時輸入邀請碼。',
    },
    memberInvitation: {
      subject: '{inviter} 邀請你加入 Talkreel 上的 {workspace}',
      heading: '加入 {workspace}',
      body: '{inviter} 邀請你在 Talkreel 的 {workspace} 中協作。',
      action: '接受邀請',
      footer: '請使用此電子郵件登入以接受邀請。',
    },
    agentInvitation: {
      subject: '{inviter} 為你建立了 Talkreel 帳戶',
      heading: '歡迎使用 Talkreel',
      body: '{inviter} 為你建立了 Talkreel 帳戶，用於製作數位人影片。此帳戶由 {inviter} 管理：對方可以檢視和修改其中的聲音與數位人、為你新建聲音與數位人，並接收你在自己的工作區中製作的影片。',
      action: '登入',
      footer: '請使用此電子郵件登入：我們會寄送驗證碼給你，無需密碼。',
    },
    webhookDisabled: {
      subject: '{workspace} 的一個 Webhook 端點已停用',
      heading: 'Webhook 端點已停用',
      body: '傳送到 {workspace} 中 {endpoint} 的所有投遞已連續失敗 3 天，Talkreel 已停止向其傳送事件。請修復接收端，再到「設定 → Webhooks」重新啟用該端點；投遞紀錄中可查看其回應。',
      action: '開啟 Webhook 設定',
      footer: '你收到此郵件，是因為你管理 {workspace} 的 Webhook。',
    },
  },
  es: {
    loginCode: {
      subject: 'Tu código de acceso a Talkreel: {code}',
      heading: 'Tu código de acceso',
      body: 'Introduce este código para iniciar sesión en Talkreel. Caduca en 10 minutos y solo sirve una vez.',
      footer: 'Si no has intentado iniciar sesión, puedes ignorar este correo.',
    },
    invitationCode: {
      subject: 'Tu código de invitación de Talkreel',
      heading: '¡Ya estás dentro!',
      body: 'Ha llegado tu turno en la lista de espera de Talkreel. Usa este código de invitación para activar tu cuenta:',
      footer: 'Inicia sesión con esta dirección de correo e introduce el código cuando se te pida.',
    },
    memberInvitation: {
      subject: '{inviter} te ha invitado a {workspace} en Talkreel',
      heading: 'Únete a {workspace}',
      body: '{inviter} te ha invitado a colaborar en {workspace} en Talkreel.',
      action: 'Aceptar invitación',
      footer: 'Inicia sesión con esta dirección de correo para aceptar.',
    },
    agentInvitation: {
      subject: '{inviter} te ha creado una cuenta de Talkreel',
      heading: 'Bienvenido a Talkreel',
      body: '{inviter} te ha creado una cuenta de Talkreel para hacer vídeos con actores que hablan. {inviter} la gestiona: puede ver y cambiar sus voces y actores, crear otros nuevos para ti y recibir los vídeos que hagas en tus propios espacios de trabajo.',
      action: 'Iniciar sesión',
      footer:
        'Inicia sesión con esta dirección de correo: te enviaremos un código, sin contraseña.',
    },
    webhookDisabled: {
      subject: 'Se desactivó un endpoint de webhook de {workspace}',
      heading: 'Endpoint de webhook desactivado',
      body: 'Todas las entregas a {endpoint} en {workspace} han fallado durante 3 días, así que Talkreel dejó de enviarle eventos. Corrige el receptor y vuelve a activar el endpoint en Ajustes → Webhooks; el registro de entregas muestra lo que respondió.',
      action: 'Abrir ajustes de webhooks',
      footer: 'Recibes este correo porque gestionas los webhooks de {workspace}.',
    },
  },
  de: {
    loginCode: {
      subject: 'Dein Talkreel-Anmeldecode: {code}',
      heading: 'Dein Anmeldecode',
      body: 'Gib diesen Code ein, um dich bei Talkreel anzumelden. Er ist 10 Minuten gültig und nur einmal verwendbar.',
      footer: 'Wenn du dich nicht anmelden wolltest, kannst du diese E-Mail ignorieren.',
    },
    invitationCode: {
      subject: 'Dein Talkreel-Einladungscode',
      heading: 'Du bist dabei!',
      body: 'Dein Platz auf der Talkreel-Warteliste ist frei geworden. Aktiviere dein Konto mit diesem Einladungscode:',
      footer:
        'Melde dich mit dieser E-Mail-Adresse an und gib den Code ein, wenn du danach gefragt wirst.',
    },
    memberInvitation: {
      subject: '{inviter} hat dich zu {workspace} auf Talkreel eingeladen',
      heading: '{workspace} beitreten',
      body: '{inviter} hat dich eingeladen, in {workspace} auf Talkreel zusammenzuarbeiten.',
      action: 'Einladung annehmen',
      footer: 'Melde dich mit dieser E-Mail-Adresse an, um die Einladung anzunehmen.',
    },
    agentInvitation: {
      subject: '{inviter} hat ein Talkreel-Konto für dich angelegt',
      heading: 'Willkommen bei Talkreel',
      body: '{inviter} hat ein Talkreel-Konto für dich angelegt, um Videos mit sprechenden Darstellern zu erstellen. {inviter} verwaltet es: Stimmen und Darsteller darin ansehen und ändern, neue für dich anlegen und die Videos erhalten, die du in deinen eigenen Arbeitsbereichen erstellst.',
      action: 'Anmelden',
      footer:
        'Melde dich mit dieser E-Mail-Adresse an: Wir schicken dir einen Code, kein Passwort nötig.',
    },
    webhookDisabled: {
      subject: 'Ein Webhook-Endpunkt von {workspace} wurde deaktiviert',
      heading: 'Webhook-Endpunkt deaktiviert',
      body: 'Alle Zustellungen an {endpoint} in {workspace} sind seit 3 Tagen fehlgeschlagen, daher sendet Talkreel keine Ereignisse mehr dorthin. Behebe den Empfänger und aktiviere den Endpunkt unter Einstellungen → Webhooks wieder; das Zustellprotokoll zeigt seine Antworten.',
      action: 'Webhook-Einstellungen öffnen',
      footer: 'Du erhältst diese E-Mail, weil du die Webhooks von {workspace} verwaltest.',
    },
  },
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const fill = (s: string, vars: Record<string, string>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

/** Values typed by users, printed only through mailSafeName. */
const NAME_VARS = new Set(['inviter', 'workspace', 'endpoint']);

export interface MailVars {
  code?: string;
  link?: string;
  inviter?: string;
  workspace?: string;
  /** A webhook endpoint's URL, defanged like a name (it is typed by users too). */
  endpoint?: string;
}

/** Renders a localised text + HTML e-mail; `code` is shown large, `link` as a button. */
export function renderMail(kind: Kind, lang: Language, to: string, vars: MailVars): MailMessage {
  const c = copy[lang][kind];
  const v = Object.fromEntries(
    Object.entries(vars).map(([k, x]) => [
      k,
      NAME_VARS.has(k) ? mailSafeName(String(x ?? '')) : String(x ?? ''),
    ]),
  );
  const subject = fill(c.subject, v);
  const heading = fill(c.heading, v);
  const body = fill(c.body, v);
  const footer = fill(c.footer, v);
  const action = c.action ? fill(c.action, v) : undefined;
  const text = [
    heading,
    '',
    body,
    '',
    vars.code ?? '',
    vars.link ? `${action}: ${vars.link}` : '',
    '',
    footer,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><body style="margin:0;background:#f4f4f7;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1f2330">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="480" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#6d4aff">Talkreel</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:600">${escapeHtml(heading)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(body)}</td></tr>
${vars.code ? `<tr><td style="padding-top:20px"><div style="font-size:32px;letter-spacing:8px;font-weight:700;text-align:center;background:#f1edff;border-radius:8px;padding:16px">${escapeHtml(vars.code)}</div></td></tr>` : ''}
${vars.link && action ? `<tr><td style="padding-top:20px" align="center"><a href="${escapeHtml(vars.link)}" style="display:inline-block;background:#6d4aff;color:#fff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></td></tr>` : ''}
<tr><td style="padding-top:24px;font-size:13px;color:#6b7080">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { to, subject, text, html };
}

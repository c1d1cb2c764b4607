import type { Language } from '@talkreel/contract';
import { pickLanguage } from './language';

const copy: Record<Language, { title: string; text: string; home: string }> = {
  en: {
    title: 'Page not found',
    text: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    home: 'Go to Talkreel',
  },
  zh: {
    title: '页面不存在',
    text: '这个地址上没有内容，可能已被移动，或链接有误。',
    home: '返回 Talkreel',
  },
  'zh-TW': {
    title: '找不到頁面',
    text: '這個網址沒有內容，可能已被移動，或連結有誤。',
    home: '返回 Talkreel',
  },
  es: {
    title: 'Página no encontrada',
    text: 'No hay nada en esta dirección. Puede que se haya movido o que el enlace esté mal escrito.',
    home: 'Ir a Talkreel',
  },
  de: {
    title: 'Seite nicht gefunden',
    text: 'Unter dieser Adresse gibt es nichts. Vielleicht wurde sie verschoben oder der Link ist falsch.',
    home: 'Zu Talkreel',
  },
};

/** Whether a request is a person's browser opening a page (rather than a probe or a script). */
export function wantsHtml(accept: string | undefined): boolean {
  return Boolean(accept?.includes('text/html'));
}

/**
 * The 404 a person sees when they open an address that is not one of the app's pages: still a
 * 404 (so probes and crawlers read it right), but a page with a way back rather than JSON.
 * Self-contained (no script, inline styles only) so it works whatever build is deployed.
 */
export function notFoundPage(acceptLanguage: string | undefined): string {
  const lang = pickLanguage(acceptLanguage);
  const t = copy[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} · Talkreel</title>
</head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f7f7fb;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#17161f">
<main style="max-width:420px;padding:40px 32px;text-align:center;background:#fff;border:1px solid #e7e6ef;border-radius:20px;box-shadow:0 12px 40px -16px rgb(23 22 31/0.18)">
<p style="margin:0;font-size:44px;font-weight:700;letter-spacing:-0.02em;color:#6d4aff">404</p>
<h1 style="margin:8px 0 6px;font-size:20px;font-weight:600">${t.title}</h1>
<p style="margin:0 0 24px;font-size:14px;line-height:1.55;color:#5f5e70">${t.text}</p>
<a href="/" style="display:inline-block;padding:10px 18px;border-radius:10px;background:#6d4aff;color:#fff;font-size:14px;font-weight:600;text-decoration:none">${t.home}</a>
</main>
</body>
</html>
`;
}

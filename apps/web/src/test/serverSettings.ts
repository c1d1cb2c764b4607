import { WEB_SETTINGS_ELEMENT_ID, type WebSettings } from '@talkreel/contract';

/** Writes the settings element into the page as our server does in the index.html it serves. */
export function setServerSettings(settings: WebSettings) {
  document.getElementById(WEB_SETTINGS_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = WEB_SETTINGS_ELEMENT_ID;
  element.textContent = JSON.stringify(settings);
  document.head.append(element);
}

export const clearServerSettings = () => document.getElementById(WEB_SETTINGS_ELEMENT_ID)?.remove();

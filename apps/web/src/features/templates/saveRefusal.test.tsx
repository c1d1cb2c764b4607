import { ActorMessage, Code, TemplateMessage, VideoMessage } from '@talkreel/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { refuse } from '../../test/fakeServer';
import { useDraftStore } from '../generation/state/useDraftStore';
import { openProject } from '../generation/testing/openProject';
import { pickedActors, seedDraft } from '../generation/testing/seedDraft';

/**
 * "Save as template" refused by the server (issue 28): the dialog stays open and says why in
 * the reader's language, by the refusal's code and the kind of its message.
 */

type Server = Awaited<ReturnType<typeof openProject>>['server'];
const names = {
  de: { open: 'Als Vorlage speichern', name: 'Name der Vorlage', save: 'Vorlage speichern' },
  zh: { open: '存为模板', name: '模板名称', save: '保存模板' },
  es: {
    open: 'Guardar como plantilla',
    name: 'Nombre de la plantilla',
    save: 'Guardar plantilla',
  },
} as const;

async function saveRefused(
  server: Server,
  lang: keyof typeof names,
  code: number,
  message: string,
) {
  server.override('POST /template/create', () => refuse(code, message));
  await act(() => i18n.changeLanguage(lang));
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: names[lang].open }));
  const dialog = await screen.findByRole('dialog', { name: names[lang].open });
  await user.type(within(dialog).getByRole('textbox', { name: names[lang].name }), 'Angebot');
  await user.click(within(dialog).getByRole('button', { name: names[lang].save }));
  await waitFor(() => expect(server.callsTo('POST /template/create')).toHaveLength(1));
  return within(dialog).findByRole('alert');
}

describe('Save as template refused', () => {
  it('says a script too short in German, and keeps the dialog open to fix it', async () => {
    seedDraft('Hallo, kurz.', pickedActors(1), { verified: true });
    const { server } = await openProject();
    const alert = await saveRefused(
      server,
      'de',
      Code.INVALID_INPUT,
      VideoMessage.SCRIPT_TOO_SHORT,
    );
    expect(alert).toHaveTextContent('Die Vorlage wurde nicht gespeichert');
    expect(alert).toHaveTextContent(
      'Das Skript muss mindestens 100 Zeichen lang sein (ein Skript mit Variablen wird nach dem Ausfüllen gemessen).',
    );
    expect(alert).not.toHaveTextContent(VideoMessage.SCRIPT_TOO_SHORT);
    // Said in the dialog, not again in an English toast.
    expect(screen.queryByText(VideoMessage.SCRIPT_TOO_SHORT)).toBeNull();
    expect(screen.getByRole('dialog', { name: names.de.open })).toBeInTheDocument();
  });

  it('names the scene of a scene’s refusal, and a settings body too large, in Chinese', async () => {
    // No variable in any scene: the server measures each scene's script when saving.
    seedDraft('你好，欢迎来到我们的工作室。'.repeat(8), pickedActors(2), { verified: true });
    act(() => {
      useDraftStore.getState().addScene('p1');
      const [, two] = useDraftStore.getState().drafts.p1.scenes ?? [];
      useDraftStore.getState().setScene('p1', two.id, { text: '很长的脚本。'.repeat(300) });
    });
    const { server } = await openProject();
    const alert = await saveRefused(
      server,
      'zh',
      Code.INVALID_INPUT,
      `Scene 2: ${VideoMessage.SCRIPT_TOO_LONG}`,
    );
    expect(alert).toHaveTextContent('场景 2：脚本最多 1500 个字符。');

    server.override('POST /template/create', () =>
      refuse(Code.INVALID_INPUT, TemplateMessage.BODY_TOO_LARGE),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: names.zh.save }));
    await waitFor(() => expect(server.callsTo('POST /template/create')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '此视频的设置超过 64 kB：请缩短脚本或删除场景。',
      ),
    );
  });

  it('says an actor deleted since it was chosen (1004) in Spanish', async () => {
    seedDraft('Hola {{first_name}}, bienvenido.', pickedActors(1), { verified: true });
    const { server } = await openProject();
    const alert = await saveRefused(server, 'es', Code.NOT_FOUND, ActorMessage.ACTOR_NOT_FOUND);
    expect(alert).toHaveTextContent(
      'Un actor de este vídeo ya no existe: elige otro y vuelve a guardar.',
    );
  });

  it('leaves a refusal it does not know to the toast by code, its title translated', async () => {
    seedDraft('Hallo {{first_name}}, willkommen.', pickedActors(1), { verified: true });
    const { server } = await openProject();
    server.override('POST /template/create', () =>
      refuse(Code.INVALID_INPUT, 'Something new the web app has no words for'),
    );
    await act(() => i18n.changeLanguage('de'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: names.de.open }));
    const dialog = await screen.findByRole('dialog', { name: names.de.open });
    await user.type(within(dialog).getByRole('textbox', { name: names.de.name }), 'Neu');
    await user.click(within(dialog).getByRole('button', { name: names.de.save }));
    expect(
      await screen.findByText('Something new the web app has no words for'),
    ).toBeInTheDocument();
    expect(screen.getByText('Ungültige Eingabe')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

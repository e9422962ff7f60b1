// What the local page asks before it throws a match or money session in progress away
// (sessionInProgress, the one predicate): New game, a pasted record or position once it has read,
// and the home page's new game waiting over the saved game (localGame.ts's `request`).
import type { TFunction } from 'i18next';
import type { VNode } from 'preact';
import { useEffect } from 'preact/hooks';
import { useConfirm } from '../shell/ConfirmDialog';
import { sessionInProgress } from './session';
import type { LocalTools } from './Tools';
import type { Controller } from './useBackgammon';

export interface LocalQuestions extends LocalTools {
  /** The page's one dialog, rendered once. */
  readonly dialog: VNode;
}

export function useLocalQuestions(controller: Controller, t: TFunction): LocalQuestions {
  const confirm = useConfirm();
  const inProgress = sessionInProgress(controller.session);
  const newGameWords = {
    title: t('confirm.newGameTitle'),
    text: t('confirm.newGameText'),
    confirm: t('tools.newGame'),
  };
  // Asked once, as the page opens; Cancel keeps the saved game, which the page already shows.
  useEffect(() => {
    if (controller.request) {
      confirm.ask({
        ...newGameWords,
        onConfirm: controller.takeRequest,
        onCancel: controller.dropRequest,
      });
    }
  }, []);
  return {
    dialog: confirm.dialog,
    onNewGame: () =>
      confirm.askIf(inProgress, { ...newGameWords, onConfirm: () => controller.newSession() }),
    // A bad record is refused as before (the controller says why), with nothing asked.
    onImport: async (text) => {
      const read = await controller.readRecord(text);
      if (read === null) return false;
      const words = {
        title: t('confirm.importTitle'),
        text: t('confirm.importText'),
        confirm: t('tools.import'),
      };
      if (!(await confirm.whether(inProgress, words))) return false;
      controller.loadRecord(read);
      return true;
    },
  };
}
